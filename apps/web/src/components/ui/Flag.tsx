import { clsx } from "clsx";
import { Globe } from "lucide-react";
import { useEffect, useState } from "react";
import { cachedFlagUrl, hasFlag, loadFlagUrl } from "../../lib/flags";

interface FlagProps {
  /** ISO 3166-1 alpha-2 code, any case ("cn"). */
  code: string;
  /** The flag's text alternative: the language's name. */
  alt: string;
  className?: string;
}

const box = "inline-block aspect-[3/2] shrink-0 overflow-hidden rounded-[3px] ring-1 ring-border";

/**
 * A country flag from the bundled flag library, 3:2. Keeps its size while the flag's chunk
 * arrives (no layout jump); a code the library doesn't know shows a globe.
 */
export function Flag({ code, alt, className }: FlagProps) {
  const known = hasFlag(code);
  const [url, setUrl] = useState<string | null | undefined>(() => (known ? cachedFlagUrl(code) : null));

  useEffect(() => {
    if (!known) {
      setUrl(null);
      return;
    }
    const cached = cachedFlagUrl(code);
    if (cached) {
      setUrl(cached);
      return;
    }
    let live = true;
    setUrl(undefined);
    loadFlagUrl(code)
      .then((loaded) => {
        if (live) setUrl(loaded);
      })
      .catch(() => {
        if (live) setUrl(null);
      });
    return () => {
      live = false;
    };
  }, [code, known]);

  const size = className ?? "h-6";
  if (url) return <img src={url} alt={alt} className={clsx(box, "object-cover", size)} />;
  if (url === null) {
    return (
      <span role="img" aria-label={alt} className={clsx(box, "grid place-items-center bg-surface-muted", size)}>
        <Globe aria-hidden="true" className="size-3/4 text-fg-muted" />
      </span>
    );
  }
  return <span role="img" aria-label={alt} className={clsx(box, "bg-surface-muted", size)} />;
}
