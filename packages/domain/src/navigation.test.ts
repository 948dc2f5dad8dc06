import { describe, expect, it } from "vitest";
import {
  decideRoute,
  deckPath,
  GUEST_BLOCKED_NAV_MESSAGES,
  GUEST_BLOCKED_TAB_MESSAGE,
  guardRedirect,
  HOME_TABS,
  homeTabPath,
  isBlockedForGuest,
  landingViewPath,
  normalizePathname,
  parseAuthView,
  parseHomeTab,
  resolveHomeTab,
  routeAccessOf,
  type SessionState,
  STUDY_MODES,
  studyPath,
} from "./navigation";

const checking: SessionState = { status: "checking" };
const signedOut: SessionState = { status: "signed-out" };
const guest: SessionState = { status: "signed-in", isAnonymous: true };
const registered: SessionState = { status: "signed-in", isAnonymous: false };

const studyRoutes = STUDY_MODES.map((mode) => `/study/${mode}/deck-1`);
const memberRoutes = ["/home", "/decks/42", ...studyRoutes];
const registeredRoutes = ["/settings", "/fsrs-settings"];
const entryRoutes = ["/", "/login", "/signup"];

describe("routeAccessOf", () => {
  it.each([
    ["/", "entry"],
    ["/login", "entry"],
    ["/signup", "entry"],
    ["/reset-password", "public"],
    ["/credits", "public"],
    ["/home", "member"],
    ["/decks/abc", "member"],
    ["/settings", "registered"],
    ["/fsrs-settings", "registered"],
  ] as const)("%s is %s", (path, access) => {
    expect(routeAccessOf(path)).toBe(access);
  });

  it.each(studyRoutes)("%s is a member route", (path) => {
    expect(routeAccessOf(path)).toBe("member");
  });

  it("ignores trailing slashes", () => {
    expect(routeAccessOf("/home/")).toBe("member");
    expect(routeAccessOf("/decks/7/")).toBe("member");
  });

  it.each([
    "/nowhere",
    "/decks",
    "/decks/",
    "/decks/1/extra",
    "/study",
    "/study/review",
    "/study/cram/1",
    "/study/review/1/extra",
    "/HOME",
    "/home/decks",
  ])("%s is not a route", (path) => {
    expect(routeAccessOf(path)).toBeNull();
  });
});

describe("decideRoute / guardRedirect", () => {
  it("waits for the session check on every guarded route", () => {
    for (const path of [...entryRoutes, ...memberRoutes, ...registeredRoutes]) {
      expect(decideRoute(path, checking)).toEqual({ kind: "wait" });
      expect(guardRedirect(path, checking)).toBeNull();
    }
  });

  it("never waits on /reset-password and renders it for everyone", () => {
    for (const session of [checking, signedOut, guest, registered]) {
      expect(decideRoute("/reset-password", session)).toEqual({ kind: "render" });
    }
  });

  it("sends signed-out visitors on protected routes to /", () => {
    for (const path of [...memberRoutes, ...registeredRoutes]) {
      expect(guardRedirect(path, signedOut)).toBe("/");
    }
  });

  it("shows the entry views to signed-out visitors", () => {
    for (const path of entryRoutes) {
      expect(decideRoute(path, signedOut)).toEqual({ kind: "render" });
    }
  });

  it("sends signed-in users (guests too) from the entry views to /home", () => {
    for (const path of entryRoutes) {
      expect(guardRedirect(path, registered)).toBe("/home");
      expect(guardRedirect(path, guest)).toBe("/home");
    }
  });

  it("sends guests from the settings routes to /home", () => {
    for (const path of registeredRoutes) {
      expect(guardRedirect(path, guest)).toBe("/home");
    }
  });

  it("lets guests open home, deck pages and every study screen", () => {
    for (const path of memberRoutes) {
      expect(decideRoute(path, guest)).toEqual({ kind: "render" });
    }
  });

  it("lets registered users open everything signed-in", () => {
    for (const path of [...memberRoutes, ...registeredRoutes]) {
      expect(decideRoute(path, registered)).toEqual({ kind: "render" });
    }
  });

  it("redirects unknown paths to / whatever the session, without waiting", () => {
    for (const session of [checking, signedOut, guest, registered]) {
      expect(decideRoute("/unknown/page", session)).toEqual({ kind: "redirect", to: "/" });
    }
  });
});

describe("parseHomeTab", () => {
  it.each(HOME_TABS)("accepts %s", (tab) => {
    expect(parseHomeTab(tab)).toBe(tab);
  });

  it.each([null, undefined, "", "settings", "Stats", "home "])("falls back to home for %j", (raw) => {
    expect(parseHomeTab(raw)).toBe("home");
  });
});

describe("resolveHomeTab", () => {
  it("bounces guests from stats, create and forum to home", () => {
    for (const tab of ["stats", "create", "forum"]) {
      expect(resolveHomeTab(tab, true)).toEqual({ tab: "home", bounced: true });
    }
  });

  it("lets guests see home and decks", () => {
    expect(resolveHomeTab("home", true)).toEqual({ tab: "home", bounced: false });
    expect(resolveHomeTab("decks", true)).toEqual({ tab: "decks", bounced: false });
  });

  it("does not bounce for an invalid tab, it just shows home", () => {
    expect(resolveHomeTab("nope", true)).toEqual({ tab: "home", bounced: false });
  });

  it("lets registered users see every tab", () => {
    for (const tab of HOME_TABS) {
      expect(resolveHomeTab(tab, false)).toEqual({ tab, bounced: false });
    }
  });
});

describe("guest limits", () => {
  it("blocks stats, create, forum and settings only", () => {
    expect(isBlockedForGuest("stats")).toBe(true);
    expect(isBlockedForGuest("create")).toBe(true);
    expect(isBlockedForGuest("forum")).toBe(true);
    expect(isBlockedForGuest("settings")).toBe(true);
    expect(isBlockedForGuest("home")).toBe(false);
    expect(isBlockedForGuest("decks")).toBe(false);
  });

  it("uses the spec's texts", () => {
    expect(GUEST_BLOCKED_NAV_MESSAGES).toEqual({
      stats: "Create an account to access Stats",
      create: "Create an account to use Create",
      forum: "Create an account to access Forum",
      settings: "Create an account to access Settings",
    });
    expect(GUEST_BLOCKED_TAB_MESSAGE).toBe("Create an account to access this section");
  });
});

describe("parseAuthView", () => {
  it("takes ?view= when it names a form view", () => {
    expect(parseAuthView("login", "/")).toBe("login");
    expect(parseAuthView("signup", "/")).toBe("signup");
    expect(parseAuthView("signup", "/login")).toBe("signup");
  });

  it("falls back to the entry path, then the title view", () => {
    expect(parseAuthView(null, "/login")).toBe("login");
    expect(parseAuthView("bogus", "/signup/")).toBe("signup");
    expect(parseAuthView(null, "/")).toBe("title");
    expect(parseAuthView("title", "/")).toBe("title");
  });
});

describe("path builders", () => {
  it("build the spec's paths", () => {
    expect(homeTabPath("decks")).toBe("/home?tab=decks");
    expect(deckPath("a b")).toBe("/decks/a%20b");
    expect(studyPath("time-rush", "7")).toBe("/study/time-rush/7");
    expect(landingViewPath("title")).toBe("/");
    expect(landingViewPath("login")).toBe("/?view=login");
  });

  it("normalizes trailing slashes but keeps the root", () => {
    expect(normalizePathname("/")).toBe("/");
    expect(normalizePathname("//")).toBe("/");
    expect(normalizePathname("/home//")).toBe("/home");
  });
});
