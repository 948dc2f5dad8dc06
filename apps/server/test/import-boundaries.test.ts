import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The boundaries of docs/ARCHITECTURE.md are Biome rules (biome.json's overrides), so `npm run lint`
 * fails on a violation. Here imports are planted in files of a temporary copy laid out like the
 * repository, and the same check `npm run lint` runs is made on it: each planted line must be
 * reported or let through as the rule says.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const biome = path.join(root, "node_modules", ".bin", "biome");

/** Planted files: path → lines. A line ending in `// refused` must be reported; every other line must not. */
const PLANTED: Record<string, string[]> = {
  "apps/server/src/http/planted.ts": [
    'import { http } from "../../../web/src/lib/http"; // refused',
    'import config from "@app/web/vite.config"; // refused',
    'import { FIRST_SCREENS } from "@app/first-screens";',
    'import { sha } from "altcha-lib/algorithms/web/sha";',
    'import { AppError } from "../lib/app-error";',
    'import { TIME_ZONE_HEADER } from "../features/daily-goals/time-zone"; // refused',
    'import { TIME_ZONE_HEADER } from "../features/daily-goals";',
  ],
  "apps/server/src/jobs/planted.ts": [
    'import { createImportsRepository } from "../features/imports/repository"; // refused',
    'import { createImportsRepository } from "../features/imports";',
    'import { runJob } from "./scheduler";',
  ],
  "apps/server/src/auth/planted.ts": [
    'import { browserLabel } from "../features/trusted-devices/browser-label"; // refused',
    'import { browserLabel } from "../features/trusted-devices/index";',
  ],
  "apps/server/src/cli/planted.ts": [
    'import { ADMIN_TOKEN_HEADER } from "../features/admin/routes"; // refused',
    'import { ADMIN_TOKEN_HEADER } from "../features/admin";',
  ],
  "apps/server/src/features/study/planted.ts": [
    'import { deckVisibleTo } from "../own-decks/access"; // refused',
    'import { rebalanceSets } from "../own-decks/sub/rebalance"; // refused',
    'import { http } from "../../../../web/src/lib/http"; // refused',
    'import { deckListed } from "../own-decks";',
    'import { createFsrsSettingsRepository } from "../fsrs-settings/index";',
    'import { createStudyRepository } from "./repository";',
    'import { users } from "../../db/schema";',
  ],
  "apps/web/src/features/home/planted.ts": [
    'import { buildApp } from "../../../../server/src/app"; // refused',
    'import { loadConfig } from "@app/server/src/config"; // refused',
    'import { renderToString } from "react-dom/server";',
    'import { messages } from "@app/domain";',
  ],
  "apps/web/src/features/home/components/planted-feature.ts": [
    'import { deckKeys } from "../../decks/query-keys"; // refused',
    'import { useMyDecks } from "../../decks/hooks/useMyDecks"; // refused',
    'const tab = () => import("../../decks/components/DecksTab"); // refused',
    'import { formatCount } from "../../decks";',
    'import { loadDecksTab } from "../../decks/index";',
    'import { useHomeTab } from "../hooks/useHomeTab";',
    'import { http } from "../../../lib/http";',
    'import { Button } from "../../../components/ui/Button";',
  ],
  "apps/web/src/features/create/components/editor/planted-feature.ts": [
    'import { deckKeys } from "../../../decks/query-keys"; // refused',
    'import { deckKeys } from "../../../decks";',
    'import { countOf } from "../../lib/format";',
    'import { WordList } from "./WordList";',
    'import { http } from "../../../../lib/http";',
  ],
  "apps/web/src/features/credits/planted-feature.ts": [
    'import { ThemeToggle } from "../theme/components/ThemeToggle"; // refused',
    'import { ThemeToggle } from "../theme";',
    'import { http } from "../../lib/http";',
  ],
  "apps/web/src/shared/planted.ts": [
    'import { deckKeys } from "../features/decks"; // refused',
    'import { useMyDecks } from "../features/decks/hooks/useMyDecks"; // refused',
    'import { buildApp } from "../../../server/src/app"; // refused',
    'import { meRequest } from "../lib/me-request";',
    'import type { MyDeck } from "./types";',
  ],
  "apps/web/src/lib/planted.ts": [
    'import { offlineCopyOf } from "../features/offline"; // refused',
    'import { apiRequest } from "./api";',
    'import type { MyDeck } from "../shared/types";',
  ],
  "apps/web/src/features/home/components/planted.test.ts": ['import { myDeck } from "../../decks/testing/fixtures";'],
  "packages/domain/src/planted.ts": [
    'import fs from "node:fs"; // refused',
    'import path from "path"; // refused',
    'import { drizzle } from "drizzle-orm/pglite"; // refused',
    'import { Pool } from "pg"; // refused',
    'import { users } from "../../../apps/server/src/db/schema"; // refused',
    'import { z } from "zod";',
    'import { fsrs } from "ts-fsrs";',
    'import { messages } from "./messages";',
    'import { navigation } from "@app/domain/navigation";',
    'const answer = fetch("/api/words"); // refused',
    'const stored = localStorage.getItem("x"); // refused',
  ],
};

interface Diagnostic {
  category: string;
  location: { path: string | null; start: { line: number } };
}

let copy: string;
let reported: Set<string>;

/** Biome's exit status on a file planted in `folder` of the copy that imports and uses `imported` from `from`. */
function biomeOnPlanted(folder: string, name: string, imported: string, from: string) {
  fs.mkdirSync(path.join(copy, folder), { recursive: true });
  fs.writeFileSync(
    path.join(copy, folder, name),
    `import { ${imported} } from "${from}";\n\nexport const uses = [${imported}];\n`,
  );
  return spawnSync(biome, ["check", `${folder}/${name}`], { cwd: copy }).status;
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), "import-boundaries-"));
  fs.copyFileSync(path.join(root, "biome.json"), path.join(copy, "biome.json"));
  for (const [file, lines] of Object.entries(PLANTED)) {
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.writeFileSync(path.join(copy, file), `${lines.join("\n")}\n`);
  }
  // `npm run lint` is `biome check .`: the same command, with the report as JSON.
  const run = spawnSync(biome, ["check", "--reporter=json", "."], { cwd: copy, encoding: "utf8" });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  reported = new Set(
    report.diagnostics
      .filter((d) => d.category === "lint/style/noRestrictedImports" || d.category === "lint/style/noRestrictedGlobals")
      .map((d) => `${d.location.path?.replaceAll("\\", "/")}:${d.location.start.line}`),
  );
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

describe("import boundaries", () => {
  for (const [file, lines] of Object.entries(PLANTED)) {
    lines.forEach((line, index) => {
      const refused = line.endsWith("// refused");
      it(`${file}: ${refused ? "refuses" : "lets through"} ${line.replace(" // refused", "")}`, () => {
        expect(reported.has(`${file}:${index + 1}`)).toBe(refused);
      });
    });
  }

  it("fails the check as a whole when a boundary is crossed, and passes the same file through the index", () => {
    const plant = (name: string, from: string) =>
      biomeOnPlanted("apps/server/src/features/stats", name, "deckListed", from);
    expect(plant("through-index.ts", "../own-decks")).toBe(0);
    expect(plant("into-internals.ts", "../own-decks/access")).not.toBe(0);
  });

  it("fails the check when a web feature reaches into another's files, and passes it through the index", () => {
    const plant = (name: string, from: string) =>
      biomeOnPlanted("apps/web/src/features/home/components", name, "deckKeys", from);
    expect(plant("through-index.ts", "../../decks")).toBe(0);
    expect(plant("into-internals.ts", "../../decks/query-keys")).not.toBe(0);
  });
});
