// Daily e-mail reminders: settings (accounts only), the quarter-hourly sender on a moved clock, the
// outbox mail with its one-click stop, vacation, and one learner's link never touching another's settings.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userInfo, userWordProgress, words } from "../src/db/schema";
import { appPerFile } from "./app-per-file";
import {
  cookieCall,
  createAppWithDecks,
  createTestClock,
  guestClient,
  readOutbox,
  signUpMember,
  TEST_ORIGIN,
} from "./test-app";

const DECK = "testish-basics-1";

const clock = createTestClock(new Date("2026-11-27T09:00:00Z"));
const ctx = appPerFile(() => createAppWithDecks({ clock }));

/** A learner in Paris with the fixture deck and `due` of its words due now. */
async function learner(due: number) {
  const { userId, cookie, username } = await signUpMember(ctx, "remind");
  const call = cookieCall(ctx, cookie);
  expect((await call("POST", "/api/me/decks", { subDeckId: DECK })).statusCode).toBeLessThan(300);
  await ctx.database.db.update(userInfo).set({ timeZone: "Europe/Paris" }).where(eq(userInfo.userId, userId));
  const deckWords = await ctx.database.db.select({ id: words.id }).from(words).where(eq(words.subDeckId, DECK));
  if (due > 0) {
    await ctx.database.db.insert(userWordProgress).values(
      deckWords.slice(0, due).map((w) => ({
        userId,
        wordId: w.id,
        subDeckId: DECK,
        state: 2,
        stability: 3,
        nextReview: new Date(clock().getTime() - 3_600_000),
      })),
    );
  }
  return { userId, call, email: `${username}@example.org` };
}

/** The reminders mailed to `email` (sign-up mails left out). */
const mailsTo = (email: string) =>
  readOutbox(ctx.dataDir).filter((mail) => mail.to === email && mail.text.includes("/reminders/stop?token="));
/** Follows a mail's stop link (its token), with no session. */
const stop = (token: unknown) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/reminders/stop",
    headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
    payload: { token },
  });

