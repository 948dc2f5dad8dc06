import { openDatabase } from "../apps/server/src/db/database";
import { haproxyAvailable, startCluster } from "../apps/server/test/multi-instance/cluster";
import { createBigDeck, percentile, postgresUrl } from "./fixtures";
import { load } from "./session-save";

const USERS = 20;

/**
 * Session saves through haproxy with one and with two app instances on one PostgreSQL, side by side
 * (burst: 20 users saving with no pause). On a 2-core machine the instances and the database share
 * the cores, so this shows where the limit moves, not a doubling.
 */
export async function measureClusterSaves(): Promise<void> {
  const base = await postgresUrl();
  if (!base) {
    console.log("cluster: no PostgreSQL answers (set DATABASE_URL) — skipped");
    return;
  }
  if (!haproxyAvailable()) {
    console.log("cluster: no haproxy on the PATH (apt-get install haproxy) — skipped");
    return;
  }
  const lines: string[] = [];
  for (const instances of [1, 2]) {
    const cluster = await startCluster({ baseDatabaseUrl: base, instances });
    try {
      const database = await openDatabase({ databaseUrl: cluster.databaseUrl, maxConnections: 2 });
      const wordIds = await createBigDeck(database, "bench-save", 400);
      await database.close();
      const cookies: string[] = [];
      for (let i = 0; i < USERS; i++) {
        const res = await fetch(`${cluster.publicUrl}/api/auth/sign-in/anonymous`, {
          method: "POST",
          headers: { origin: cluster.publicUrl, "content-type": "application/json" },
          body: "{}",
        });
        const cookie = res.headers
          .getSetCookie()
          .map((c) => c.split(";")[0] ?? "")
          .join("; ");
        await fetch(`${cluster.publicUrl}/api/me/decks`, {
          method: "POST",
          headers: { origin: cluster.publicUrl, "content-type": "application/json", cookie },
          body: JSON.stringify({ subDeckId: "bench-save" }),
        });
        cookies.push(cookie);
      }
      const request = { base: cluster.publicUrl, origin: cluster.publicUrl, cookies, wordIds };
      await load({ ...request, mode: "burst", savesPerUser: 1 });
      const started = performance.now();
      const latencies = await load({ ...request, mode: "burst", savesPerUser: 15 });
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      lines.push(
        `${instances} instance${instances === 1 ? "" : "s"} behind haproxy: ${(latencies.length / seconds).toFixed(0)} saves/s, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
      );
      console.log(lines.at(-1));
    } finally {
      await cluster.stop();
    }
  }
  console.log(`cluster session-save burst (${USERS} users): ${lines.join("; ")}`);
}
