import { PATHS } from "@app/domain/navigation";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Brand } from "./Brand";

/** A page outside the app shell (reset password, credits): the brand bar, then the page's main content. */
export function StandalonePage({ width = "narrow", children }: { width?: "narrow" | "wide"; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Brand to={PATHS.landing} />
        </div>
      </header>
      <main
        id="main"
        className={clsx("mx-auto w-full flex-1 px-4 py-10", width === "narrow" ? "max-w-md" : "max-w-3xl")}
      >
        {children}
      </main>
    </div>
  );
}

/** The link from a standalone page back to the title view; `className` places its paragraph. */
export function BackToStart({ className }: { className: string }) {
  return (
    <p className={className}>
      <Link to={PATHS.landing} className="font-medium text-primary underline-offset-4 hover:underline">
        Back to start
      </Link>
    </p>
  );
}
