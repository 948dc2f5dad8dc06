import { MAX_SIGN_IN_CAPTCHA_LEVEL } from "@app/domain";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Db } from "../apps/server/src/db/database";
import { createCaptchaService } from "../apps/server/src/features/captcha/service";

const SOLVES_PER_LEVEL = 7;

/**
 * The work a sign-in captcha asks at each level (docs/RELIABILITY.md, "Sign-in"): challenges made by
 * the server's own service, solved by altcha-lib in Node on one thread (not measured in a browser).
 */
export async function measureSignInCaptcha(): Promise<void> {
  // Making a challenge never touches the database (only redeeming one does).
  const captcha = createCaptchaService({ enabled: true, secret: "bench-secret", db: null as unknown as Db });
  for (let level = 0; level <= MAX_SIGN_IN_CAPTCHA_LEVEL; level++) {
    const times: number[] = [];
    for (let i = 0; i < SOLVES_PER_LEVEL; i++) {
      const challenge = await captcha.createChallenge(level);
      const start = performance.now();
      await solveChallenge({ challenge, deriveKey });
      times.push(performance.now() - start);
    }
    times.sort((x, y) => x - y);
    const median = times[Math.floor(times.length / 2)]!;
    console.log(
      `level ${level} (×${2 ** level} work): median ${Math.round(median)} ms, max ${Math.round(times.at(-1)!)} ms over ${SOLVES_PER_LEVEL} solves`,
    );
  }
}
