// The server on its default HOST, as `npm start` runs it: every loopback spelling answers, nothing else does.
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canListenOn, freePort, startServer } from "./server-process";

const fixtures = path.join(import.meta.dirname, "fixtures/decks");
const children: ChildProcess[] = [];
let port = 0;
let dataDir = "";
let server: ReturnType<typeof startServer>;

const ipv6Loopback = await canListenOn("::1");

/** This machine's addresses that other machines could connect to. */
function externalAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((a) => a !== undefined && !a.internal && !a.address.startsWith("fe80:"))
    .map((a) => (a as os.NetworkInterfaceInfo).address);
}

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, portNumber: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: portNumber, timeout: 5_000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

const url = (host: string, pathname: string) => `http://${host.includes(":") ? `[${host}]` : host}:${port}${pathname}`;

beforeAll(async () => {
  port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexistep-loopback-"));
  // The operator's environment with HOST and PUBLIC_URL left to their defaults.
  const { HOST: _host, PUBLIC_URL: _publicUrl, PORT: _port, ...inherited } = process.env;
  server = startServer(
    {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      STARTER_DATA_DIR: fixtures,
      NODE_ENV: "test",
      CAPTCHA: "off",
      LOG_LEVEL: "info",
    },
    children,
    120_000,
  );
  await server.waitFor("Lexistep is listening");
}, 150_000);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await server.exited;
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the default HOST", () => {
  it("answers on 127.0.0.1", async () => {
    expect((await fetch(url("127.0.0.1", "/api/health"))).status).toBe(200);
  });

  it("answers on ::1 and trusts http://[::1]:PORT as the app's own origin", async (ctx) => {
    if (!ipv6Loopback) ctx.skip("this machine cannot listen on ::1 (no IPv6 loopback)");
    expect((await fetch(url("::1", "/api/health"))).status).toBe(200);
    const signIn = (origin: string) =>
      fetch(url("::1", "/api/auth/sign-in/anonymous"), {
        method: "POST",
        headers: { origin, "content-type": "application/json" },
        body: "{}",
      });
    const own = await signIn(`http://[::1]:${port}`);
    expect(own.status, await own.clone().text()).toBe(200);
    expect((await signIn("http://attacker.example")).status).toBe(403);
  });

  it("lists each address it accepts on in its start line", () => {
    const expected = ipv6Loopback ? [`127.0.0.1:${port}`, `[::1]:${port}`] : [`127.0.0.1:${port}`];
    expect(server.output()).toContain(`"addresses":${JSON.stringify(expected)}`);
  });

  it("is not reachable on this machine's other addresses", async (ctx) => {
    const external = externalAddresses();
    if (external.length === 0) ctx.skip("this machine has no address but loopback");
    for (const address of external) expect(await accepts(address, port), address).toBe(false);
  });

  it("on SIGTERM, answers the requests in flight on both addresses, then stops cleanly", async () => {
    // fetch keeps its connections open for the next request: each address holds an idle one.
    await fetch(url("127.0.0.1", "/api/health"));
    if (ipv6Loopback) await fetch(url("::1", "/api/health"));
    // A request whose body is still arriving on each address when the signal comes.
    const hosts = ipv6Loopback ? ["127.0.0.1", "::1"] : ["127.0.0.1"];
    const pending = await Promise.all(hosts.map((host) => startSlowSignIn(host)));
    server.child.kill("SIGTERM");
    await server.waitFor("shutting down");
    // One after the other, a second apart: ::1's request is still in flight after 127.0.0.1's is answered.
    for (const [i, request] of pending.entries()) {
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await request.finish(), hosts[i]).toMatch(/^HTTP\/1\.1 200 /);
    }
    // Under the server's own 10 s bound, past which it gives up waiting and exits with 1.
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain("stopped cleanly");
    for (const host of hosts) expect(await accepts(host, port), host).toBe(false);
  }, 30_000);
});

/**
 * POST /api/auth/sign-in/anonymous on a connection of its own, resolved once the server has taken the request
 * in, with its body held back until `finish`, which sends it and resolves to the server's final answer.
 */
async function startSlowSignIn(host: string): Promise<{ finish(): Promise<string> }> {
  const socket = net.connect({ host, port });
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let received = "";
  let onData = () => {};
  socket.on("data", (d) => {
    received += d;
    onData();
  });
  const ended = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  // With `Expect: 100-continue` the server answers "100 Continue" as it hands the request to the app, so the
  // test knows the request is in flight before any signal is sent, however slow the machine.
  socket.write(
    `POST /api/auth/sign-in/anonymous HTTP/1.1\r\nHost: ${origin.slice(7)}\r\nOrigin: ${origin}\r\n` +
      "Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\nExpect: 100-continue\r\n\r\n",
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no 100 Continue from ${host}: ${received}`)), 30_000);
    onData = () => {
      if (!received.startsWith("HTTP/1.1 100 ")) return;
      clearTimeout(timer);
      resolve();
    };
    onData();
  });
  return {
    finish: async () => {
      socket.write("{}");
      await ended;
      // What follows the interim "100 Continue".
      return received.slice(received.indexOf("\r\n\r\n") + 4);
    },
  };
}
