import type { Clock } from "@app/domain";
import type { CaptchaService } from "../features/captcha";
import type { LoginProtection, OwnerAlerts } from "../features/login-protection";
import type { RequestLimiter } from "../features/request-limits";
import type { SignupThrottle } from "../features/signup-throttle";
import type { TrustedDevices } from "../features/trusted-devices";
import type { Auth } from "./auth";

// Its own module: routes.ts registers the sign-in route of sign-in-route.ts and both take these; declared
// in routes.ts, the two files would import each other.

export interface AuthRouteDeps {
  auth: Auth;
  publicUrl: string;
  captcha: CaptchaService;
  loginProtection: LoginProtection;
  ownerAlerts: OwnerAlerts;
  devices: TrustedDevices;
  signupThrottle: SignupThrottle;
  limiter: RequestLimiter;
  emailExists(email: string): Promise<boolean>;
  usernameTaken(username: string): Promise<boolean>;
  emailVerification: boolean;
  clock: Clock;
}
