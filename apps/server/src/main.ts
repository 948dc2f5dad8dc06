import path from "node:path";
import { ConfigError, LOOPBACK_HOST, loadConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { openDatabase } from "./db/database";

/**
 * The rest of the server, loaded while the database opens: the embedded one opens in a thread of its own
 * (seconds on a large data folder, more after a crash), and loading the app's modules takes seconds too, so a
 * start (and a restart after a crash) waits for the longer of the two instead of both in turn.
 */
async function loadServerModules() {
  const [app, starter, updates, http, jobs, secrets] = await Promise.all([
    import("./app"),
    import("./db/seed/load-starter-content"),
    import("./db/seed/load-updates"),
    import("./http/listen"),
    import("./jobs/scheduler"),
    import("./lib/secrets"),
  ]);
  return {
    buildApp: app.buildApp,
    loadStarterContent: starter.loadStarterContent,
    loadUpdates: updates.loadUpdates,
    listen: http.listen,
    startJobs: jobs.startJobs,
    writeServerAddress: secrets.writeServerAddress,
  };
}

/** The signals that stop the server: a process manager's stop, Ctrl-C, the terminal it ran in closing. */
const STOP_SIGNALS = ["SIGTERM", "SIGINT", "SIGHUP"] as const;

/** config → database → migrate → starter content → listen; SIGTERM/SIGINT/SIGHUP close in order. */
async function main(): Promise<void> {
  const startedAt = performance.now();
  // Listening from the first moment: a stop asked for while the database migrates or the starter decks
  // load is kept and honoured once the server is up, instead of killing the process halfway through.
  let stopAskedBy: string | undefined;
  let stopNow: ((signal: string) => void) | undefined;
  const onStopSignal = (signal: string) => {
    if (stopNow) stopNow(signal);
    else if (stopAskedBy) {
      // Asked twice while still starting: the operator does not want to wait for the start to finish.
      console.error(`Lexistep: ${signal} again while starting; exiting now.`);
      process.exit(1);
    } else stopAskedBy = signal;
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onStopSignal);
  const config = loadConfig();
  // Everything the server writes under DATA_DIR (database, outbox, secrets, audio) is its user's alone.
  process.umask(0o077);
  // How long each step of the start took (ms), logged with "listening": what a slow start spent its time on.
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, step: Promise<T>): Promise<T> => {
    const result = await step;
    phases[name] = Math.round(performance.now() - startedAt);
    return result;
  };
  const [database, { buildApp, loadStarterContent, loadUpdates, listen, startJobs, writeServerAddress }] =
    await Promise.all([
      timed("databaseOpenAt", openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })),
      timed("modulesLoadedAt", loadServerModules()),
    ]);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let addresses: string[] = [];
  let stopJobs = () => {};
  try {
    await timed("migratedAt", database.migrate());
    app = await timed("appBuiltAt", buildApp(config, { database }));
    const seeded = await timed("starterContentAt", loadStarterContent(database.db, config.starterDataDir));
    await loadUpdates(database.db, path.join(config.starterDataDir, "..", "updates.json"));
    app.log.info(
      {
        languages: seeded.languages.map(
          (l) => `${l.id}${l.skipped ? " (unchanged)" : ` (+${l.wordsWritten}/-${l.wordsRemoved})`}`,
        ),
      },
      "starter content ready",
    );
    addresses = await listen(app, config.port, config.host);
    const jobs = startJobs(database.db, () => new Date(), app.log, app.sendReminders, app.media);
    // Media stored in database rows by an earlier version move to the media store, in the background.
    const legacyMove = app.moveLegacyMedia();
    void legacyMove.done.then((moved) => {
      if (moved > 0) app?.log.info({ moved }, "stored media moved out of the database");
    });
    stopJobs = () => {
      jobs();
      legacyMove.stop();
    };
    // Where the operator's command line reaches this server: loopback when HOST stands for several addresses.
    const listenHost = ["0.0.0.0", "::", LOOPBACK_HOST].includes(config.host) ? "127.0.0.1" : config.host;
    writeServerAddress(config.dataDir, {
      url: `http://${listenHost.includes(":") ? `[${listenHost}]` : listenHost}:${config.port}`,
      pid: process.pid,
    });
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  app.log.info(
    {
      url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`,
      addresses,
      database: database.kind,
      startupMs: Math.round(performance.now() - startedAt),
      phases,
    },
    "Lexistep is listening",
  );
  console.log(`\n  Lexistep is ready: open ${config.publicUrl} in your browser.\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      // A second signal while in-flight requests finish: stop waiting for them.
      app.log.error({ signal }, "asked again to stop; exiting without waiting");
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const force = setTimeout(() => {
      app.log.error("shutdown took longer than 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      stopJobs();
      await app.close(); // stops accepting on every address, waits for in-flight requests
      await database.checkpoint();
      await database.close();
      app.log.info("stopped cleanly");
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error while shutting down");
      process.exit(1);
    }
  };
  stopNow = (signal) => void stop(signal);
  if (stopAskedBy) stopNow(stopAskedBy);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`Lexistep cannot start. ${error.message}`);
  } else {
    console.error("Lexistep failed to start:", error);
  }
  process.exit(1);
});
