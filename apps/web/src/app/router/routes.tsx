import { STUDY_MODES } from "@app/domain/navigation";
import { Suspense } from "react";
import { Navigate, type RouteObject, useParams } from "react-router";
import { CreateRouteGate } from "../../features/create/components/CreateRouteGate";
import { createTabPath } from "../../features/create/lib/paths";
import { HomePage } from "../../features/home/components/HomePage";
import { AuthScreen } from "../../features/landing/components/AuthScreen";
import { RouteErrorScreen } from "../errors/RouteErrorScreen";
import { AppShell } from "../shell/AppShell";
import { LoadingScreen } from "../status/LoadingScreen";
import {
  authViews,
  CreditsPage,
  DeckPage,
  FsrsSettingsPage,
  homeTabs,
  ImportPage,
  OwnDeckEditorPage,
  ReaderPage,
  ReminderStopPage,
  ResetPasswordScreen,
  SettingsPage,
  SharedDeckPage,
  StudyScreen,
  TimeRushScreen,
} from "./lazy-screens";
import { RootLayout } from "./RootLayout";

/** /study/time-rush/:subDeckId: a new deck is a new game. */
function TimeRushRoute() {
  const { subDeckId = "" } = useParams();
  return <TimeRushScreen key={subDeckId} subDeckId={subDeckId} />;
}

/**
 * The spec's route table (§2). Who may open what is decided by RouteGate in RootLayout;
 * these objects only say what renders where. Screens inside AppShell suspend into its skeleton.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: "/", element: <AuthScreen views={authViews} /> },
      { path: "/login", element: <AuthScreen views={authViews} /> },
      { path: "/signup", element: <AuthScreen views={authViews} /> },
      {
        path: "/reset-password",
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <ResetPasswordScreen />
          </Suspense>
        ),
      },
      {
        path: "/reminders/stop",
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <ReminderStopPage />
          </Suspense>
        ),
      },
      {
        path: "/credits",
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <CreditsPage />
          </Suspense>
        ),
      },
      {
        element: <AppShell />,
        children: [
          { path: "/home", element: <HomePage tabs={homeTabs} /> },
          { path: "/decks/:subDeckId", element: <DeckPage /> },
          ...STUDY_MODES.map((mode) => ({
            path: `/study/${mode}/:subDeckId`,
            element: mode === "time-rush" ? <TimeRushRoute /> : <StudyScreen mode={mode} />,
          })),
          { path: "/settings", element: <SettingsPage /> },
          { path: "/fsrs-settings", element: <FsrsSettingsPage /> },
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
  // Create's screens are not in the shared route table, so they carry their own gate (same rules).
  {
    element: <CreateRouteGate access="registered" waiting={<LoadingScreen />} />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: "/create", element: <Navigate to={createTabPath} replace /> },
      {
        element: <AppShell />,
        children: [
          { path: "/create/decks/:deckId", element: <OwnDeckEditorPage /> },
          { path: "/create/import", element: <ImportPage /> },
          { path: "/create/import/:importId", element: <ImportPage /> },
          { path: "/create/reader", element: <ReaderPage /> },
        ],
      },
    ],
  },
  {
    element: <CreateRouteGate access="member" waiting={<LoadingScreen />} />,
    errorElement: <RouteErrorScreen />,
    children: [{ element: <AppShell />, children: [{ path: "/decks/shared/:deckId", element: <SharedDeckPage /> }] }],
  },
];
