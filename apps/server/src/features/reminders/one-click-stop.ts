import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { hiddenRoute } from "../../http/route-docs";
import { AppError } from "../../lib/app-error";
import { parseOrThrow } from "../../lib/parse";
import type { RemindersRepository } from "./repository";
import { userOfStopToken } from "./stop-token";

/** The page the mail links to (GET: the web app's page with a Stop button) and where a mail client posts. */
export const STOP_PAGE_PATH = "/reminders/stop";
export const STOP_LINK_INVALID = "This link does not stop any reminders. Turn them off in Settings → Reminders.";

/** The mail's headers for a one-click stop (RFC 8058): the client posts `List-Unsubscribe=One-Click` to the link. */
export function unsubscribeHeaders(stopUrl: string): Record<string, string> {
  return { "List-Unsubscribe": `<${stopUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}

const query = z.object({ token: z.string({ error: STOP_LINK_INVALID }).min(1, STOP_LINK_INVALID).max(300) });

/**
 * `POST /reminders/stop?token=…`: a mail client's one-click stop (RFC 8058), at the very link the mail shows.
 * Fetching the link (GET, as mail scanners do) only shows the page; a POST stops. It comes from the mail
 * provider, with no Origin and no cookie: the token alone names the learner (the origin check lets it through).
 * The body (`List-Unsubscribe=One-Click`, form-encoded or multipart) says nothing more and is not read.
 */
export function registerOneClickStop(app: FastifyInstance, deps: { reminders: RemindersRepository; secret: string }) {
  void app.register(async (scope) => {
    for (const type of ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"]) {
      scope.addContentTypeParser(type, { parseAs: "string", bodyLimit: 4096 }, (_request, _body, done) =>
        done(null, null),
      );
    }
    scope.post(STOP_PAGE_PATH, hiddenRoute, async (request) => {
      const { token } = parseOrThrow(query, request.query);
      const userId = userOfStopToken(token, deps.secret);
      if (!userId) throw new AppError("VALIDATION_ERROR", STOP_LINK_INVALID);
      await deps.reminders.stop(userId);
      return { stopped: true as const };
    });
  });
}
