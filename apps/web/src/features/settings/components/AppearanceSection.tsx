import { clsx } from "clsx";
import { useTheme } from "../../../lib/use-theme";
import { SettingsSection } from "./SettingsSection";

/** Light/dark switch; the same setting as the toggle in the navigation. */
export function AppearanceSection() {
  const { theme, toggleTheme } = useTheme();
  const dark = theme === "dark";
  return (
    <SettingsSection id="appearance-heading" title="Appearance">
      <div className="flex items-center justify-between gap-4">
        <span id="dark-mode-label">Dark mode</span>
        <button
          type="button"
          role="switch"
          aria-checked={dark}
          aria-labelledby="dark-mode-label"
          onClick={toggleTheme}
          className="inline-flex min-h-11 items-center"
        >
          <span
            className={clsx(
              "relative inline-flex h-7 w-12 rounded-full border transition-colors duration-200",
              dark ? "border-primary bg-primary" : "border-border-strong bg-surface-muted",
            )}
          >
            <span
              className={clsx(
                "absolute top-0.5 size-5.5 rounded-full bg-surface shadow transition-[left] duration-200",
                dark ? "left-[1.45rem]" : "left-0.5",
              )}
            />
          </span>
        </button>
      </div>
    </SettingsSection>
  );
}
