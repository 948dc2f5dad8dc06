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

/**
 * Lookups under way, by cookie: requests that arrive together with the same cookie (a page's parallel reads, a
 * burst from one account) share one database read. Nothing is kept once it is answered, so a session revoked
 * is refused from the next lookup on.
 */
const lookupsUnderWay = new Map<string, Promise<SessionUser | null>>();

export function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  let read = readPerRequest.get(request);
  if (!read) {
    read = sharedLookup(auth, request.headers.cookie);
    readPerRequest.set(request, read);
  }
  return read;
}

function sharedLookup(auth: Auth, cookie: string | undefined): Promise<SessionUser | null> {
  if (!cookie) return Promise.resolve(null);
  // Keyed by the auth instance too: tests run several apps in one process.
  const key = `${authKey(auth)}\n${cookie}`;
  const underWay = lookupsUnderWay.get(key);
  if (underWay) return underWay;
  const lookup = lookUpSessionUser(auth, cookie).finally(() => lookupsUnderWay.delete(key));
  lookupsUnderWay.set(key, lookup);
  return lookup;
}

const authKeys = new WeakMap<Auth, number>();
let nextAuthKey = 0;
function authKey(auth: Auth): number {
  let key = authKeys.get(auth);
  if (key === undefined) {
    key = nextAuthKey++;
    authKeys.set(auth, key);
  }
  return key;
}

async function lookUpSessionUser(auth: Auth, cookie: string): Promise<SessionUser | null> {
  const headers = new Headers();
  headers.set("cookie", cookie);
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
