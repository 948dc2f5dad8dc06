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

/** A fresh proof-of-work challenge (never cached); `enabled: false` means no captcha is asked. */
export function getCaptchaChallenge(): Promise<CaptchaChallengeResponse> {
  return apiRequest<CaptchaChallengeResponse>("/captcha/challenge");
}
