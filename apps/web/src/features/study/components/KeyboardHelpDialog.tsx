import { Dialog } from "../../../components/ui/Dialog";

/** The keys of a study session, or of Time Rush, as the `?` overlay lists them. */
export const STUDY_KEYS: readonly (readonly [keys: string, action: string])[] = [
  ["Enter", "Submit a typed answer; continue after the feedback; next word while new words are shown"],
  ["1 – 4", "Choose an option; rate how difficult the word was (1 Again … 4 Easy)"],
  ["Space", "Play the word's pronunciation (when its audio button shows)"],
  ["R", "I was right: count a typed answer marked wrong as right"],
  ["Ctrl+Z / ⌘Z", "Undo the last answer"],
  ["Escape", "Leave the session (asks first once you have answered)"],
  ["?", "Show these keys"],
];

export const TIME_RUSH_KEYS: readonly (readonly [keys: string, action: string])[] = [
  ["1 – 4", "Choose an option"],
  ["Enter", "Submit a typed answer"],
  ["?", "Show these keys"],
];

/** The `?` overlay: every key the screen answers to. */
export function KeyboardHelpDialog({
  keys,
  onOpenChange,
}: {
  keys: readonly (readonly [string, string])[];
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open onOpenChange={onOpenChange} title="Keyboard shortcuts">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Keys and what they do</caption>
        <thead>
          <tr className="text-fg-muted">
            <th scope="col" className="py-1 pr-4 font-medium">
              Key
            </th>
            <th scope="col" className="py-1 font-medium">
              Does
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map(([key, action]) => (
            <tr key={key} className="border-t border-border">
              <th scope="row" className="py-2 pr-4 align-top font-normal whitespace-nowrap">
                <kbd className="rounded border border-border-strong bg-surface-muted px-1.5 py-0.5 font-mono text-xs">
                  {key}
                </kbd>
              </th>
              <td className="py-2">{action}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
