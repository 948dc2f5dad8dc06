/** The path of a deck's exam plan under /api. */
export const examPlanUrl = (subDeckId: string) => `/me/decks/${encodeURIComponent(subDeckId)}/exam-plan`;
