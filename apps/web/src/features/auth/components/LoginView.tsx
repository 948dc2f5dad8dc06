import { landingViewPath } from "@app/domain/navigation";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { latestLockedEmail } from "../lib/login-lockout";
import { AuthViewFrame } from "./AuthViewFrame";
import { ForgotPasswordForm } from "./ForgotPasswordForm";
import { LoginForm } from "./LoginForm";

/** What the signup view hands over when it switches here after creating an account. */
export interface LoginViewState {
  notice?: string;
  email?: string;
}

/**
 * Login view, with a forgot-password mode. The e-mail typed in one mode carries over to the other.
 * After a reload during a lockout the locked address comes back, so the button still says so.
 * `?forgot=1` starts in the forgot-password mode.
 */
export function LoginView() {
  const location = useLocation();
  const handedOver = (location.state ?? null) as LoginViewState | null;
  // `?forgot=1` opens the forgot-password mode: the link in the mail about failed sign-ins.
  const [mode, setMode] = useState<"login" | "forgot">(() =>
    new URLSearchParams(location.search).get("forgot") === "1" ? "forgot" : "login",
  );
  const [email, setEmail] = useState(() => handedOver?.email ?? latestLockedEmail(Date.now()) ?? "");

  if (mode === "forgot") {
    return (
      <AuthViewFrame title="Forgot Password" onBack={() => setMode("login")}>
        <ForgotPasswordForm email={email} onEmailChange={setEmail} onBackToLogin={() => setMode("login")} />
      </AuthViewFrame>
    );
  }

  return (
    <AuthViewFrame title="Login">
      <LoginForm
        email={email}
        onEmailChange={setEmail}
        notice={handedOver?.notice}
        onForgotPassword={() => setMode("forgot")}
      />
      <p className="mt-6 text-center text-sm text-fg-muted">
        Don't have an account?{" "}
        <Link to={landingViewPath("signup")} className="font-medium text-primary underline-offset-4 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthViewFrame>
  );
}
