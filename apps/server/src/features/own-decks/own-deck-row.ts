import crypto from "node:crypto";
import { OWN_DECK_WORD_LIMIT } from "@app/domain/create/own-deck";
import type { ownDecks } from "../../db/schema";

export type OwnDeckRow = typeof ownDecks.$inferSelect;

export function tooManyWords(total: number): string {
  return `A deck has at most ${OWN_DECK_WORD_LIMIT.toLocaleString("en")} words; this would make ${total.toLocaleString("en")}. Start a second deck for the rest.`;
}

/** "own-" and ten random base-36 characters: unguessable enough that an unlisted link is a secret. */
export function newOwnDeckId(): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.randomBytes(10);
  return `own-${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

/** A word key made in the editor: unique within the deck (imports use the note GUID or the term). */
export function editorWordKey(): string {
  return `e:${crypto.randomUUID()}`;
}
