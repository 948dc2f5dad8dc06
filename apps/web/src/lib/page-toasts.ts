import { useEffect } from "react";
import { useLocation } from "react-router";
import { notify } from "./toast";

/** Toasts that announce a page, by id: the path of the page each announces. */
const announcing = new Map<string | number, string>();

/**
 * Keeps a toast to the page it announces: it may be raised before the way there (the Explore dialog,
 * then the deck page) and is dismissed as soon as the learner is on any other page, its duration
 * being only the most it stays.
 */
export function keepToastToPage(id: string | number, pathname: string): void {
  announcing.set(id, pathname);
}

/** Dismisses the toasts that announce another page than `pathname`. */
export function dismissToastsOfOtherPages(pathname: string): void {
  for (const [id, page] of announcing) {
    if (page === pathname) continue;
    announcing.delete(id);
    notify.dismiss(id);
  }
}

/** Watches the route for `keepToastToPage`: mounted once, under the router. */
export function usePageToasts(): void {
  const { pathname } = useLocation();
  useEffect(() => dismissToastsOfOtherPages(pathname), [pathname]);
}
