import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeHandler, mockApi, sentBodies } from "../../../test/fake-api";
import { fakeAuthClientModule, signedIn } from "../../../test/fake-session";
import { renderApp } from "../../../test/render-app";
import { fsrsSettingsBody, sessionWord, studySessionData } from "../../../test/study-data";
import { browserSaveStore } from "../lib/browser-save-deps";
import { readQueue } from "../lib/offline-save-queue";
import type { SessionWord, StudySessionData, StudyWordProgress } from "../types";

vi.mock("../../../lib/auth-client", () => fakeAuthClientModule());

const progress = (id: number): StudyWordProgress => ({
  wordId: id,
  state: 2,
  learningSteps: 0,
  nextReview: "2025-01-01T00:00:00.000Z",
  lastReview: "2024-12-31T00:00:00.000Z",
  correctCount: 5,
  reviewedCount: 6,
  isIgnored: false,
  userNotes: id === 1 ? "sounds like 'oh-la'" : null,
});

const word = (id: number, originalWord: string, translation: string, withProgress = true): SessionWord =>
  sessionWord(id, originalWord, translation, withProgress ? progress(id) : null);

const sessionData = (overrides: Partial<StudySessionData> = {}): StudySessionData =>
  studySessionData({ words: [word(1, "hola", "hello"), word(2, "gato", "cat")], ...overrides });

const SETTINGS = fsrsSettingsBody({ studyAlgorithm: "AUTOMATIC", studyType: "Typing" });

const saved = (body: unknown) => {
  const { sessionId } = body as { sessionId: string };
  return { body: { success: true, sessionId, wordsLearned: 0, wordsReviewed: 2, savedWords: 2, progress: [] } };
};

function api(data: StudySessionData, extra: Record<string, FakeHandler> = {}) {
  return mockApi({
    "GET /api/me/fsrs-settings": () => ({ body: SETTINGS }),
    [`GET /api/me/study/${data.kind}/spanish-core-1`]: () => ({ body: data }),
    "POST /api/me/study-sessions": ({ body }) => saved(body),
    ...extra,
  });
}

const prompt = () => screen.getByTestId("study-prompt").textContent ?? "";
const ANSWERS: Record<string, string> = { hola: "hello", gato: "cat", perro: "dog", casa: "house" };

async function typeAnswer(text: string) {
  const input = await screen.findByRole("textbox", { name: "Type the English meaning" });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.submit(input.closest("form")!);
}

