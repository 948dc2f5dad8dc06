import { BackToStart, StandalonePage } from "../../components/ui/StandalonePage";
import { CREDITS } from "./credits";

/** /credits: every data source the product ships, with its author and licence. Open to everyone. */
export function CreditsPage() {
  return (
    <StandalonePage width="wide">
      <h1 className="mb-2 text-2xl font-semibold">Credits</h1>
      <p className="mb-6 text-fg-muted">
        Lexistep is built on the work of others. These are the word lists, recordings and data it ships, who made them,
        and the licence each is shared under.
      </p>
      <ul className="flex flex-col gap-4">
        {CREDITS.map((credit) => (
          <li key={credit.what} className="rounded-card border border-border bg-surface p-4 sm:p-5">
            <h2 className="font-semibold">{credit.what}</h2>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-fg-muted">Source</dt>
              <dd>
                <a
                  href={credit.url}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  rel="noopener noreferrer"
                >
                  {credit.source}
                </a>
              </dd>
              <dt className="text-fg-muted">By</dt>
              <dd>{credit.author}</dd>
              <dt className="text-fg-muted">Licence</dt>
              <dd>{credit.licence}</dd>
              {credit.changes ? (
                <>
                  <dt className="text-fg-muted">Changes</dt>
                  <dd>{credit.changes}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
      <BackToStart className="mt-8 text-sm" />
    </StandalonePage>
  );
}
