// `npm run test:pg`: the API suite against a real PostgreSQL server. Each test file creates and
// drops its own database, so runs never see each other's rows.
import { spawnSync } from "node:child_process";

const url = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
console.log(`API suite against PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//***@")}`);
const result = spawnSync("npx", ["vitest", "run", "--project", "server"], {
  stdio: "inherit",
  env: { ...process.env, DATABASE_URL: url },
});
process.exit(result.status ?? 1);
