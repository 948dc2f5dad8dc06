import { Dialog } from "../../../components/ui/Dialog";

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
