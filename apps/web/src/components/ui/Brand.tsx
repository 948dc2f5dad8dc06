import { Link } from "react-router";

/** The product mark; a link home (or to the landing page when signed out). */
export function Brand({ to }: { to: string }) {
  return (
    <Link to={to} className="inline-flex min-h-11 items-center gap-2 rounded-lg text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" width={28} height={28} className="size-7" />
      Lexistep
    </Link>
  );
}
