import { Download } from "lucide-react";
import { buttonClasses } from "../../../components/ui/button-styles";
import { SettingsSection } from "./SettingsSection";

/** Downloads of everything the learner has here: plain links, the server names the files. */
export function YourDataSection() {
  return (
    <SettingsSection id="your-data-heading" title="Your data">
      <p className="mb-4 text-sm text-fg-muted">
        The JSON file holds everything your account keeps (settings, collection, progress and notes, reviews, your own
        decks, board posts); the CSV lists every review, in the shape FSRS optimizer tools read.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <a href="/api/me/export" download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          Download all my data (JSON)
        </a>
        <a href="/api/me/reviews/export?format=csv" download className={buttonClasses("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          Download my review history (CSV)
        </a>
      </div>
    </SettingsSection>
  );
}
