import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * `npm run lint` ends with scripts/check-cycles.mjs, which fails on any import cycle in the apps and
 * packages (docs/ARCHITECTURE.md). Here the script runs on small trees laid out like the repository, with
 * cycles planted in them, and on the repository itself, which must have none.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const script = path.join(root, "scripts", "check-cycles.mjs");

let trees: string;

beforeAll(() => {
  trees = fs.mkdtempSync(path.join(os.tmpdir(), "import-cycles-"));
});

afterAll(() => fs.rmSync(trees, { recursive: true, force: true }));

/** A tree with the repository's base tsconfig and a project per folder; `files`: path → source. */
function plantTree(name: string, files: Record<string, string>): string {
  const tree = path.join(trees, name);
  fs.mkdirSync(tree);
  fs.copyFileSync(path.join(root, "tsconfig.base.json"), path.join(tree, "tsconfig.base.json"));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), source);
  }
  return tree;
}

/** A project's tsconfig, as the apps and packages write theirs. */
const TSCONFIG = `${JSON.stringify({ extends: "../../tsconfig.base.json", include: ["src"] })}\n`;

function check(tree?: string) {
  const run = spawnSync(process.execPath, tree ? [script, tree] : [script], { cwd: root, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe("the import-cycle check", () => {
  it("fails on two files importing each other, and names them", () => {
    const tree = plantTree("pair", {
      "apps/web/tsconfig.json": TSCONFIG,
      "apps/web/src/features/a/index.ts": 'import { b } from "../b";\n\nexport const a = () => b;\n',
      "apps/web/src/features/b/index.ts": 'import { a } from "../a";\n\nexport const b = () => a;\n',
      "packages/rules/tsconfig.json": TSCONFIG,
      "packages/rules/src/index.ts": 'export { rule } from "./rule";\n',
      "packages/rules/src/rule.ts": "export const rule = 1;\n",
    });
    const { status, output } = check(tree);
    expect(status).toBe(1);
    expect(output).toContain("apps/web/src: 1 import cycle");
    expect(output).toContain("features/a/index.ts > features/b/index.ts > features/a/index.ts");
    expect(output).toContain("packages/rules/src: 2 files, no import cycle");
  });

  it("counts an import of types only: a cycle of types still ties the two files together", () => {
    const tree = plantTree("types", {
      "packages/plans/tsconfig.json": TSCONFIG,
      "packages/plans/src/plan.ts":
        'import type { Step } from "./step";\n\nexport interface Plan {\n  steps: Step[];\n}\n',
      "packages/plans/src/step.ts":
        'import type { Plan } from "./plan";\n\nexport interface Step {\n  plan: Plan;\n}\n',
    });
    const { status, output } = check(tree);
    expect(status).toBe(1);
    expect(output).toContain("plan.ts > step.ts > plan.ts");
  });

  it("finds a cycle through a longer chain, in a .tsx file too", () => {
    const tree = plantTree("chain", {
      "apps/server/tsconfig.json": TSCONFIG,
      "apps/server/src/app.ts": 'import { routes } from "./routes";\n\nexport const app = routes;\n',
      "apps/server/src/routes.ts": 'import { view } from "./view";\n\nexport const routes = view;\n',
      "apps/server/src/view.tsx": 'import { app } from "./app";\n\nexport const view = () => app;\n',
    });
    const { status, output } = check(tree);
    expect(status).toBe(1);
    expect(output).toContain("app.ts > routes.ts > view.tsx > app.ts");
  });

  it("fails on a relative import it cannot follow, since a cycle through it would go unseen", () => {
    const tree = plantTree("unresolved", {
      "packages/rules/tsconfig.json": TSCONFIG,
      "packages/rules/src/index.ts": 'export { rule } from "./gone";\n',
    });
    const { status, output } = check(tree);
    expect(status).toBe(1);
    expect(output).toContain("./gone");
  });

  it("passes a tree whose imports go one way only", () => {
    const tree = plantTree("acyclic", {
      "apps/web/tsconfig.json": TSCONFIG,
      "apps/web/src/features/a/index.ts": 'import { shared } from "../../shared/keys";\n\nexport const a = shared;\n',
      "apps/web/src/features/b/index.ts":
        'import { shared } from "../../shared/keys";\nimport { a } from "../a";\n\nexport const b = [a, shared];\n',
      "apps/web/src/shared/keys.ts": "export const shared = 1;\n",
    });
    const { status, output } = check(tree);
    expect(status).toBe(0);
    expect(output).toContain("apps/web/src: 3 files, no import cycle");
  });

  it("finds no cycle in the repository's apps and packages", { timeout: 180_000 }, () => {
    const { status, output } = check();
    expect(output).toContain("apps/web/src:");
    expect(output).toContain("apps/server/src:");
    for (const dir of fs.readdirSync(path.join(root, "packages"))) {
      if (fs.existsSync(path.join(root, "packages", dir, "src"))) expect(output).toContain(`packages/${dir}/src:`);
    }
    expect(status, output).toBe(0);
  });
});
