export * from "./auth/limits";
export * from "./clock";
// `export type *`: the routes' answers (the responses files) as types; their zod schemas by subpath
// (`@app/domain/decks/responses`), so that the screens reading the index do not load zod for them.
export type * from "./create/responses";
export * from "./decks/constants";
export type * from "./decks/responses";
export * from "./decks/session-unlock";
export * from "./decks/word-counts";
export * from "./decks/word-status";
export * from "./errors";
export type * from "./forum-responses";
export * from "./messages";
export * from "./stats";
export type * from "./stats-responses";
export * from "./study/answer-check";
export * from "./study/confidence";
export * from "./study/constants";
export * from "./study/queue";
export type * from "./study/responses";
export * from "./study/streak";
export * from "./study/summary";
export * from "./study/test-building";
export * from "./time/learner-day";
export * from "./time/user-day";
