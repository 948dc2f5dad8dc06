/** A small seeded generator (mulberry32): the same seed plays the same days, on every machine. */
export function seededRandom(seed: number): () => number {
  const generator = new SeededRandom(seed);
  return () => generator.next();
}

/** The same generator as an object whose state can be copied (a simulation forked mid-way goes on alike). */
export class SeededRandom {
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

  copy(): SeededRandom {
    const other = new SeededRandom(0);
    other.state = this.state;
    return other;
  }
}
