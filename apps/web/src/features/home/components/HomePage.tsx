import type { HomeTab as HomeTabId } from "@app/domain/navigation";
import { useState } from "react";
import { lazyNamed } from "../../../lib/lazy-named";
import { useHomeTab } from "../hooks/useHomeTab";
import { HomeTab } from "./HomeTab";

// The home tab frame ships with the shell; the other tabs load on first use.
const DecksTab = lazyNamed(() => import("../../decks/components/DecksTab"), "DecksTab");
const StatsTab = lazyNamed(() => import("../../stats/components/StatsTab"), "StatsTab");
const CreateTab = lazyNamed(() => import("../../create/components/CreateTab"), "CreateTab");
const ForumTab = lazyNamed(() => import("../../forum/components/ForumTab"), "ForumTab");

/**
 * /home: shows the tab named in `?tab=`, fading in over 300 ms when the tab changes. The tab the
 * page opens on shows at once: nothing changed, and a fade would only hold back the first screen.
 */
export function HomePage() {
  const tab = useHomeTab();
  // The tab the page opened on, until the first switch (null from then on: every tab fades in).
  const [openedOn, setOpenedOn] = useState<HomeTabId | null>(tab);
  if (openedOn !== null && tab !== openedOn) setOpenedOn(null);
  return (
    <div key={tab} className={openedOn === null ? "animate-fade-in" : undefined}>
      <TabContent tab={tab} />
    </div>
  );
}

function TabContent({ tab }: { tab: HomeTabId }) {
  switch (tab) {
    case "home":
      return <HomeTab />;
    case "decks":
      return <DecksTab />;
    case "stats":
      return <StatsTab />;
    case "create":
      return <CreateTab />;
    case "forum":
      return <ForumTab />;
  }
}
