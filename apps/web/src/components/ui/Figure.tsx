import type { ReactNode } from "react";

/** How a place draws its figures: the box, the label (dt) and the value (dd). */
export interface FigureLook {
  box: string;
  label: string;
  value: string;
}

/** One figure of a description list: its label and its value, drawn the way `look` says. */
export function Figure({ label, value, look }: { label: string; value: ReactNode; look: FigureLook }) {
  return (
    <div className={look.box}>
      <dt className={look.label}>{label}</dt>
      <dd className={look.value}>{value}</dd>
    </div>
  );
}