describe("study session screen", () => {
  beforeEach(() => signedIn(true));

  it("says 'Loading study settings...', then 'Loading words...'", async () => {
    let releaseSettings: () => void = () => {};
    let releaseWords: () => void = () => {};
    const settingsGate = new Promise<void>((r) => {
      releaseSettings = r;
    });
    const wordsGate = new Promise<void>((r) => {
      releaseWords = r;
    });
    const data = sessionData();
    mockApi({
      "GET /api/me/fsrs-settings": async () => {
        await settingsGate;
        return { body: SETTINGS };
      },
      "GET /api/me/study/review/spanish-core-1": async () => {
        await wordsGate;
        return { body: data };
      },
    });
    renderApp("/study/review/spanish-core-1");
    expect(await screen.findByText("Loading study settings...")).toBeTruthy();
    await act(async () => releaseSettings());
    expect(await screen.findByText("Loading words...")).toBeTruthy();
    await act(async () => releaseWords());
    expect(await screen.findByTestId("study-prompt")).toBeTruthy();
  });

  it("Review (AUTOMATIC, typing): answers, feedback, the overview and one save request", async () => {
    const spy = api(sessionData());
    renderApp("/study/review/spanish-core-1");
    await screen.findByTestId("study-prompt");
    expect(screen.getByText("Words Remaining:").textContent).toContain("2");

    const first = prompt();
    await typeAnswer(` ${ANSWERS[first]!.toUpperCase()} `);
    expect(await screen.findByText("Correct!")).toBeTruthy();
    expect(screen.getByText("Correct answer:").textContent).toContain(ANSWERS[first]);
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    const second = prompt();
    expect(second).not.toBe(first);
    await typeAnswer("wrong");
    expect(await screen.findByText("Incorrect")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    // The missed word comes back.
    expect(prompt()).toBe(second);
    await typeAnswer(ANSWERS[second]!);
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { name: "Session Overview" })).toBeTruthy();
    expect(await screen.findByText("Progress saved")).toBeTruthy();
    const bodies = sentBodies(spy, "POST /api/me/study-sessions") as {
      sessionType: string;
      words: { wordId: number; correctCount: number; reviewedCount: number; gotWrong: boolean; ratings: number[] }[];
    }[];
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.sessionType).toBe("REVIEW");
    const byId = Object.fromEntries(bodies[0]!.words.map((w) => [w.wordId, w]));
    const secondId = second === "hola" ? 1 : 2;
    expect(byId[secondId]).toMatchObject({ correctCount: 1, reviewedCount: 2, gotWrong: true, ratings: [] });
    const stats = screen.getAllByRole("definition");
    expect(stats[0]!.textContent).toBe("2");
    expect(stats[1]!.textContent).toBe("3");
    expect(stats[2]!.textContent).toBe("67%");
    expect(screen.getByRole("link", { name: "Back to Deck" }).getAttribute("href")).toBe("/decks/spanish-core-1");
    // Two words are too few for medals (no Gold for being one of two), and the overview says so.
    expect(screen.queryByText("Gold")).toBeNull();
    expect(screen.getByText("Medals for your three fastest words come with sessions of 4 words or more.")).toBeTruthy();
  });

  it("a typo is accepted as right, with the spelling to check and what was typed", async () => {
    api(sessionData({ words: [word(4, "casa", "house")] }));
    renderApp("/study/review/spanish-core-1");
    await typeAnswer("hosue");
    expect(await screen.findByText("Correct!")).toBeTruthy();
    expect(screen.getByTestId("typo-note").textContent).toBe("Almost — check the spelling: house");
    expect(screen.getByText("Your answer:").textContent).toContain("hosue");
    expect(screen.queryByText("Correct answer:")).toBeNull();
  });

  it("the overview says when the words come due next; after Learn New it offers to learn more", async () => {
    const dueAt = new Date(Date.now() + 10 * 60_000 + 30_000).toISOString();
    api(sessionData({ words: [word(1, "hola", "hello")] }), {
      "POST /api/me/study-sessions": ({ body }) => ({
        body: {
          ...saved(body).body,
          progress: [{ wordId: 1, state: 1, learningSteps: 1, nextReview: dueAt, correctCount: 1, reviewedCount: 1 }],
        },
      }),
    });
    renderApp("/study/review/spanish-core-1");
    await typeAnswer("hello");
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect((await screen.findByTestId("next-up")).textContent).toBe("Next: 1 word due in 11 min");
    // Not a Learn New session: no "Learn 5 more".
    expect(screen.queryByRole("link", { name: "Learn 5 more" })).toBeNull();
  });

  it("Undo (the button or Ctrl+Z) takes back a wrong answer: it is asked again and never sent", async () => {
    const spy = api(sessionData({ words: [word(1, "hola", "hello")] }));
    renderApp("/study/review/spanish-core-1");
    expect(screen.queryByRole("button", { name: "Undo last answer" })).toBeNull();
    await typeAnswer("wrong");
    expect(await screen.findByText("Incorrect")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Undo last answer" }));
    expect(await screen.findByRole("textbox", { name: "Type the English meaning" })).toBeTruthy();
    expect(screen.queryByText("Incorrect")).toBeNull();

    await typeAnswer("wrong again");
    expect(await screen.findByText("Incorrect")).toBeTruthy();
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    expect(await screen.findByRole("textbox", { name: "Type the English meaning" })).toBeTruthy();

    await typeAnswer("hello");
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Progress saved")).toBeTruthy();
    const [body] = sentBodies(spy, "POST /api/me/study-sessions") as {
      words: { correctCount: number; reviewedCount: number; gotWrong: boolean }[];
    }[];
    expect(body!.words).toEqual([expect.objectContaining({ correctCount: 1, reviewedCount: 1, gotWrong: false })]);
    // At the overview the session is being saved: nothing to undo.
    expect(screen.queryByRole("button", { name: "Undo last answer" })).toBeNull();
  });

  it("'I was right' (button or R) counts a wrong typed answer as right and sends it as overridden", async () => {
    const spy = api(sessionData({ words: [word(4, "casa", "house"), word(5, "libro", "book")] }));
    renderApp("/study/review/spanish-core-1");
    await screen.findByTestId("study-prompt");
    const first = prompt();
    await typeAnswer("a dwelling place");
    expect(await screen.findByText("Incorrect")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "I was right" }));
    expect(await screen.findByText("Correct!")).toBeTruthy();
    expect(screen.getByTestId("claimed-note").textContent).toContain("accepted for this word from now on");
    expect(screen.queryByRole("button", { name: "I was right" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));

    await typeAnswer("nonsense");
    expect(await screen.findByText("Incorrect")).toBeTruthy();
    fireEvent.keyDown(window, { key: "r" });
    expect(await screen.findByText("Correct!")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Progress saved")).toBeTruthy();
    const [body] = sentBodies(spy, "POST /api/me/study-sessions") as {
      words: { wordId: number; overriddenAnswers?: number[]; acceptedAnswers?: string[] }[];
    }[];
    const firstId = first === "casa" ? 4 : 5;
    expect(body!.words.find((w) => w.wordId === firstId)).toMatchObject({
      overriddenAnswers: [0],
      acceptedAnswers: ["a dwelling place"],
    });
  });

  it("? (or the keyboard button) lists every key of the session; Escape closes the list, not the session", async () => {
    api(sessionData());
    renderApp("/study/review/spanish-core-1");
    await screen.findByTestId("study-prompt");
    // Focus off the answer field: there ? would be typed.
    (document.activeElement as HTMLElement | null)?.blur();
    fireEvent.keyDown(window, { key: "?" });
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    for (const key of ["Enter", "1 – 4", "Space", "R", "Ctrl+Z / ⌘Z", "Escape", "?"]) {
      expect(within(dialog).getByRole("rowheader", { name: key })).toBeTruthy();
    }
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("study-prompt")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Keyboard shortcuts" }));
    expect(await screen.findByRole("dialog", { name: "Keyboard shortcuts" })).toBeTruthy();
  });

  it("a double Enter on a typed answer counts once", async () => {
    api(sessionData({ words: [word(1, "hola", "hello")] }));
    renderApp("/study/review/spanish-core-1");
    const input = await screen.findByRole("textbox", { name: "Type the English meaning" });
    fireEvent.change(input, { target: { value: "hello" } });
    const form = input.closest("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByText("Correct!")).toBeTruthy();
    expect(screen.getByText("Words Remaining:").textContent).toContain("0");
  });

  it("Enter on a typed answer submits it (not while composing), and the focus moves on to the feedback", async () => {
    api(sessionData({ words: [word(1, "hola", "hello")] }));
    renderApp("/study/review/spanish-core-1");
    const input = await screen.findByRole("textbox", { name: "Type the English meaning" });
    fireEvent.change(input, { target: { value: "hello" } });
    fireEvent.keyDown(input, { key: "Enter", isComposing: true });
    expect(screen.queryByText("Correct!")).toBeNull();
    fireEvent.keyDown(input, { key: "Enter" });
    expect(await screen.findByText("Correct!")).toBeTruthy();
    expect(screen.getByText("Words Remaining:").textContent).toContain("0");
    // Once the feedback is painted.
    await waitFor(() => expect(document.activeElement?.contains(screen.getByText("Correct!"))).toBe(true));
  });

  it("multiple choice: 4 options, keys 1–4 choose", async () => {
    const words = [word(1, "hola", "hello"), word(2, "gato", "cat"), word(3, "perro", "dog"), word(4, "casa", "house")];
    api(sessionData({ settings: { studyAlgorithm: "AUTOMATIC", studyType: "Multiple Choice" }, words }));
    renderApp("/study/review/spanish-core-1");
    const group = await screen.findByRole("group", { name: /Choose the/ });
    const options = within(group).getAllByRole("button");
    expect(options).toHaveLength(4);
    const shown = prompt();
    const right = ANSWERS[shown] ?? Object.keys(ANSWERS).find((k) => ANSWERS[k] === shown)!;
    const index = options.findIndex((o) => o.textContent?.endsWith(right));
    fireEvent.keyDown(window, { key: String(index + 1) });
    expect(await screen.findByText("Correct!")).toBeTruthy();
  });

  it("MANUAL: the rating card follows the feedback and keys 1–4 rate; the rating is sent", async () => {
    const spy = api(
      sessionData({ settings: { studyAlgorithm: "MANUAL", studyType: "Typing" }, words: [word(2, "gato", "cat")] }),
    );
    renderApp("/study/review/spanish-core-1");
    await typeAnswer("cat");
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText("How difficult was this word?")).toBeTruthy();
    for (const label of ["Again", "Hard", "Good", "Easy"])
      expect(screen.getByRole("button", { name: new RegExp(label) })).toBeTruthy();
    fireEvent.keyDown(window, { key: "4" });
    expect(await screen.findByRole("heading", { name: "Session Overview" })).toBeTruthy();
    await waitFor(() => expect(sentBodies(spy, "POST /api/me/study-sessions")).toHaveLength(1));
    const [body] = sentBodies(spy, "POST /api/me/study-sessions") as { words: { ratings: number[] }[] }[];
    expect(body!.words[0]!.ratings).toEqual([4]);
  });

  it("MANUAL: each rating button says when the word comes back after it, as its description", async () => {
    const intervals = { again: 10 * 60_000, hard: 86_400_000, good: 3 * 86_400_000, easy: 8 * 86_400_000 };
    api(
      sessionData({
        settings: { studyAlgorithm: "MANUAL", studyType: "Typing" },
        words: [{ ...word(2, "gato", "cat"), intervals }],
      }),
    );
    renderApp("/study/review/spanish-core-1");
    await typeAnswer("cat");
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    const good = await screen.findByRole("button", { name: "Good" });
    expect(good.getAttribute("aria-describedby")).toBe("rating-interval-good");
    expect(document.getElementById("rating-interval-good")?.textContent).toBe("Next review in 3 days");
    expect(document.getElementById("rating-interval-again")?.textContent).toBe("Next review in 10 min");
    expect(document.getElementById("rating-interval-easy")?.textContent).toBe("Next review in 8 days");
  });

  it("notes: shown in the feedback, edited with a counter, Ctrl+Enter saves, Escape cancels without leaving", async () => {
    const spy = api(sessionData({ words: [word(1, "hola", "hello")] }), {
      "PUT /api/me/progress/1/notes": ({ body }) => ({ body: { wordId: 1, notes: (body as { notes: string }).notes } }),
    });
    renderApp("/study/review/spanish-core-1");
    await typeAnswer("hello");
    expect(await screen.findByText("sounds like 'oh-la'")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit notes" }));
    const textarea = screen.getByRole("textbox", { name: "Notes" });
    expect(textarea.getAttribute("maxlength")).toBe("500");
    fireEvent.change(textarea, { target: { value: "hello!" } });
    expect(screen.getByText("6/500")).toBeTruthy();
    fireEvent.keyDown(textarea, { key: "Escape" });
    expect(screen.queryByRole("textbox", { name: "Notes" })).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("sounds like 'oh-la'")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit notes" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Notes" }), { target: { value: "a greeting" } });
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Notes" }), { key: "Enter", ctrlKey: true });
    expect(await screen.findByText("a greeting")).toBeTruthy();
    expect(sentBodies(spy, "PUT /api/me/progress/1/notes")).toEqual([{ notes: "a greeting" }]);
    // Still on the feedback: saving notes is not continuing.
    expect(screen.getByRole("button", { name: "Continue" })).toBeTruthy();
  });

  it("'Learn 5 more' starts a new session with the deck's next words, once the last one is saved", async () => {
    let visits = 0;
    const first = sessionData({ kind: "learn-new", words: [word(1, "hola", "hello", false)], newWordsLeft: 2 });
    const second = sessionData({ kind: "learn-new", words: [word(2, "gato", "cat", false)], newWordsLeft: 1 });
    mockApi({
      "GET /api/me/fsrs-settings": () => ({ body: SETTINGS }),
      "GET /api/me/study/learn-new/spanish-core-1": () => ({ body: visits++ === 0 ? first : second }),
      "POST /api/me/study-sessions": ({ body }) => saved(body),
    });
    renderApp("/study/learn-new/spanish-core-1");
    expect(await screen.findByText("New word 1 of 1")).toBeTruthy();
    expect(prompt()).toBe("hola");
    fireEvent.click(screen.getByRole("button", { name: "Already know? Mark as learned!" }));
    fireEvent.click(await screen.findByRole("link", { name: "Learn 5 more" }));
    expect(await screen.findByText("New word 1 of 1")).toBeTruthy();
    await waitFor(() => expect(prompt()).toBe("gato"));
    expect(visits).toBe(2);
  });

  it("notes are hidden for unlearned words", async () => {
    api(sessionData({ kind: "learn-new", words: [word(1, "hola", "hello", false)] }));
    renderApp("/study/learn-new/spanish-core-1");
    expect(await screen.findByText("New word 1 of 1")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await typeAnswer("hello");
    await screen.findByText("Correct!");
    expect(screen.queryByRole("heading", { name: "Notes" })).toBeNull();
  });

  it("Need Review: a word in its building steps finished Learn New, so it keeps its notes (the deck page's rule)", async () => {
    const building = word(1, "hola", "hello");
    building.progress = { ...building.progress!, state: 1, learningSteps: 2 };
    api(sessionData({ kind: "need-review", words: [building] }));
    renderApp("/study/need-review/spanish-core-1");
    await typeAnswer("hello");
    await screen.findByText("Correct!");
    expect(await screen.findByText("sounds like 'oh-la'")).toBeTruthy();
  });

  it("an unreachable server keeps the session on this device and says so", async () => {
    api(sessionData({ words: [word(1, "hola", "hello")] }), {
      "POST /api/me/study-sessions": () => {
        throw new TypeError("Failed to fetch");
      },
    });
    renderApp("/study/review/spanish-core-1");
    await typeAnswer("hello");
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }));
    expect(await screen.findByText(/You're offline\. Your progress is kept on this device/)).toBeTruthy();
    const queued = await readQueue(browserSaveStore());
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      userId: "user-1",
      payload: { subDeckId: "spanish-core-1", sessionType: "REVIEW" },
    });
  });

  it("shows an empty state with a way back when nothing is due", async () => {
    api(sessionData({ kind: "need-review", words: [] }));
    renderApp("/study/need-review/spanish-core-1");
    expect(await screen.findByText("Nothing is due")).toBeTruthy();
    expect(screen.getByText("No words are due for review right now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Deck" }).getAttribute("href")).toBe("/decks/spanish-core-1");
  });

  it("says when the deck's daily limit left nothing for today, and where to change it", async () => {
    api(sessionData({ kind: "learn-new", words: [], dailyLimitReached: true }));
    renderApp("/study/learn-new/spanish-core-1");
    expect(await screen.findByText("Today's limit reached")).toBeTruthy();
    expect(screen.getByText(/change the limit under Scheduling on the deck page/)).toBeTruthy();
  });

  it("Hard Words shows 3 progress dots", async () => {
    api(sessionData({ kind: "hard-words" }));
    renderApp("/study/hard-words/spanish-core-1");
    expect(await screen.findByRole("img", { name: "0 of 3 correct answers for this word" })).toBeTruthy();
  });

  it("audio review with no audio on the server and no speech support: the audio button says so and the word is shown", async () => {
    api(sessionData({ kind: "audio-review" }), { "GET /api/audios": () => ({ body: [] }) });
    renderApp("/study/audio-review/spanish-core-1");
    expect(await screen.findByText("Listen and type the meaning in English")).toBeTruthy();
    // The prompt plays by itself 300 ms after it appears: the server has nothing, the browser can't speak.
    expect(
      (await screen.findAllByRole("button", { name: "No audio available for this word" }, { timeout: 3000 })).length,
    ).toBeGreaterThan(0);
    expect(["hola", "gato"]).toContain(prompt());
  });

  it("an English answer gets no special-character keys", async () => {
    api(sessionData({ words: [word(1, "hola", "hello")] }));
    renderApp("/study/review/spanish-core-1");
    await screen.findByRole("textbox", { name: "Type the English meaning" });
    expect(screen.queryByRole("button", { name: "Insert ñ" })).toBeNull();
  });

  it("special characters of the language typed go into the answer, in either case", async () => {
    const base = sessionData().deck;
    // An own deck whose meanings are Spanish: the Spanish keys are under the meaning.
    const deck = {
      ...base,
      languageId: "german",
      languageName: "German",
      translationLanguageName: "Spanish",
      typingKeys: { term: ["ä"], translation: ["ñ", "á"], reading: [] },
    };
    api(sessionData({ deck, words: [word(1, "der Hund", "el perro")] }));
    renderApp("/study/review/spanish-core-1");
    const input = (await screen.findByRole("textbox", { name: "Type the Spanish meaning" })) as HTMLInputElement;
    expect(screen.queryByRole("button", { name: "Insert ä" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Insert ñ" }));
    fireEvent.click(screen.getByRole("button", { name: "Uppercase" }));
    fireEvent.click(screen.getByRole("button", { name: "Insert Ñ" }));
    expect(input.value).toBe("ñÑ");
  });

  it("a session the deck page shows locked: the server's reason and the way back, no retry", async () => {
    mockApi({
      "GET /api/me/fsrs-settings": () => ({ body: SETTINGS }),
      "GET /api/me/study/review/small": () => ({
        status: 409,
        body: {
          error: { code: "CONFLICT", message: "Review is locked. Learn 1 more word to unlock (needs 2 learned)." },
        },
      }),
    });
    renderApp("/study/review/small");
    expect(await screen.findByText("Review is locked. Learn 1 more word to unlock (needs 2 learned).")).toBeTruthy();
    expect(screen.getByText("Not available yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Deck" }).getAttribute("href")).toBe("/decks/small");
    expect(screen.queryByRole("button", { name: /try again/i })).toBeNull();
  });

  it("a missing deck says so", async () => {
    mockApi({
      "GET /api/me/fsrs-settings": () => ({ body: SETTINGS }),
      "GET /api/me/study/review/nope": () => ({
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "Deck not found" } },
      }),
    });
    renderApp("/study/review/nope");
    expect(await screen.findByText("Deck not found")).toBeTruthy();
  });
});