async function send(): Promise<number> {
  const res = await ctx.app.inject({ method: "POST", url: "/api/test/reminders", headers: { origin: TEST_ORIGIN } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sent as number;
}

describe("daily reminders", () => {
  it("are off until the learner turns them on, and keep a valid hour", async () => {
    const { call, email } = await learner(0);
    const first = await call("GET", "/api/me/reminders");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ enabled: false, hour: 18, email, timeZone: "Europe/Paris" });

    const bad = await call("PUT", "/api/me/reminders", { enabled: true, hour: 24 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Pick an hour between 0 and 23 for your reminder.");
    expect((await call("GET", "/api/me/reminders")).json().enabled).toBe(false);

    const saved = await call("PUT", "/api/me/reminders", { enabled: true, hour: 7 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, hour: 7 });
  });

  it("are for accounts: a guest and a signed-out caller are refused", async () => {
    const guest = await guestClient(ctx);
    expect((await guest.call("GET", "/api/me/reminders")).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: "GET", url: "/api/me/reminders" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("go out once a day from the local hour, with the due count, the minutes and a stop link", async () => {
    clock.set(new Date("2026-11-27T09:00:00Z"));
    const ana = await learner(5);
    const ben = await learner(3);
    await ana.call("PUT", "/api/me/reminders", { enabled: true, hour: 18 });
    await ben.call("PUT", "/api/me/reminders", { enabled: true, hour: 18 });

    clock.set(new Date("2026-11-27T16:45:00Z")); // 17:45 in Paris
    await send();
    expect(mailsTo(ana.email)).toHaveLength(0);

    clock.set(new Date("2026-11-27T17:00:00Z")); // 18:00
    await send();
    await send();
    const [mail] = mailsTo(ana.email);
    expect(mailsTo(ana.email)).toHaveLength(1);
    expect(mail!.subject).toBe("5 words due for review today");
    expect(mail!.text).toContain("5 words are due for review today: about 1 minute.");
    expect(mailsTo(ben.email)).toHaveLength(1);

    // The next day, again once.
    clock.set(new Date("2026-11-28T18:30:00Z"));
    await send();
    expect(mailsTo(ana.email)).toHaveLength(2);

    // Ana's one-click stop turns off Ana's reminders and nobody else's.
    const stopLink = mail!.links.find((link) => link.includes("/reminders/stop?token="))!;
    const token = new URL(stopLink).searchParams.get("token");
    const stopped = await stop(token);
    expect(stopped.statusCode).toBe(200);
    expect((await ana.call("GET", "/api/me/reminders")).json().enabled).toBe(false);
    expect((await ben.call("GET", "/api/me/reminders")).json().enabled).toBe(true);

    clock.set(new Date("2026-11-29T18:30:00Z"));
    await send();
    expect(mailsTo(ana.email)).toHaveLength(2);
    expect(mailsTo(ben.email)).toHaveLength(3);
  });

  it("stop only on a press or a mail client's one-click POST (RFC 8058), never when the link is fetched", async () => {
    clock.set(new Date("2026-11-30T08:00:00Z"));
    const cleo = await learner(2);
    await cleo.call("PUT", "/api/me/reminders", { enabled: true, hour: 9 });
    clock.set(new Date("2026-11-30T08:15:00Z")); // 09:15 in Paris
    await send();
    const [mail] = mailsTo(cleo.email);
    const stopLink = mail!.links.find((link) => link.includes("/reminders/stop?token="))!;
    // The mail names the link for one-click stops.
    const raw = fs.readFileSync(path.join(ctx.dataDir, "mail", mail!.file), "utf8").replace(/\r?\n[ \t]+/g, " ");
    expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <${stopLink.replace(/[.?+*()[\]\\]/g, "\\$&")}>$`, "m"));
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const url = new URL(stopLink);
    // A scanner fetching the link gets the page (with its button) and stops nothing.
    const fetched = await ctx.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers["content-type"]).toContain("text/html");
    expect((await cleo.call("GET", "/api/me/reminders")).json().enabled).toBe(true);
    // A forged one-click POST stops nothing.
    const forged = await ctx.app.inject({
      method: "POST",
      url: `${url.pathname}?token=${cleo.userId}.forged`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(forged.statusCode).toBe(400);
    expect((await cleo.call("GET", "/api/me/reminders")).json().enabled).toBe(true);
    // The mail provider's POST: no Origin, no cookie, the form body RFC 8058 names.
    const oneClick = await ctx.app.inject({
      method: "POST",
      url: `${url.pathname}${url.search}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect((await cleo.call("GET", "/api/me/reminders")).json().enabled).toBe(false);
  });

  it("refuse a forged stop link", async () => {
    const { userId, call } = await learner(1);
    await call("PUT", "/api/me/reminders", { enabled: true, hour: 9 });
    for (const token of [`${userId}.forged`, "nothing", `${userId}`, ""]) {
      const res = await stop(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        "This link does not stop any reminders. Turn them off in Settings → Reminders.",
      );
    }
    expect((await call("GET", "/api/me/reminders")).json().enabled).toBe(true);
  });

  it("send nothing on vacation or on a day with nothing due", async () => {
    clock.set(new Date("2026-11-30T09:00:00Z"));
    const away = await learner(4);
    const idle = await learner(0);
    await away.call("PUT", "/api/me/reminders", { enabled: true, hour: 19 });
    await idle.call("PUT", "/api/me/reminders", { enabled: true, hour: 19 });
    expect((await away.call("PUT", "/api/me/vacation", { on: true })).statusCode).toBe(200);
    clock.set(new Date("2026-11-30T19:00:00Z"));
    await send();
    expect(mailsTo(away.email)).toHaveLength(0);
    expect(mailsTo(idle.email)).toHaveLength(0);
  });

  it("report each exam plan's status", async () => {
    clock.set(new Date("2026-12-01T09:00:00Z"));
    const planner = await learner(2);
    const plan = await planner.call("PUT", `/api/me/decks/${DECK}/exam-plan`, {
      examDate: "2027-03-31",
      targetPercent: 90,
      minutesCap: 30,
    });
    expect(plan.statusCode, plan.body).toBe(200);
    await planner.call("PUT", "/api/me/reminders", { enabled: true, hour: 12 });
    clock.set(new Date("2026-12-01T12:00:00Z"));
    await send();
    const [mail] = mailsTo(planner.email);
    // The day it is made, the deck's forecast is the plan's prediction.
    const percent = plan.json().plan.outcome.predictedPercent;
    expect(mail!.text).toContain(`Your exam plans:\n- `);
    expect(mail!.text).toContain(`: On track: ${percent} % expected by Mar 31`);
  }, 60_000);
});
