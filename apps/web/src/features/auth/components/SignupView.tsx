import { landingViewPath } from "@app/domain/navigation";
import { Link, useNavigate } from "react-router";
import { signUpWithEmail } from "../api/sign-up-email";
import { AuthViewFrame } from "./AuthViewFrame";
import type { LoginViewState } from "./LoginView";
import { SignupForm } from "./SignupForm";

/**
 * Signup view. On success it switches to the login view with the e-mail filled in, where the spec's text
 * stays above the fields (once: a toast saying it again over the same screen was noise, and it vanished
 * while the inline text stays for as long as the learner needs it): the account waits for its e-mail to be
 * verified.
 */
export function SignupView() {
  const navigate = useNavigate();
  return (
    <AuthViewFrame title="Create Account">
      <SignupForm
        submitLabel="Sign Up"
        submit={signUpWithEmail}
        onSuccess={({ message }, values) => {
          const state: LoginViewState = { notice: message, email: values.email };
          navigate(landingViewPath("login"), { state });
        }}
      />
      <p className="mt-6 text-center text-sm text-fg-muted">
        Already have an account?{" "}
        <Link to={landingViewPath("login")} className="font-medium text-primary underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </AuthViewFrame>
  );
}
