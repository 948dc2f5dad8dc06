import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { takeBrowsedWords } from "../api/take-browsed-words";
import { ownDeckEditorPath } from "../lib/paths";

/**
 * The words a connected mining tool asked to show ("browse" in the tool), once, when Create is next opened:
 * each links to its deck's editor.
 */
export function BrowsedWordsNotice() {
  const [dismissed, setDismissed] = useState(false);
  const browsed = useQuery({
    queryKey: ["mining-browse"],
    queryFn: takeBrowsedWords,
    retry: false,
    staleTime: Infinity,
  });
  const items = browsed.data ?? [];
  if (dismissed || items.length === 0) return null;
  return (
    <section
      aria-label="Words from your mining tool"
      className="mb-6 flex flex-col gap-2 rounded-card border border-border bg-surface p-4"
    >
      <p className="font-medium">Your mining tool asked to show {items.length === 1 ? "this word" : "these words"}:</p>
      <ul className="flex flex-wrap gap-2">
        {items.map((word) => (
          <li key={word.id}>
            <Link to={ownDeckEditorPath(word.deckId)} className="text-primary underline-offset-4 hover:underline">
              {word.term}
            </Link>{" "}
            <span className="text-sm text-fg-muted">{word.translation}</span>
          </li>
        ))}
      </ul>
      <Button variant="secondary" className="self-start" onClick={() => setDismissed(true)}>
        Dismiss
      </Button>
    </section>
  );
}
