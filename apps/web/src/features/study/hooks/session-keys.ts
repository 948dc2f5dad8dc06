import { ENTER_GUARD_MS } from "@app/domain/study/constants";
import {
  claim,
  dialogOpen,
  digitKey,
  hasModifier,
  isChoiceTest,
  isUndoKey,
  keyPlace,
  optionForKey,
} from "../../../lib/study-loop";
import { canClaimCorrect, canContinueWithEnter, canUndo, type SessionState } from "../lib/session-engine";
import type { SessionActions } from "./useStudySession";

/** What a key press may do in a session, besides the engine's steps. */
export interface SessionKeyActions
  extends Pick<SessionActions, "submit" | "proceed" | "rate" | "next" | "undo" | "claim"> {
  exit: (fromEscape: boolean) => void;
  showKeys: () => void;
}

/** Where the session stands for the keys: the exit question open, the word's notes being edited. */
export interface SessionKeyBlocks {
  confirmingExit: boolean;
  editingNotes: boolean;
}

/**
 * A session's keys: Enter submits and continues, 1–4 pick options and ratings, Space plays the
 * word, R is "I was right", Ctrl+Z / ⌘Z takes back the last answer, Escape exits, ? lists the keys.
 */
export function onSessionKey(
  event: KeyboardEvent,
  s: SessionState,
  blocks: SessionKeyBlocks,
  act: SessionKeyActions,
): void {
  if (isUndoKey(event)) {
    onUndoKey(event, s, blocks, act);
    return;
  }
  if (event.defaultPrevented || hasModifier(event) || blocks.confirmingExit || dialogOpen()) return;
  const { inField, onControl } = keyPlace(event);
  if (event.key === "Escape") {
    if (!blocks.editingNotes && s.phase !== "overview") claim(event, () => act.exit(true));
    return;
  }
  if (event.key === "Enter") {
    if (!inField && !onControl && !blocks.editingNotes) onEnter(event, s, act);
    return;
  }
  if (inField) return;
  if (event.key === "?") claim(event, act.showKeys);
  else if (event.key === " ") {
    if (!onControl && s.phase !== "overview") playWithSpace(event);
  } else if ((event.key === "r" || event.key === "R") && canClaimCorrect(s)) claim(event, act.claim);
  else onDigit(event, s, act);
}

/** Ctrl+Z / ⌘Z takes back the last answer; in a text field it stays the field's own undo. */
function onUndoKey(event: KeyboardEvent, s: SessionState, blocks: SessionKeyBlocks, act: SessionKeyActions): void {
  if (keyPlace(event).inField || event.defaultPrevented || blocks.confirmingExit || !canUndo(s)) return;
  if (dialogOpen()) return;
  claim(event, act.undo);
}

/** Enter continues after feedback, or shows the next new word — not in the moment after either appeared. */
function onEnter(event: KeyboardEvent, s: SessionState, act: SessionKeyActions): void {
  const now = Date.now();
  if (canContinueWithEnter(s, now, ENTER_GUARD_MS)) claim(event, act.proceed);
  else if (s.phase === "presentation" && now - s.promptShownAt >= ENTER_GUARD_MS) claim(event, act.next);
}

/** Space plays the word's pronunciation, where its audio button shows. */
function playWithSpace(event: KeyboardEvent): void {
  const audio = document.querySelector<HTMLButtonElement>(
    "[data-testid='study-screen'] button[aria-label='Play pronunciation']",
  );
  if (audio) claim(event, () => audio.click());
}

/** 1–4: an option of a multiple-choice test, or the rating. */
function onDigit(event: KeyboardEvent, s: SessionState, act: SessionKeyActions): void {
  const n = digitKey(event.key);
  if (n === null) return;
  if (s.phase === "test" && s.test && isChoiceTest(s.test)) {
    const option = optionForKey(s.test, event.key);
    if (option !== undefined) claim(event, () => act.submit(option));
  } else if (s.phase === "rating") claim(event, () => act.rate(n));
}
