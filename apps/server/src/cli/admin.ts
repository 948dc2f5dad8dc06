// The operator's command line: `npm run admin -- <command> [options]`. There is no web admin role.
// It works on the server's database directly, or, when a server holds the embedded database,
// through that server (authorised by the admin token in DATA_DIR/secrets.json).
import { parseArgs } from "node:util";
import { FORUM_STATUSES, type ForumStatus } from "@app/domain/forum";
import { loadConfig } from "../config";
import { DataDirLockedError } from "../db/data-dir-lock";
import { openDatabase } from "../db/database";
import { ADMIN_TOKEN_HEADER, createAdminOperations } from "../features/admin";
import { loadOrCreateSecrets, readServerAddress } from "../lib/secrets";

const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  updates:publish --title <text> --description <text> [--category <text>] [--icon <lucide icon name>]
      Publish an entry to the Latest Updates feed.
  updates:list
      List the feed, newest first.
  requests:list [--status <status>]
      List feature and bug requests, newest first.
  requests:status <request id> <status>
      Set a request's status (${FORUM_STATUSES.join(", ")}).
  contact:list [--limit <n>]
      List messages sent through the Contact form, newest first.
  decks:list
      List learners' public and unlisted decks, newest first.
  decks:hide <deck id>
      Hide a learner's deck from Explore and its link (its owner still sees it).
  decks:show <deck id>
      Undo decks:hide.

