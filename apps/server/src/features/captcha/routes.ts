import type { FastifyInstance } from "fastify";
import type { CaptchaService } from "./service";

export function registerCaptchaRoutes(app: FastifyInstance, captcha: CaptchaService): void {
  /** A fresh proof-of-work challenge; `enabled: false` tells the browser to skip solving. */
  app.get("/api/captcha/challenge", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (!captcha.enabled) return { enabled: false };
    return { enabled: true, challenge: await captcha.createChallenge() };
  });
}
