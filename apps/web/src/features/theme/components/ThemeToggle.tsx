import { Moon, Sun } from "lucide-react";
import { useTheme } from "../../../lib/use-theme";

/** Switches light/dark; the name says what a press will do. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  const Icon = theme === "dark" ? Sun : Moon;
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-fg-muted hover:bg-surface-muted hover:text-fg"
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
}
