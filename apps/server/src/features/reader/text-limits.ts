/**
 * Characters a text may have: about 8,000 words, analysed in well under 100 ms here (the analysis runs on the
 * request's thread, so its cost is bounded by the text's size; `npm run bench -- reader`).
 */
export const READER_TEXT_MAX = 50_000;
