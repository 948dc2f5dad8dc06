import { apiRequest } from "../../../lib/api";

/** An ALTCHA v2 challenge as the server sends it; the solver reads its `parameters`. */
export interface CaptchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
    [key: string]: unknown;
  };
  signature?: string;
}

export type CaptchaChallengeResponse = { enabled: false } | { enabled: true; challenge: CaptchaChallenge };

/**
 * A fresh proof-of-work challenge (never cached); `enabled: false` means no captcha is asked. A `level`
 * above 0 is a harder one (each level doubles the work), as a sign-in's CAPTCHA_REQUIRED asks.
 */
export function getCaptchaChallenge(level = 0): Promise<CaptchaChallengeResponse> {
  return apiRequest<CaptchaChallengeResponse>(level > 0 ? `/captcha/challenge?level=${level}` : "/captcha/challenge");
}