It uses the server's configuration (DATA_DIR or DATABASE_URL). When a server is running on the
embedded database, the command goes through that server.`;

class UsageError extends Error {}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    title: { type: "string" },
    description: { type: "string" },
    category: { type: "string" },
    icon: { type: "string" },
    status: { type: "string" },
    limit: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
const [command, ...args] = positionals;

type Ops = {
  publishUpdate(input: {
    title: string;
    description: string;
    category?: string | undefined;
    icon?: string | undefined;
  }): Promise<{ id: string; title: string }>;
  listUpdates(): Promise<{ publishDate: string; category: string; title: string }[]>;
  listRequests(
    status?: ForumStatus,
  ): Promise<
    { id: string; status: string; requestType: string; totalVotes: number; title: string; createdBy: string }[]
  >;
  setRequestStatus(id: string, status: ForumStatus): Promise<boolean>;
  listContactMessages(limit: number): Promise<{ email: string; message: string; createdAt: string }[]>;
  listSharedDecks(): Promise<
    { id: string; name: string; visibility: string; hidden: boolean; author: string; updatedAt: string }[]
  >;
  setDeckHidden(id: string, hidden: boolean): Promise<boolean>;
};

/** The same operations over HTTP, against the server that holds the embedded database. */
/** True once the request is done; false when the server answered that the row is missing (`missing…`). */
async function foundOrFalse(missing: string, request: Promise<unknown>): Promise<boolean> {
  try {
    await request;
    return true;
  } catch (error) {
    if (String((error as Error).message).startsWith(missing)) return false;
    throw error;
  }
}

function remoteOperations(url: string, token: string, origin: string): Ops {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { [ADMIN_TOKEN_HEADER]: token, origin, ...(body ? { "content-type": "application/json" } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const data = (await res.json()) as T & { error?: { message: string } };
    if (!res.ok) throw new Error(data.error?.message ?? `The server answered ${res.status}`);
    return data;
  };
  return {
    publishUpdate: (input) => call("POST", "/api/admin/updates", input),
    listUpdates: () => call("GET", "/api/admin/updates"),
    listRequests: (status) => call("GET", `/api/admin/requests${status ? `?status=${status}` : ""}`),
    setRequestStatus: (id, status) =>
      foundOrFalse("No request", call("POST", `/api/admin/requests/${id}/status`, { status })),
    listContactMessages: (limit) => call("GET", `/api/admin/contact?limit=${limit}`),
    listSharedDecks: () => call("GET", "/api/admin/decks"),
    setDeckHidden: (id, hidden) => foundOrFalse("No deck", call("POST", `/api/admin/decks/${id}/hidden`, { hidden })),
  };
}

async function run(ops: Ops): Promise<void> {
  switch (command) {
    case "updates:publish": {
      if (!values.title?.trim() || !values.description?.trim())
        throw new UsageError("--title and --description are required.");
      const row = await ops.publishUpdate({
        title: values.title,
        description: values.description,
        category: values.category,
        icon: values.icon,
      });
      console.log(`Published "${row.title}" (${row.id}).`);
      return;
    }
    case "updates:list":
      for (const u of await ops.listUpdates())
        console.log(`${u.publishDate.slice(0, 10)}  ${u.category.padEnd(18)} ${u.title}`);
      return;
    case "requests:list": {
      const status = values.status as ForumStatus | undefined;
      if (status && !FORUM_STATUSES.includes(status)) throw new UsageError(`Unknown status "${status}".`);
      const rows = await ops.listRequests(status);
      for (const p of rows) {
        console.log(
          `${p.id}  ${p.status.padEnd(12)} ${p.requestType.padEnd(7)} ${String(p.totalVotes).padStart(4)} votes  ${p.title}  (by ${p.createdBy})`,
        );
      }
      if (rows.length === 0) console.log("No requests.");
      return;
    }
    case "requests:status": {
      const [id, status] = args;
      if (!id || !status) throw new UsageError("requests:status needs a request id and a status.");
      if (!FORUM_STATUSES.includes(status as ForumStatus)) throw new UsageError(`Unknown status "${status}".`);
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw new UsageError(`"${id}" is not a request id.`);
      if (!(await ops.setRequestStatus(id, status as ForumStatus))) throw new Error(`No request with id ${id}.`);
      console.log(`Request ${id} is now "${status}".`);
      return;
    }
    case "contact:list": {
      const limit = Math.min(1000, Math.max(1, Number(values.limit ?? 50) || 50));
      const rows = await ops.listContactMessages(limit);
      for (const m of rows) console.log(`${m.createdAt}  ${m.email}\n  ${m.message.replace(/\n/g, "\n  ")}\n`);
      if (rows.length === 0) console.log("No messages.");
      return;
    }
    case "decks:list": {
      const rows = await ops.listSharedDecks();
      for (const d of rows) {
        console.log(
          `${d.id}  ${d.visibility.padEnd(8)} ${d.hidden ? "HIDDEN " : "       "} ${d.name}  (by ${d.author})`,
        );
      }
      if (rows.length === 0) console.log("No shared decks.");
      return;
    }
    case "decks:hide":
    case "decks:show": {
      const [id] = args;
      if (!id || !/^[a-z0-9-]{1,100}$/.test(id)) throw new UsageError(`${command} needs a deck id (see decks:list).`);
      const hidden = command === "decks:hide";
      if (!(await ops.setDeckHidden(id, hidden))) throw new Error(`No deck with id ${id}.`);
      console.log(hidden ? `Deck ${id} is hidden.` : `Deck ${id} is shown again.`);
      return;
    }
    default:
      throw new UsageError(`Unknown command "${command}".`);
  }
}

async function main(): Promise<number> {
  if (!command || values.help) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const config = loadConfig();
  // What it writes under DATA_DIR (the embedded database) is the server's user's alone, as for the server.
  process.umask(0o077);
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    try {
      database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      const address = readServerAddress(config.dataDir);
      if (!address) throw error;
      const { adminToken } = loadOrCreateSecrets(config.dataDir, {});
      await run(remoteOperations(address.url, adminToken, config.publicUrl));
      return 0;
    }
    await database.migrate();
    await run(createAdminOperations(database.db));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    console.error((error as Error).message);
    return 1;
  } finally {
    await database?.close();
  }
}

process.exitCode = await main();
