import { Worker } from "node:worker_threads";

interface QueryResult {
  rows: unknown[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: "array" | "object";
  parsers?: Record<number, unknown>;
}

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** An error from the worker, rebuilt with PostgreSQL's fields (`code`, `constraint`…) as callers read them. */
function rebuild(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? "database error"));
  Object.assign(error, fields);
  return error;
}

/** The part of PGlite's client Drizzle uses: `query` and `transaction`. */
interface Queryable {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
}

/**
 * PGlite in a worker thread, with the client interface Drizzle's PGlite driver calls. Statements are
 * sent one at a time, in order; a transaction holds the line until it ends, so nothing else runs
 * inside it (PGlite has a single connection). The HTTP thread only waits for answers, never for the
 * database's own work.
 */
export class PgliteInWorker implements Queryable {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  /** The line: each statement or transaction runs after the one before has finished. */
  private line: Promise<unknown> = Promise.resolve();
  private failed: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(rebuild(reply.error));
    });
    const failAll = (error: Error) => {
      this.failed = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    worker.on("error", failAll);
    worker.on("exit", (code) => failAll(new Error(`the embedded database stopped (exit code ${code})`)));
  }

  /** Starts the worker and opens the database (in memory without a directory). */
  static async open(dataDir: string | undefined): Promise<PgliteInWorker> {
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: { dataDir },
      // Plain JavaScript: the parent's TypeScript loader would only slow the worker's start.
      execArgv: [],
    });
    const client = new PgliteInWorker(worker);
    const opened = new Promise<unknown>((resolve, reject) => client.pending.set(0, { resolve, reject }));
    try {
      await opened;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  private send(message: Record<string, unknown>): Promise<unknown> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /** Runs `work` when every earlier statement and transaction has finished. */
  private inLine<T>(work: () => Promise<T>): Promise<T> {
    const run = this.line.then(work, work);
    this.line = run.catch(() => undefined);
    return run;
  }

  private direct(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.send({
      op: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      rawText: options.parsers !== undefined,
    }) as Promise<QueryResult>;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.inLine(() => this.direct(sql, params, options));
  }

  exec(sql: string): Promise<QueryResult[]> {
    return this.inLine(() => this.send({ op: "exec", sql }) as Promise<QueryResult[]>);
  }

  /** BEGIN … COMMIT (ROLLBACK on any error), with nothing else in between. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inLine(async () => {
      const tx: Queryable = { query: (sql, params, options) => this.direct(sql, params, options) };
      await this.direct("BEGIN");
      try {
        const result = await fn(tx);
        await this.direct("COMMIT");
        return result;
      } catch (error) {
        await this.direct("ROLLBACK").catch(() => undefined);
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    if (this.failed) return;
    try {
      await this.inLine(() => this.send({ op: "close" }));
    } finally {
      await this.worker.terminate();
    }
  }
}
