/** A small seeded generator (mulberry32): the same seed plays the same days, on every machine. */
export function seededRandom(seed: number): () => number {
  const generator = new SeededRandom(seed);
  return () => generator.next();
}

/** The generator's state and step. */
class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }
}

/**
 * The `draw`-th number in [0, 1) of one word's own stream under `seed`: a word's n-th review draws the
 * same number whatever other words did, so runs that differ only in a setting (the desired retention)
 * play each word with the same luck and compare without the noise of shifted draws.
 */
export function wordRandom(seed: number, word: number, draw: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(word + 1, 0xc2b2ae35) ^ Math.imul(draw + 1, 0x27d4eb2f);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}
