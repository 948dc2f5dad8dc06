import { PATHS } from "@app/domain/navigation";
import { Brand } from "../../../components/ui/Brand";
import { DialogLauncher } from "../../../components/ui/DialogLauncher";
import { lazyNamed } from "../../../lib/lazy-named";
import { loadContactDialog } from "../../contact";
import { ThemeToggle } from "../../theme";

const loadAbout = () => import("./AboutDialog");
const AboutDialog = lazyNamed(loadAbout, "AboutDialog");
const ContactDialog = lazyNamed(loadContactDialog, "ContactDialog");

/** Landing header: brand, About and Contact (each opens a modal), theme toggle. */
export function LandingTopNav() {
  return (
    <header className="border-b border-border bg-surface">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4">
        <Brand to={PATHS.landing} />
        <nav aria-label="Site" className="flex items-center gap-0.5 sm:gap-1">
          <DialogLauncher variant="ghost" size="compact" dialog={AboutDialog} preload={loadAbout}>
            About
          </DialogLauncher>
          <DialogLauncher variant="ghost" size="compact" dialog={ContactDialog} preload={loadContactDialog}>
            Contact
          </DialogLauncher>
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
