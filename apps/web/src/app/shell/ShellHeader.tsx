import { homeTabPath } from "@app/domain/navigation";
import { Brand } from "../../components/ui/Brand";
import { ThemeToggle } from "../../features/theme/components/ThemeToggle";
import { VacationBadge } from "./VacationBadge";

/**
 * Brand, theme toggle and (while on) the vacation badge: a top bar on phones, the head of the
 * sidebar on wide screens, where the badge takes a line of its own under the brand.
 */
export function ShellHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-2 border-b border-border bg-surface px-4 md:static md:h-auto md:min-h-16 md:flex-wrap md:gap-y-2 md:border-0 md:bg-transparent md:px-5 md:py-3">
      <Brand to={homeTabPath("home")} />
      <div className="flex items-center gap-2">
        <VacationBadge className="inline-flex md:hidden" />
        <ThemeToggle />
      </div>
      <VacationBadge className="hidden md:inline-flex" />
    </header>
  );
}
