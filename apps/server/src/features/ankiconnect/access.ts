import { formatRetryWait } from "@app/domain";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../lib/app-error";
import type { ConnectedTools } from "../connected-tools";
import { LIMITS, type LimitCheck, type RequestLimiter } from "../request-limits";

/** A key's first characters, as Settings → Connected tools shows them: wrong keys are counted per prefix. */
const PREFIX_LENGTH = 8;
const MAX_KEY_LENGTH = 200;
/** The most actions one request may do: the key's whole minute. */
export const MAX_REQUEST_COST = LIMITS.ankiconnectPerKey.max;

export function tooMany(wait: string | number): string {
  const time = typeof wait === "number" ? formatRetryWait(wait) : wait;
  return `too many requests: try again in ${time}`;
}

function refuseFor(wait: number): never {
  throw new AppError("RATE_LIMITED", tooMany(wait), undefined, undefined, wait / 1000);
}

/**
 * Who a key belongs to, or null. A request with no key is refused without being counted (any web page can
 * send one). A wrong key is counted per address and key prefix, so guesses lock out only keys that start
 * like theirs, from their own address; the address's wrong keys past a higher ceiling are refused unread.
 * A right key counts `cost` actions against its owner's minute. Over a limit: a 429 with Retry-After.
 */
export async function ownerOfKey(
  deps: { tools: ConnectedTools; limiter: RequestLimiter; now: () => Date },
  request: FastifyRequest,
  key: unknown,
  cost: number,
): Promise<string | null> {
  if (typeof key !== "string" || key.length === 0) return null;
  const byPrefix: LimitCheck = {
    rule: LIMITS.ankiconnectWrongKeyPerPrefix,
    subject: `${request.ip}|${key.slice(0, PREFIX_LENGTH)}`,
  };
  const locked = await deps.limiter.waitIfOver(byPrefix);
  if (locked !== null) refuseFor(locked);
  const userId = key.length <= MAX_KEY_LENGTH ? await deps.tools.userOfKey(key, deps.now()) : null;
  if (userId) {
    await deps.limiter.enforce([{ rule: LIMITS.ankiconnectPerKey, subject: userId, cost }], tooMany);
    return userId;
  }
  const byAddress: LimitCheck = { rule: LIMITS.ankiconnectWrongKeyPerAddress, subject: request.ip };
  const flooded = await deps.limiter.waitIfOver(byAddress);
  if (flooded !== null) refuseFor(flooded);
  await deps.limiter.enforce([byPrefix, byAddress], tooMany);
  return null;
}
