import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { defaultFetch } from "./fake-api";

// Screens are lazy-loaded: on a busy machine the first import of a route can take longer than
// Testing Library's 1 s default for findBy*/waitFor. This is a ceiling, not a delay.
configure({ asyncUtilTimeout: 5_000 });

// No server in unit tests: the captcha answers "off", every other request fails like a dead network.
// Tests that need API answers spy on fetch (see fake-api.ts); restoreMocks puts this back after each.
beforeEach(() => {
  globalThis.fetch = defaultFetch as typeof fetch;
});

// Vitest runs without globals, so Testing Library can't register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = "";
});
