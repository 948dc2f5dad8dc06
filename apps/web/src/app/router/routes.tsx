import { STUDY_MODES } from "@app/domain/navigation";
import { Suspense } from "react";
import { Navigate, type RouteObject } from "react-router";
import { HomePage } from "../../features/home/components/HomePage";
import { AuthScreen } from "../../features/landing/components/AuthScreen";
import { RouteErrorScreen } from "../errors/RouteErrorScreen";
import { AppShell } from "../shell/AppShell";
import { LoadingScreen } from "../status/LoadingScreen";
import {
  CreditsPage,
  DeckPage,
  FsrsSettingsPage,
  ResetPasswordScreen,
  SettingsPage,
  StudyScreen,
} from "./lazy-screens";
import { RootLayout } from "./RootLayout";

/**
 * The spec's route table (§2). Who may open what is decided by RouteGate in RootLayout;
 * these objects only say what renders where. Screens inside AppShell suspend into its skeleton.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { path: "/", element: <AuthScreen /> },
      { path: "/login", element: <AuthScreen /> },
      { path: "/signup", element: <AuthScreen /> },
      {
        path: "/reset-password",
        element: (
          <Suspense fallback={<LoadingScreen />}>
            <ResetPasswordScreen />
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
          { path: "/home", element: <HomePage /> },
          { path: "/decks/:subDeckId", element: <DeckPage /> },
          ...STUDY_MODES.map((mode) => ({
            path: `/study/${mode}/:subDeckId`,
            element: <StudyScreen mode={mode} />,
          })),
          { path: "/settings", element: <SettingsPage /> },
          { path: "/fsrs-settings", element: <FsrsSettingsPage /> },
        ],
      },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
