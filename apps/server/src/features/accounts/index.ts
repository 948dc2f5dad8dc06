// What the auth shell uses of accounts: the bookkeeping of a new account and a guest's merge into it.
export { createAccountBookkeeping } from "./bookkeeping";
export { mergeGuestInto } from "./merge-guest";
