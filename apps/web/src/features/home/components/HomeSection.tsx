import type { ReactNode } from "react";
import { Card } from "../../../components/ui/Card";

/** A titled card on the home tab; `action` sits at the right of the title (e.g. an edit button). */
export function HomeSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-labelledby={id}>
        <div className="mb-4 flex items-center justify-between gap-3">
          {/* Focusable from script only: focus lands here when the element that had it goes away. */}
          <h2 id={id} tabIndex={-1} className="text-lg font-semibold outline-none">
            {title}
          </h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}
