import { MAX_SIGN_IN_CAPTCHA_LEVEL } from "@app/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { describeRoute } from "../../http/route-docs";
import { parseOrThrow } from "../../lib/parse";
import type { CaptchaService } from "./service";

const challengeQuery = z.object({
  level: z.coerce
    .number({ error: "level must be a whole number" })
    .int("level must be a whole number")
    .min(0, "level must be at least 0")
    .max(MAX_SIGN_IN_CAPTCHA_LEVEL, `level must be at most ${MAX_SIGN_IN_CAPTCHA_LEVEL}`)
    .default(0),
});

export function registerCaptchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  /**
   * A fresh proof-of-work challenge; `enabled: false` tells the browser to skip solving. `level` asks for
   * a harder one (what a sign-in answered CAPTCHA_REQUIRED with).
   */
  app.get(
    "/api/captcha/challenge",
    describeRoute({
      tag: "captcha",
      summary: "A fresh proof-of-work challenge",
      access: "public",
      querystring: challengeQuery,
    }),
    async (request, reply) => {
      const { level } = parseOrThrow(challengeQuery, request.query ?? {});
      reply.header("cache-control", "no-store");
      if (!captcha.enabled) return { enabled: false };
      return { enabled: true, challenge: await captcha.createChallenge(level) };
    },
  );
}
