/**
 * Rule-based Revised Romanization of Korean (the 2000 system of the Ministry of Culture), used
 * by build-core-with-readings.ts to double-check the hand-written readings of the Korean words.
 *
 * It applies the sound changes the system writes (liaison, nasalisation, lateral ㄹ, ㅎ
 * aspiration and deletion, palatalisation of ㄷ/ㅌ before 이) and, like the system, ignores
 * tensing. Aspiration of ㄱ/ㄷ/ㅂ/ㅈ before ㅎ is written only in verbs and adjectives (words
 * ending in 다), as the system does for nouns (묵호 → Mukho). Exceptions the rules cannot know
 * (for example ㄴ insertion) are rare in the core words; a mismatch is only a warning.
 */

const INITIALS = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"];
const VOWELS = [
  "a",
  "ae",
  "ya",
  "yae",
  "eo",
  "e",
  "yeo",
  "ye",
  "o",
  "wa",
  "wae",
  "oe",
  "yo",
  "u",
  "wo",
  "we",
  "wi",
  "yu",
  "eu",
  "ui",
  "i",
];
// Final consonants by index (0 = none): ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ
const FINALS = [
  "",
  "ㄱ",
  "ㄲ",
  "ㄳ",
  "ㄴ",
  "ㄵ",
  "ㄶ",
  "ㄷ",
  "ㄹ",
  "ㄺ",
  "ㄻ",
  "ㄼ",
  "ㄽ",
  "ㄾ",
  "ㄿ",
  "ㅀ",
  "ㅁ",
  "ㅂ",
  "ㅄ",
  "ㅅ",
  "ㅆ",
  "ㅇ",
  "ㅈ",
  "ㅊ",
  "ㅋ",
  "ㅌ",
  "ㅍ",
  "ㅎ",
];
const INITIAL_JAMO = [
  "ㄱ",
  "ㄲ",
  "ㄴ",
  "ㄷ",
  "ㄸ",
  "ㄹ",
  "ㅁ",
  "ㅂ",
  "ㅃ",
  "ㅅ",
  "ㅆ",
  "ㅇ",
  "ㅈ",
  "ㅉ",
  "ㅊ",
  "ㅋ",
  "ㅌ",
  "ㅍ",
  "ㅎ",
];

/** How a final sounds before a consonant or at the end of a word. */
const NEUTRAL: Record<string, "k" | "n" | "t" | "l" | "m" | "p" | "ng" | ""> = {
  "": "",
  ㄱ: "k",
  ㄲ: "k",
  ㄳ: "k",
  ㄺ: "k",
  ㅋ: "k",
  ㄴ: "n",
  ㄵ: "n",
  ㄶ: "n",
  ㄷ: "t",
  ㅅ: "t",
  ㅆ: "t",
  ㅈ: "t",
  ㅊ: "t",
  ㅌ: "t",
  ㅎ: "t",
  ㄹ: "l",
  ㄼ: "l",
  ㄽ: "l",
  ㄾ: "l",
  ㅀ: "l",
  ㅁ: "m",
  ㄻ: "m",
  ㅂ: "p",
  ㅄ: "p",
  ㅍ: "p",
  ㄿ: "p",
  ㅇ: "ng",
};

/** Before a vowel: [what stays in this syllable, the consonant that moves to the next one]. */
const LIAISON: Record<string, [string, string]> = {
  ㄱ: ["", "g"],
  ㄲ: ["", "kk"],
  ㄳ: ["k", "s"],
  ㄴ: ["", "n"],
  ㄵ: ["n", "j"],
  ㄶ: ["", "n"],
  ㄷ: ["", "d"],
  ㄹ: ["", "r"],
  ㄺ: ["l", "g"],
  ㄻ: ["l", "m"],
  ㄼ: ["l", "b"],
  ㄽ: ["l", "s"],
  ㄾ: ["l", "t"],
  ㄿ: ["l", "p"],
  ㅀ: ["", "r"],
  ㅁ: ["", "m"],
  ㅂ: ["", "b"],
  ㅄ: ["p", "s"],
  ㅅ: ["", "s"],
  ㅆ: ["", "ss"],
  ㅇ: ["ng", ""],
  ㅈ: ["", "j"],
  ㅊ: ["", "ch"],
  ㅋ: ["", "k"],
  ㅌ: ["", "t"],
  ㅍ: ["", "p"],
  ㅎ: ["", ""],
};

