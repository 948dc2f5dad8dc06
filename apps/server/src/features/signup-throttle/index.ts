// What other features use of the sign-up throttle: the service that counts sign-ups.
export type { SignupThrottle } from "./service";
