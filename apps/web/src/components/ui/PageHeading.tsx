import type { ReactNode } from "react";

/** The one <h1> of a screen, with an optional line under it. */
export function PageHeading({ children, subtitle }: { children: ReactNode; subtitle?: ReactNode }) {
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{children}</h1>
      {subtitle ? <p className="mt-1 text-fg-muted">{subtitle}</p> : null}
    </header>
  );
}
