/**
 * Copies the human Mandarin recordings (audio-cmn, CC BY-SA) for the words of our Chinese decks
 * into data/audio/cmn/<word>.mp3. Run after the Chinese deck file changes:
 *   node --import tsx scripts/copy-mandarin-audio.ts
 */
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const source = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(root, "../shared/data"), "audio-cmn/hsk");
const target = path.join(root, "data/audio/cmn");
const chinese = JSON.parse(fs.readFileSync(path.join(root, "data/decks/chinese.json"), "utf8")) as {
  subDecks: { words: { original: string }[] }[];
};

const wanted = new Set(chinese.subDecks.flatMap((d) => d.words.map((w) => w.original)));
fs.mkdirSync(target, { recursive: true });
let copied = 0;
let missing = 0;
for (const word of [...wanted].sort()) {
  const file = path.join(source, `cmn-${word}.mp3`);
  if (!fs.existsSync(file)) {
    missing++;
    continue;
  }
  fs.copyFileSync(file, path.join(target, `${word}.mp3`));
  copied++;
}
console.log(`Copied ${copied} recordings; ${missing} words have none (they fall back to synthesised speech).`);
