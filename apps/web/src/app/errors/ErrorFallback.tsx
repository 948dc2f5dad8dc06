import { messages } from "@app/domain/messages";
import { Button } from "../../components/ui/Button";

/** What a crashed screen shows; a reload is the one reliable recovery (also after a new deploy). */
export function ErrorFallback({
  title = messages.generic.somethingWentWrong,
  detail,
}: {
  title?: string;
  detail?: string;
}) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {detail ? <p className="text-fg-muted break-words">{detail}</p> : null}
      <Button onClick={() => window.location.reload()}>{messages.generic.refreshPage}</Button>
    </div>
  );
}
