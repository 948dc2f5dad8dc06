/** The leeches' cache entries: every list starts with this. */
export const leechKeys = {
  all: ["leeches"] as const,
  list: (subDeckId: string | undefined) => ["leeches", subDeckId ?? "all"] as const,
};
