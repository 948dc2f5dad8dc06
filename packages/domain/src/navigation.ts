/**
 * Navigation rules: which paths exist, who may open them, and how /home's tab is read.
 *
 * Pure on purpose (no router, no browser, no imports of ours) so the web router and
 * the unit tests share one source of truth for every guard redirect in the spec
 * (product spec §2 route table and §6 roles).
 */

// ---------------------------------------------------------------------------
// Paths
// ---------------------------------------------------------------------------

export const HOME_TABS = ["home", "decks", "stats", "create", "forum"] as const;
export type HomeTab = (typeof HOME_TABS)[number];
export const DEFAULT_HOME_TAB: HomeTab = "home";

export const STUDY_MODES = ["learn-new", "review", "need-review", "hard-words", "time-rush", "audio-review"] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

/** Views of the landing/auth screen, chosen by `?view=` or by the entry path. */
export const AUTH_VIEWS = ["title", "login", "signup"] as const;
export type AuthView = (typeof AUTH_VIEWS)[number];

export const PATHS = {
  landing: "/",
  login: "/login",
  signup: "/signup",
  resetPassword: "/reset-password",
  credits: "/credits",
  /** Where a reminder mail's one-click stop lands (`?token=`). */
  reminderStop: "/reminders/stop",
  home: "/home",
  settings: "/settings",
  fsrsSettings: "/fsrs-settings",
} as const;

/** Where the mailed verification link lands: Home, which then confirms "Email verified!" (see `?verified`). */
export const EMAIL_VERIFIED_CALLBACK = `${PATHS.home}?verified=1`;

export function homeTabPath(tab: HomeTab): string {
  return `${PATHS.home}?tab=${tab}`;
}

export function deckPath(subDeckId: string): string {
  return `/decks/${encodeURIComponent(subDeckId)}`;
}

export function studyPath(mode: StudyMode, subDeckId: string): string {
  return `/study/${mode}/${encodeURIComponent(subDeckId)}`;
}

export function landingViewPath(view: AuthView): string {
  return view === "title" ? PATHS.landing : `${PATHS.landing}?view=${view}`;
}

// ---------------------------------------------------------------------------
// Who may open what
// ---------------------------------------------------------------------------

/**
 * - `entry`: the landing/auth screen; signed-in users are sent on to /home.
 * - `public`: anyone, whatever their session (the reset link must work even when signed in).
 * - `member`: any signed-in user, guests included.
 * - `registered`: signed-in and not a guest.
 */
export type RouteAccess = "entry" | "public" | "member" | "registered";

export type SessionState =
  | { status: "checking" }
  | { status: "signed-out" }
  | { status: "signed-in"; isAnonymous: boolean };

export type RouteDecision = { kind: "wait" } | { kind: "render" } | { kind: "redirect"; to: string };

const STATIC_ROUTES: Readonly<Record<string, RouteAccess>> = {
  [PATHS.landing]: "entry",
  [PATHS.login]: "entry",
  [PATHS.signup]: "entry",
  [PATHS.resetPassword]: "public",
  [PATHS.credits]: "public",
  [PATHS.reminderStop]: "public",
  [PATHS.home]: "member",
  [PATHS.settings]: "registered",
  [PATHS.fsrsSettings]: "registered",
};

/** Drops trailing slashes ("/home/" is "/home") but keeps the root. */
export function normalizePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

function isStudyMode(value: string): value is StudyMode {
  return (STUDY_MODES as readonly string[]).includes(value);
}

/** The access rule of a path, or null when the path is not a route (it redirects to /). */
export function routeAccessOf(pathname: string): RouteAccess | null {
  const path = normalizePathname(pathname);
  const fixed = STATIC_ROUTES[path];
  if (fixed) return fixed;

  // Dynamic routes: exactly /decks/{id} and /study/{mode}/{id}, ids non-empty.
  const segments = path.split("/").slice(1);
  if (segments.length === 2 && segments[0] === "decks" && segments[1]) return "member";
  if (segments.length === 3 && segments[0] === "study" && isStudyMode(segments[1] ?? "") && segments[2]) {
    return "member";
  }
  return null;
}

/**
 * What the router does for a path given the session: wait for the session check,
 * render, or redirect. Public paths never wait, so a reset link opens instantly.
 */
export function decideRoute(pathname: string, session: SessionState): RouteDecision {
  const access = routeAccessOf(pathname);
  if (access === null) return { kind: "redirect", to: PATHS.landing };
  if (access === "public") return { kind: "render" };
  if (session.status === "checking") return { kind: "wait" };

  const signedIn = session.status === "signed-in";
  switch (access) {
    case "entry":
      return signedIn ? { kind: "redirect", to: PATHS.home } : { kind: "render" };
    case "member":
      return signedIn ? { kind: "render" } : { kind: "redirect", to: PATHS.landing };
    case "registered":
      if (!signedIn) return { kind: "redirect", to: PATHS.landing };
      return session.isAnonymous ? { kind: "redirect", to: PATHS.home } : { kind: "render" };
  }
}

/** The redirect target for a path, or null when it may render (or the session is still being checked). */
export function guardRedirect(pathname: string, session: SessionState): string | null {
  const decision = decideRoute(pathname, session);
  return decision.kind === "redirect" ? decision.to : null;
}

// ---------------------------------------------------------------------------
// /home tabs and guest limits
// ---------------------------------------------------------------------------

/** Reads `?tab=`; a missing or unknown value is the home tab. */
export function parseHomeTab(raw: string | null | undefined): HomeTab {
  return (HOME_TABS as readonly string[]).includes(raw ?? "") ? (raw as HomeTab) : DEFAULT_HOME_TAB;
}

/** Sections reachable from the navigation; Settings is a page, the rest are /home tabs. */
export type NavSection = HomeTab | "settings";

const GUEST_BLOCKED_SECTIONS: ReadonlySet<NavSection> = new Set<NavSection>(["stats", "create", "forum", "settings"]);

export function isBlockedForGuest(section: NavSection): boolean {
  return GUEST_BLOCKED_SECTIONS.has(section);
}

/** Info toasts shown when a guest clicks a blocked navigation item (spec §6, word for word). */
export const GUEST_BLOCKED_NAV_MESSAGES = {
  stats: "Create an account to access Stats",
  create: "Create an account to use Create",
  forum: "Create an account to access Forum",
  settings: "Create an account to access Settings",
} as const satisfies Partial<Record<NavSection, string>>;

/** Info toast shown when a guest opens a blocked tab through the URL. */
export const GUEST_BLOCKED_TAB_MESSAGE = "Create an account to access this section";

/**
 * The tab /home shows. A guest asking for a blocked tab gets the home tab and
 * `bounced: true`, so the caller can rewrite the URL and show GUEST_BLOCKED_TAB_MESSAGE.
 */
export function resolveHomeTab(
  raw: string | null | undefined,
  isAnonymous: boolean,
): { tab: HomeTab; bounced: boolean } {
  const tab = parseHomeTab(raw);
  if (isAnonymous && isBlockedForGuest(tab)) return { tab: DEFAULT_HOME_TAB, bounced: true };
  return { tab, bounced: false };
}

/** Reads `?view=`; without a valid value the entry path decides (/login, /signup, else the title view). */
export function parseAuthView(rawView: string | null | undefined, pathname: string): AuthView {
  if (rawView === "login" || rawView === "signup") return rawView;
  const path = normalizePathname(pathname);
  if (path === PATHS.login) return "login";
  if (path === PATHS.signup) return "signup";
  return "title";
}
