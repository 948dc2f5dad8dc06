import { countOf } from "../../lib/format";
import type { ImportPreview } from "../../types";

const LISTED_MAX = 50;

/** The word list's lines that will be skipped, with why (the first 50; the count covers all). */
export function ImportProblems({ problems }: { problems: ImportPreview["problems"] }) {
  if (problems.length === 0) return null;
  const listed = problems.slice(0, LISTED_MAX);
  return (
    <details className="rounded-lg border border-border px-3 py-2">
      <summary className="min-h-11 cursor-pointer content-center font-medium">
        {countOf(problems.length, "line")} will be skipped
      </summary>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {listed.map((problem) => (
          <li key={`${problem.line}-${problem.reason}`}>
            <span className="font-medium">{problem.line > 0 ? `Line ${problem.line}` : "The file"}:</span>{" "}
            <span className="text-fg-muted">{problem.reason}</span>
          </li>
        ))}
      </ul>
      {problems.length > listed.length ? (
        <p className="mt-2 text-sm text-fg-muted">And {countOf(problems.length - listed.length, "more line")}.</p>
      ) : null}
    </details>
  );
}
