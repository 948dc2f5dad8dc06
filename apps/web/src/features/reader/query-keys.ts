/** TanStack Query keys of the reader. */
export const readerKeys = {
  texts: ["reader-texts"] as const,
};
