/**
 * The screens learners open first, by chunk name, with their source as the web app's build manifest
 * names it. Its own package because three parts read it and none may import another: the web build
 * gives each a first load of few files (apps/web/vite-plugins/first-load-chunks.ts), the server names
 * their chunks in `Link` headers (apps/server/src/http/first-screen-hints.ts), the bench counts them.
 *
 * Plain JavaScript (types in index.d.ts): Vite loads its config's packages with Node itself, which
 * does not read TypeScript.
 */
export const FIRST_SCREENS = Object.freeze({
  home: "src/features/home/components/HomeSections.tsx",
  deck: "src/features/decks/components/DeckPage.tsx",
  study: "src/features/study/components/StudyScreen.tsx",
});
