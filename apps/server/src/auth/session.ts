import { messages } from "@app/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import type { Auth } from "./auth";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  isAnonymous: boolean;
  username: string | null;
  emailVerified: boolean;
  createdAt: Date;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser`: the signed-in user, read from the session cookie, never from the body. */
    user?: SessionUser;
  }
}

/** One session read per request, however many guards and handlers ask. */
const readPerRequest = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

export function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  let read = readPerRequest.get(request);
  if (!read) {
    read = lookUpSessionUser(auth, request);
    readPerRequest.set(request, read);
  }
  return read;
}

async function lookUpSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const headers = new Headers();
  const cookie = request.headers.cookie;
  if (cookie) headers.set("cookie", cookie);
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const user = result.user as typeof result.user & { isAnonymous?: boolean | null; username?: string | null };
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isAnonymous: Boolean(user.isAnonymous),
    username: user.username ?? null,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
  };
}

/** preHandler for user-scoped routes: 401 without a session; `registeredOnly` also refuses guests. */
export function requireUser(auth: Auth, options: { registeredOnly?: boolean } = {}) {
  return async (request: FastifyRequest) => {
    const user = await readSessionUser(auth, request);
    if (!user) throw new AppError("UNAUTHORIZED", messages.generic.unauthorized);
    if (options.registeredOnly && user.isAnonymous) throw new AppError("FORBIDDEN", messages.generic.forbidden);
    request.user = user;
  };
}
