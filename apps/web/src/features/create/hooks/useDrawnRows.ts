import { useEffect, useRef, useState } from "react";

interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * How many rows of a long list are drawn: `step` at first, `step` more when the sentinel under the
 * list scrolls into view, and the next page asked for once the drawn rows reach the loaded ones.
 */
export function useDrawnRows(loaded: number, pages: Pages, step: number) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(step);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    if (shown >= loaded && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [shown, loaded, hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setShown((current) => current + step);
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [step]);

  return { shown, setShown, sentinel };
}