const ASPIRATED: Record<string, string> = { k: "k", t: "t", p: "p" };

interface Syllable {
  initial: string;
  vowel: string;
  final: string;
}

function decompose(char: string): Syllable | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0xac00 || code > 0xd7a3) return undefined;
  const index = code - 0xac00;
  return {
    initial: INITIAL_JAMO[Math.floor(index / 588)] as string,
    vowel: VOWELS[Math.floor((index % 588) / 28)] as string,
    final: FINALS[index % 28] as string,
  };
}

function romanizeInitial(jamo: string): string {
  return INITIALS[INITIAL_JAMO.indexOf(jamo)] ?? "";
}

function romanizeWord(word: string, isVerb: boolean): string {
  const syllables = [...word].map(decompose);
  if (syllables.some((s) => s === undefined)) return word;
  const list = syllables as Syllable[];
  let out = "";
  // The romanized initial of each syllable, possibly changed by the previous final.
  const initials = list.map((s) => romanizeInitial(s.initial));
  list.forEach((syllable, i) => {
    const next = list[i + 1];
    const initial = initials[i] as string;
    let coda: string = NEUTRAL[syllable.final] ?? "";
    if (next) {
      const n = next.initial;
      const f = syllable.final;
      if (n === "ㅇ" && f !== "") {
        const [stay, move] = LIAISON[f] ?? ["", ""];
        coda = stay;
        let moved = move;
        // Palatalisation: 같이 → gachi, 굳이 → guji.
        if (next.vowel === "i" && (f === "ㄷ" || f === "ㅌ" || f === "ㄾ")) moved = f === "ㄷ" ? "j" : "ch";
        initials[i + 1] = moved;
      } else if (n === "ㅎ" && f !== "") {
        const neutral = NEUTRAL[f] ?? "";
        if (f === "ㄶ" || f === "ㅀ" || f === "ㅎ") {
          coda = neutral;
        } else if (ASPIRATED[neutral] && (isVerb || f === "ㅅ" || f === "ㅈ" || f === "ㅊ" || f === "ㅌ")) {
          coda = "";
          initials[i + 1] = ASPIRATED[neutral] as string;
        } else if (neutral === "l" || neutral === "n" || neutral === "m" || neutral === "ng") {
          coda = neutral;
        }
      } else if ((f === "ㅎ" || f === "ㄶ" || f === "ㅀ") && (n === "ㄱ" || n === "ㄷ" || n === "ㅈ")) {
        // 좋다 → jota, 많다 → manta, 싫다 → silta.
        coda = f === "ㅎ" ? "" : f === "ㄶ" ? "n" : "l";
        initials[i + 1] = n === "ㄱ" ? "k" : n === "ㄷ" ? "t" : "ch";
      } else if ((f === "ㅎ" || f === "ㄶ" || f === "ㅀ") && n === "ㄴ") {
        coda = f === "ㅀ" ? "l" : "n";
        if (f === "ㅀ") initials[i + 1] = "l";
      } else if (n === "ㄴ" || n === "ㅁ") {
        if (coda === "k") coda = "ng";
        else if (coda === "t") coda = "n";
        else if (coda === "p") coda = "m";
        else if (coda === "l" && n === "ㄴ") initials[i + 1] = "l";
      } else if (n === "ㄹ") {
        if (coda === "l" || coda === "n") {
          coda = "l";
          initials[i + 1] = "l";
        } else if (coda === "m" || coda === "ng") initials[i + 1] = "n";
        else if (coda === "k") {
          coda = "ng";
          initials[i + 1] = "n";
        } else if (coda === "p") {
          coda = "m";
          initials[i + 1] = "n";
        } else if (coda === "t") {
          coda = "n";
          initials[i + 1] = "n";
        }
      }
    }
    out += initial + syllable.vowel + coda;
  });
  return out;
}

/** Revised Romanization of a Korean word or phrase (words separated by spaces). */
export function romanizeKorean(text: string): string {
  const isVerb = /다$/.test(text);
  return text
    .split(" ")
    .map((word) => romanizeWord(word, isVerb))
    .join(" ");
}
