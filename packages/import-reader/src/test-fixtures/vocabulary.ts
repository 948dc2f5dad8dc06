import type { FixtureCollection } from "./build-anki";

/** One small collection used by every format test: sub-decks, a filtered deck, two note types, every card state. */
export const DECK = { default: 1, spanish: 1_700_000_000_001, verbs: 1_700_000_000_002, filtered: 1_700_000_000_003 };
export const TYPE = { reversed: 1_600_000_000_001, cloze: 1_600_000_000_002 };
export const NOTE = {
  hablar: 1_690_000_000_001,
  comer: 1_690_000_000_002,
  casa: 1_690_000_000_003,
  madrid: 1_690_000_000_004,
};
export const CARD = {
  hablarForward: 1_690_000_100_001,
  hablarReverse: 1_690_000_100_002,
  comerForward: 1_690_000_100_003,
  comerReverse: 1_690_000_100_004,
  casa: 1_690_000_100_005,
  madridC1: 1_690_000_100_006,
  madridC2: 1_690_000_100_007,
};

export const vocabulary: FixtureCollection = {
  crt: 1_690_000_000,
  decks: [
    { id: DECK.default, name: "Default" },
    { id: DECK.spanish, name: "Spanish" },
    { id: DECK.verbs, name: "Spanish::Verbs" },
    { id: DECK.filtered, name: "Filtered Deck 1", filtered: true },
  ],
  noteTypes: [
    {
      id: TYPE.reversed,
      name: "Basic (and reversed card)",
      fields: ["Front", "Back"],
      templates: ["Card 1", "Card 2"],
    },
    { id: TYPE.cloze, name: "Cloze", fields: ["Text", "Back Extra"], templates: ["Cloze"], cloze: true },
  ],
  notes: [
    {
      id: NOTE.hablar,
      guid: "g-hablar",
      mid: TYPE.reversed,
      fields: ["<b>hablar</b>", "to speak<br>to talk"],
      tags: ["verbs", "spanish::basics"],
    },
    {
      id: NOTE.comer,
      guid: "g-comer",
      mid: TYPE.reversed,
      fields: ["comer &amp; beber", "to eat &amp; drink [sound:comer.mp3]"],
    },
    { id: NOTE.casa, guid: "g-casa", mid: TYPE.reversed, fields: ['<img src="casa.jpg">', "<div>house</div>"] },
    {
      id: NOTE.madrid,
      guid: "g-madrid",
      mid: TYPE.cloze,
      fields: ["{{c1::Madrid}} is the capital of {{c2::Spain}}", ""],
      tags: ["geo"],
    },
  ],
  cards: [
    {
      id: CARD.hablarForward,
      nid: NOTE.hablar,
      did: DECK.verbs,
      ord: 0,
      type: 2,
      queue: 2,
      due: 19_700,
      ivl: 10,
      factor: 2500,
      reps: 5,
      lapses: 1,
      data: '{"s":12.5,"d":5.1}',
    },
    {
      id: CARD.hablarReverse,
      nid: NOTE.hablar,
      did: DECK.verbs,
      ord: 1,
      type: 2,
      queue: -1,
      due: 19_705,
      ivl: 4,
      factor: 2300,
      reps: 3,
    },
    { id: CARD.comerForward, nid: NOTE.comer, did: DECK.verbs, ord: 0, type: 0, queue: 0, due: 3 },
    {
      id: CARD.comerReverse,
      nid: NOTE.comer,
      did: DECK.verbs,
      ord: 1,
      type: 2,
      queue: -3,
      due: 19_701,
      ivl: 2,
      factor: 2500,
      reps: 2,
    },
    { id: CARD.casa, nid: NOTE.casa, did: DECK.spanish, ord: 0, type: 1, queue: 1, due: 1_700_000_500, reps: 1 },
    {
      id: CARD.madridC1,
      nid: NOTE.madrid,
      did: DECK.spanish,
      ord: 0,
      type: 2,
      queue: -2,
      due: 19_702,
      ivl: 6,
      factor: 2650,
      reps: 4,
    },
    {
      id: CARD.madridC2,
      nid: NOTE.madrid,
      did: DECK.filtered,
      ord: 1,
      type: 2,
      queue: 2,
      due: -100_000,
      ivl: 8,
      factor: 2500,
      reps: 4,
      odid: DECK.spanish,
      odue: 19_710,
    },
  ],
  revlog: [
    [1_700_000_100_000, CARD.hablarForward, 1, -60, 0, 0, 8000, 0],
    [1_700_000_200_000, CARD.hablarForward, 3, 1, -600, 2500, 5000, 0],
    [1_700_086_400_000, CARD.hablarForward, 3, 10, 1, 2500, 4000, 1],
    [1_700_090_000_000, CARD.hablarForward, 0, 0, 10, 2500, 0, 4],
    [1_700_100_000_000, CARD.hablarForward, 1, -600, 10, 2300, 6000, 2],
    [1_700_200_000_000, CARD.hablarForward, 4, 12, 10, 2300, 3000, 3],
    [1_700_300_000_000, CARD.hablarForward, 0, 5, 12, 2300, 0, 5],
  ],
};

export const CASA_JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
export const COMER_MP3 = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 7) % 256));
