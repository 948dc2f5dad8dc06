// Generates the study feedback sounds, /correctAnswer.mp3 and /wrongAnswer.mp3, into apps/web/public.
// The tones are synthesised here (no downloads, no samples) and encoded with lamejs, a pure-JS MP3
// encoder. The output is deterministic: running the script again gives the same files.
//
//   node scripts/generate-sounds.mjs
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

// lamejs 1.2.1's CommonJS entry fails under Node ("MPEGMode is not defined");
// its single-file build works, so run that in a sandbox and take the encoder from it.
const require = createRequire(import.meta.url);
const lameSource = fs.readFileSync(require.resolve("lamejs/lame.all.js"), "utf8");
const sandbox = { Int8Array, Int16Array, Int32Array, Float32Array, Float64Array, Math, console };
vm.runInNewContext(`${lameSource}\nthis.encoder = lamejs.Mp3Encoder;`, sandbox);
const lamejs = { Mp3Encoder: sandbox.encoder };

const SAMPLE_RATE = 44_100;
const KBPS = 96;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "apps/web/public");

/**
 * One soft bell-like note: a sine with a little of its octave and twelfth, a 6 ms attack and an
 * exponential decay, so it starts without a click and fades out gently.
 */
function note(buffer, { start, frequency, duration, gain, decay }) {
  const from = Math.round(start * SAMPLE_RATE);
  const length = Math.round(duration * SAMPLE_RATE);
  const attack = Math.round(0.006 * SAMPLE_RATE);
  const release = Math.round(0.02 * SAMPLE_RATE);
  for (let i = 0; i < length && from + i < buffer.length; i++) {
    const t = i / SAMPLE_RATE;
    let envelope = Math.exp(-t / decay);
    if (i < attack) envelope *= i / attack;
    if (i > length - release) envelope *= (length - i) / release;
    const w = 2 * Math.PI * frequency * t;
    const tone = Math.sin(w) + 0.25 * Math.sin(2 * w) + 0.08 * Math.sin(3 * w);
    buffer[from + i] += gain * envelope * tone;
  }
}

function render(seconds, notes) {
  const buffer = new Float32Array(Math.round(seconds * SAMPLE_RATE));
  for (const n of notes) note(buffer, n);
  // Normalise to -3 dBFS so both sounds are equally loud and never clip.
  const peak = buffer.reduce((max, v) => Math.max(max, Math.abs(v)), 0) || 1;
  const scale = Math.SQRT1_2 / peak;
  const pcm = new Int16Array(buffer.length);
  for (let i = 0; i < buffer.length; i++) pcm[i] = Math.round(buffer[i] * scale * 32_767);
  return pcm;
}

function encodeMp3(pcm) {
  const encoder = new lamejs.Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const chunks = [];
  const block = 1152;
  for (let i = 0; i < pcm.length; i += block) {
    const out = encoder.encodeBuffer(pcm.subarray(i, i + block));
    if (out.length > 0) chunks.push(Buffer.from(out));
  }
  const end = encoder.flush();
  if (end.length > 0) chunks.push(Buffer.from(end));
  return Buffer.concat(chunks);
}

const sounds = {
  // A bright rising major third and sixth (C6 → E6 → A6): "well done".
  "correctAnswer.mp3": render(0.55, [
    { start: 0, frequency: 1046.5, duration: 0.3, gain: 0.6, decay: 0.12 },
    { start: 0.08, frequency: 1318.5, duration: 0.35, gain: 0.6, decay: 0.14 },
    { start: 0.16, frequency: 1760, duration: 0.39, gain: 0.55, decay: 0.16 },
  ]),
  // A soft, low falling minor third (E4 → C#4): "not quite", never harsh.
  "wrongAnswer.mp3": render(0.5, [
    { start: 0, frequency: 329.6, duration: 0.22, gain: 0.7, decay: 0.1 },
    { start: 0.14, frequency: 277.2, duration: 0.36, gain: 0.7, decay: 0.14 },
  ]),
};

fs.mkdirSync(publicDir, { recursive: true });
for (const [name, pcm] of Object.entries(sounds)) {
  const mp3 = encodeMp3(pcm);
  fs.writeFileSync(path.join(publicDir, name), mp3);
  console.log(
    `apps/web/public/${name}: ${(mp3.length / 1024).toFixed(1)} KB, ${(pcm.length / SAMPLE_RATE).toFixed(2)} s`,
  );
}
