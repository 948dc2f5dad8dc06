/** Simulated learners with known memory (FSRS parameters we choose), shared by the learning and planner benches. */
import { default_w } from "ts-fsrs";

export interface Learner {
  name: string;
  weights: number[];
  newPerDay: number;
}

/** A seeded generator (Park–Miller), so every run of a bench plays the same learners. */
export function randomFrom(seed: number) {
  let s = seed;
  return () => {
    s = (s * 48271) % 2147483647;
    return s / 2147483647;
  };
}

export function learners(): Learner[] {
  const w = [...default_w];
  const scaled = (factor: number, growth: number) =>
    w.map((v, i) => (i < 4 ? v * factor : i === 8 ? Math.max(0.01, v + growth) : v));
  const random = randomFrom(97);
  return [
    { name: "default", weights: [...w], newPerDay: 10 },
    { name: "fast forgetter", weights: scaled(0.25, -0.8), newPerDay: 10 },
    { name: "strong memory", weights: scaled(3, 0.5), newPerDay: 10 },
    { name: "steep decay", weights: w.map((v, i) => (i === 20 ? 0.8 : v)), newPerDay: 10 },
    {
      name: "random",
      weights: w.map((v, i) => (i === 20 ? v : Math.max(0.001, v * (0.6 + 0.8 * random())))),
      newPerDay: 10,
    },
  ];
}
