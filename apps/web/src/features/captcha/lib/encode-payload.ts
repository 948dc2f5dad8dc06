/**
 * The `x-captcha` header value: base64 of the JSON `{ challenge, solution }`, encoded from UTF-8
 * bytes so any character in the challenge survives (plain btoa throws outside Latin-1).
 */
export function encodeCaptchaPayload(payload: { challenge: unknown; solution: unknown }): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
