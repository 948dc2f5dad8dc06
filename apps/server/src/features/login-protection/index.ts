// What the sign-in shell uses of login protection: the service that slows guessing and the owner's alerts.
export type { OwnerAlerts } from "./owner-alert";
export { clientKeyOf, type LoginProtection, type SignInClient } from "./service";
