import crypto from "node:crypto";
import { learnedWord } from "@app/domain/test-support/session";

/** A guest studying one deck over HTTP: signs in, adds the deck, and saves Learn sessions of ten words. */
export async function studyingGuest(base: string, origin: string, deck: string) {
  const json = { origin, "content-type": "application/json" };
  const guest = await fetch(`${base}/api/auth/sign-in/anonymous`, { method: "POST", headers: json, body: "{}" });
  const cookie = guest.headers
    .getSetCookie()
    .map((c) => c.split(";")[0] ?? "")
    .join("; ");
  await fetch(`${base}/api/me/decks`, {
    method: "POST",
    headers: { ...json, cookie },
    body: JSON.stringify({ subDeckId: deck }),
  });
  const words = (await (
    await fetch(`${base}/api/sub-decks/${deck}/words?offset=0&limit=1000`, { headers: { cookie } })
  ).json()) as { items: { id: number }[] };
  const wordIds = words.items.map((w) => w.id);

  const acknowledged = new Set<string>();
  let round = 0;
  /** Saves the next ten words as a Learn session; a session the server answered OK is acknowledged. */
  const saveOnce = async () => {
    const ids = Array.from({ length: 10 }, (_, i) => wordIds[(round * 10 + i) % wordIds.length]!);
    round += 1;
    const sessionId = crypto.randomUUID();
    const res = await fetch(`${base}/api/me/study-sessions`, {
      method: "POST",
      headers: { ...json, cookie },
      body: JSON.stringify(learnSession(sessionId, deck, ids)),
    });
    await res.arrayBuffer();
    if (res.ok) acknowledged.add(sessionId);
  };
  return { acknowledged, saveOnce };
}

/** A Learn New session of words answered right five times in a row, as the study screen sends it. */
function learnSession(sessionId: string, deck: string, wordIds: number[]) {
  const startedAt = new Date(Date.now() - 60_000).toISOString();
  const words = wordIds.map((wordId) => learnedWord(wordId));
  return { sessionId, subDeckId: deck, sessionType: "LEARN", startedAt, durationSeconds: 60, words };
}
