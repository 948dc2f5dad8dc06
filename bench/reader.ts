/**
 * `npm run bench -- reader`: how long the reader takes to read a text against a learner's words, on the
 * server (the domain function `POST /api/me/reader/analyse` runs). The text is made of the Spanish starter
 * decks' words in a seeded random order, in sentences of 12 words, with one word in six outside the decks;
 * the learner has the decks' 500 words, half of them studied. Each size is read three times; the best is
 * printed (the first read also pays for loading ICU's rules).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyseText, type ReaderWord } from "@app/domain/reader/analyse";
import { randomFrom } from "./simulated-learners";

const NOW = new Date("2026-12-06T12:00:00Z");
const DAY = 86_400_000;

function spanishWords(): string[] {
  const file = join(import.meta.dirname, "..", "data", "decks", "spanish.json");
  const language = JSON.parse(readFileSync(file, "utf8")) as { subDecks: { words: { original: string }[] }[] };
  // One-word terms, so the text has exactly the words asked for.
  return language.subDecks.flatMap((deck) => deck.words.map((w) => w.original)).filter((w) => /^\p{L}+$/u.test(w));
}

function textOf(terms: readonly string[], count: number): string {
  const random = randomFrom(4242);
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const word =
      random() < 1 / 6 ? `desconocida${Math.floor(random() * 3000)}` : terms[Math.floor(random() * terms.length)]!;
    words.push((i + 1) % 12 === 0 ? `${word}.` : word);
  }
  return words.join(" ");
}

function timed(text: string, vocabulary: ReaderWord[]): { ms: number; words: number } {
  let best = Number.POSITIVE_INFINITY;
  let words = 0;
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const result = analyseText({
      text,
      lang: "es-ES",
      words: vocabulary,
      retention: 0.9,
      now: NOW,
      on: new Date(NOW.getTime() + 90 * DAY),
    });
    best = Math.min(best, performance.now() - started);
    words = result.words;
  }
  return { ms: best, words };
}

export async function measureReader(): Promise<void> {
  const terms = spanishWords();
  const vocabulary: ReaderWord[] = terms.map((term, i) => ({
    id: i + 1,
    term,
    translation: null,
    progress:
      i % 2 === 0
        ? { state: 2, stability: 5 + (i % 40), lastReview: new Date(NOW.getTime() - (i % 9) * DAY), isIgnored: false }
        : null,
  }));
  const small = timed(textOf(terms, 10_000), vocabulary);
  const large = timed(textOf(terms, 100_000), vocabulary);
  console.log(`reader (server, the route's domain function): ${small.words} and ${large.words} running words read`);
  console.log(`reader: 10000 words analysed in ${Math.round(small.ms)} ms, 100000 in ${Math.round(large.ms)} ms`);
}
