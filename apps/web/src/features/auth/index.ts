/** Login, sign-up, password reset and turning a guest into an account. */

export { sendVerificationEmail } from "./api/send-verification-email";
export { loadRegisterDialog } from "./components/register-dialog-loader";
export { useAccountForm } from "./hooks/useAccountForm";
export { useLogout } from "./hooks/useLogout";
