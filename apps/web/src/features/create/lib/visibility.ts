import type { Visibility } from "../types";

export const VISIBILITY_OPTIONS: readonly { value: Visibility; label: string; hint: string }[] = [
  { value: "private", label: "Private", hint: "Only you can see it" },
  { value: "unlisted", label: "Unlisted", hint: "Anyone with the link can add it" },
  { value: "public", label: "Public", hint: "Listed in Explore under the term's language, with your name" },
];

export function visibilityLabel(visibility: Visibility): string {
  return VISIBILITY_OPTIONS.find((option) => option.value === visibility)?.label ?? visibility;
}

/** Unlisted and public decks have a share link. */
export function isShareable(visibility: Visibility): boolean {
  return visibility !== "private";
}
