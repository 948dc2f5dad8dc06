import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";

let available: Promise<boolean> | undefined;

/** Whether espeak-ng is installed (checked once). */
export function isEspeakAvailable(): Promise<boolean> {
  available ??= new Promise((resolve) => {
    execFile("espeak-ng", ["--version"], { timeout: 5000 }, (error) => resolve(!error));
  });
  return available;
}

/** Synthesises `text` with an espeak-ng voice into a WAV file (written atomically). */
export async function synthesise(voice: string, text: string, outFile: string): Promise<void> {
  await fs.mkdir(path.dirname(outFile), { recursive: true });
  const temp = `${outFile}.${process.pid}.tmp`;
  await new Promise<void>((resolve, reject) => {
    // Arguments, never a shell: the text can't inject anything.
    execFile("espeak-ng", ["-v", voice, "-s", "140", "-w", temp, "--", text], { timeout: 15_000 }, (error) =>
      error ? reject(error) : resolve(),
    );
  });
  const stat = await fs.stat(temp);
  if (stat.size < 100) {
    await fs.rm(temp, { force: true });
    throw new Error("espeak-ng produced no audio");
  }
  await fs.rename(temp, outFile);
}
