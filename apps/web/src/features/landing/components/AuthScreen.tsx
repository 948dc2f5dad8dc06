import { parseAuthView } from "@app/domain/navigation";
import { type ComponentType, Suspense } from "react";
import { useLocation, useSearchParams } from "react-router";
import { SkipLink } from "../../../components/ui/SkipLink";
import { LandingTopNav } from "./LandingTopNav";
import { TitleView } from "./TitleView";

/** The login and sign-up panels (the auth feature's, loaded when first shown). */
export interface AuthViews {
  login: ComponentType;
  signup: ComponentType;
}

/**
 * The signed-out screen at /, /login and /signup. The view comes from `?view=`, else from the
 * entry path; a change of view re-mounts the panel, which plays the 300 ms entrance.
 */
export function AuthScreen({ views }: { views: AuthViews }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const view = parseAuthView(params.get("view"), pathname);

  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <LandingTopNav />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <div key={view} className="animate-view-in">
          {view === "title" ? (
            <TitleView />
          ) : (
            <Suspense fallback={<div className="min-h-96" />}>
              {view === "login" ? <views.login /> : <views.signup />}
            </Suspense>
          )}
        </div>
      </main>
      <footer className="border-t border-border px-4 py-6 text-center text-sm text-fg-muted">
        Lexistep · remember words for life
      </footer>
    </div>
  );
}
