import type { HomeTab as HomeTabId } from "@app/domain/navigation";
import { type ComponentType, useState } from "react";
import { useHomeTab } from "../hooks/useHomeTab";
import { HomeTab } from "./HomeTab";

/** The tabs other features draw; the home tab frame ships with the shell, the others load on first use. */
export type OtherHomeTabs = Record<Exclude<HomeTabId, "home">, ComponentType>;

/**
 * /home: shows the tab named in `?tab=`, fading in over 300 ms when the tab changes. The tab the
 * page opens on shows at once: nothing changed, and a fade would only hold back the first screen.
 */
export function HomePage({ tabs }: { tabs: OtherHomeTabs }) {
  const tab = useHomeTab();
  // The tab the page opened on, until the first switch (null from then on: every tab fades in).
  const [openedOn, setOpenedOn] = useState<HomeTabId | null>(tab);
  if (openedOn !== null && tab !== openedOn) setOpenedOn(null);
  const Tab = tab === "home" ? HomeTab : tabs[tab];
  return (
    <div key={tab} className={openedOn === null ? "animate-fade-in" : undefined}>
      <Tab />
    </div>
  );
}
