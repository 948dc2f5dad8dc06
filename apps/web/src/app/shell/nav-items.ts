import { homeTabPath, type NavSection, normalizePathname, PATHS, parseHomeTab } from "@app/domain/navigation";
import { BarChart3, House, Layers, type LucideIcon, MessagesSquare, PencilRuler, Settings } from "lucide-react";

export interface NavItem {
  section: NavSection;
  /** Visible text and accessible name; browser tests find the links by it. */
  label: string;
  icon: LucideIcon;
  to: string;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { section: "home", label: "Home", icon: House, to: homeTabPath("home") },
  { section: "decks", label: "Decks", icon: Layers, to: homeTabPath("decks") },
  { section: "stats", label: "Stats", icon: BarChart3, to: homeTabPath("stats") },
  { section: "create", label: "Create", icon: PencilRuler, to: homeTabPath("create") },
  { section: "forum", label: "Forum", icon: MessagesSquare, to: homeTabPath("forum") },
  { section: "settings", label: "Settings", icon: Settings, to: PATHS.settings },
];

/** Which nav item the current location belongs to (deck and study pages belong to Decks). */
export function activeSection(pathname: string, search: string): NavSection | null {
  const path = normalizePathname(pathname);
  if (path === PATHS.home) return parseHomeTab(new URLSearchParams(search).get("tab"));
  if (path === "/create" || path.startsWith("/create/")) return "create";
  if (path.startsWith("/decks/") || path.startsWith("/study/")) return "decks";
  if (path === PATHS.settings || path === PATHS.fsrsSettings) return "settings";
  return null;
}
