/** Login, sign-up, password reset and turning a guest into an account. */

export { loadRegisterDialog } from "./components/register-dialog-loader";
export { useLogout } from "./hooks/useLogout";
