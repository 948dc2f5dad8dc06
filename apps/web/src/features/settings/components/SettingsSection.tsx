import type { ReactNode } from "react";
import { Card } from "../../../components/ui/Card";

/** A titled card on the settings page. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <h2 id={id} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}
