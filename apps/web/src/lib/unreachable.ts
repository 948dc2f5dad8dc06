/** A request that never reached the server (no network), as opposed to an answer that refused it. */
export function unreachable(error: unknown): boolean {
  return error instanceof TypeError || (typeof navigator !== "undefined" && navigator.onLine === false);
}
