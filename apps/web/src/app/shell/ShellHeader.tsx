import { homeTabPath } from "@app/domain/navigation";
import { Brand } from "../../components/ui/Brand";
import { ThemeToggle } from "../../features/theme/components/ThemeToggle";

/** Brand and theme toggle: a top bar on phones, the head of the sidebar on wide screens. */
export function ShellHeader() {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b border-border bg-surface px-4 md:static md:border-0 md:bg-transparent md:px-5">
      <Brand to={homeTabPath("home")} />
      <ThemeToggle />
    </header>
  );
}
