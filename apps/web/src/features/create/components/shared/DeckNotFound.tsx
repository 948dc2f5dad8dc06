import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button-styles";
import { EmptyState } from "../../../../components/ui/EmptyState";

/** A deck page whose deck the server does not know (404): why, and a link on to `to`. */
export function DeckNotFound({
  title,
  to,
  linkText,
  children,
}: {
  title: string;
  to: string;
  linkText: string;
  children: ReactNode;
}) {
  const action = (
    <Link to={to} className={buttonClasses("secondary")}>
      {linkText}
    </Link>
  );
  return (
    <EmptyState icon={SearchX} title={title} action={action}>
      {children}
    </EmptyState>
  );
}
