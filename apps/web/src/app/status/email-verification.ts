/**
 * The mailed verification link ends on Home with `?verified=1` (`EMAIL_VERIFIED_CALLBACK`); a
 * link that failed adds `&error=CODE` (Better Auth's redirect). What the learner should hear, and
 * the address without those two parameters.
 */
export type VerificationOutcome = "verified" | "failed" | null;

export function verificationOutcome(search: string): VerificationOutcome {
  const params = new URLSearchParams(search);
  if (params.get("verified") !== "1") return null;
  return params.has("error") ? "failed" : "verified";
}

export function withoutVerificationParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("verified");
  params.delete("error");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
