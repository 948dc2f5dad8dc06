import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { defaultFetch } from "./fake-api";

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
