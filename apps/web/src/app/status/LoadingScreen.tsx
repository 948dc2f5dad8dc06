import { Spinner } from "../../components/ui/Spinner";

/** Full-screen wait while the session is checked, so no screen renders for the wrong user. */
export function LoadingScreen() {
  return (
    <main id="main" className="grid min-h-dvh place-items-center">
      <div role="status" className="flex items-center gap-3 text-fg-muted">
        <Spinner className="size-6 text-primary" />
        <span>Loading…</span>
      </div>
    </main>
  );
}
