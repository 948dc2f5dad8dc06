import { clsx } from "clsx";
import { Globe } from "lucide-react";
import { useState } from "react";
import { flagUrl } from "../../lib/flags";

interface FlagProps {
  /** ISO 3166-1 alpha-2 code, any case ("cn"). */
  code: string;
  /** The flag's text alternative: the language's name. */
  alt: string;
  className?: string;
}

const box = "inline-block aspect-[3/2] shrink-0 overflow-hidden rounded-[3px] ring-1 ring-border";

/**
 * A country flag from the bundled flag library, 3:2, as an image file. Keeps its size while the
 * image arrives (no layout jump); a code the library doesn't know, or an image that cannot load
 * (offline and never seen), shows a globe.
 */
export function Flag({ code, alt, className }: FlagProps) {
  const url = flagUrl(code);
  const [failed, setFailed] = useState<string | null>(null);
  const size = className ?? "h-6";
  if (url && failed !== url) {
    return (
      <img
        src={url}
        alt={alt}
        decoding="async"
        // Decoration beside the text it labels: it never goes before the screen's code and data.
        fetchPriority="low"
        onError={() => setFailed(url)}
        className={clsx(box, "bg-surface-muted object-cover", size)}
      />
    );
  }
  return (
    <span role="img" aria-label={alt} className={clsx(box, "grid place-items-center bg-surface-muted", size)}>
      <Globe aria-hidden="true" className="size-3/4 text-fg-muted" />
    </span>
  );
}
