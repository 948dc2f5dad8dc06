// Renders the app icons (PNG, the sizes browsers and phones ask for) from the SVG sources with the
// system's Chromium. Run after changing public/favicon.svg or public/icons/maskable.svg:
//   node apps/web/scripts/render-icons.mjs
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const publicDir = path.resolve(import.meta.dirname, "../public");
const targets = [
  ["favicon.svg", "icons/icon-192.png", 192],
  ["favicon.svg", "icons/icon-512.png", 512],
  ["favicon.svg", "icons/apple-touch-icon.png", 180],
  ["icons/maskable.svg", "icons/maskable-192.png", 192],
  ["icons/maskable.svg", "icons/maskable-512.png", 512],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"],
});
const page = await browser.newPage();
for (const [source, target, size] of targets) {
  const svg = fs.readFileSync(path.join(publicDir, source), "utf8");
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent"><img style="width:${size}px;height:${size}px;display:block" src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}"></body></html>`,
  );
  await page.screenshot({ path: path.join(publicDir, target), omitBackground: true });
  console.log(`${target} (${size}×${size})`);
}
await browser.close();
