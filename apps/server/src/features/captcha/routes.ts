import type { FastifyInstance } from "fastify";
import { describeRoute } from "../../http/route-docs";
import type { CaptchaService } from "./service";

export function registerCaptchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  /** A fresh proof-of-work challenge; `enabled: false` tells the browser to skip solving. */
  app.get(
    "/api/captcha/challenge",
    describeRoute({ tag: "captcha", summary: "A fresh proof-of-work challenge", access: "public" }),
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      if (!captcha.enabled) return { enabled: false };
      return { enabled: true, challenge: await captcha.createChallenge() };
    },
  );
}
