import { Suspense } from "react";
import { PageHeading } from "../../../components/ui/PageHeading";
import { lazyNamed } from "../../../lib/lazy-named";
import { useIsGuest } from "../../../lib/session";
import { GuestBanner } from "./GuestBanner";
import { HomeSection } from "./HomeSection";
import { DeckListSkeleton, GoalsSkeleton, UpdatesSkeleton } from "./HomeSkeletons";

// The frame (headings, skeletons) ships with the first load; the sections' code arrives as one chunk.
const loadSections = () => import("./HomeSections");
const MyDecksSection = lazyNamed(loadSections, "MyDecksSection");
const LatestUpdatesSection = lazyNamed(loadSections, "LatestUpdatesSection");
const DailyGoalsSection = lazyNamed(loadSections, "DailyGoalsSection");
const CatchUpPlanBanner = lazyNamed(loadSections, "CatchUpPlanBanner");

/** Starts loading the sections' chunk before the tab renders (the app's first screen). */
export const preloadHomeSections = MyDecksSection.preload;

/** The home tab: My Decks, Latest Updates, Daily Goals, and the guest banner for guests. */
export function HomeTab() {
  const isGuest = useIsGuest();
  return (
    <>
      <PageHeading>Home</PageHeading>
      {isGuest ? <GuestBanner /> : null}
      <Suspense fallback={null}>
        <CatchUpPlanBanner />
      </Suspense>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <HomeSection id="my-decks-heading" title="My Decks">
          <Suspense fallback={<DeckListSkeleton />}>
            <MyDecksSection headingId="my-decks-heading" />
          </Suspense>
        </HomeSection>
        <div className="flex flex-col gap-6">
          <HomeSection id="latest-updates-heading" title="Latest Updates">
            <Suspense fallback={<UpdatesSkeleton />}>
              <LatestUpdatesSection />
            </Suspense>
          </HomeSection>
          <Suspense
            fallback={
              <HomeSection id="daily-goals-heading" title="Daily Goals">
                <GoalsSkeleton />
              </HomeSection>
            }
          >
            <DailyGoalsSection headingId="daily-goals-heading" />
          </Suspense>
        </div>
      </div>
    </>
  );
}
