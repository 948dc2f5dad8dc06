import net from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { canListenOn } from "../../test/server-process";
import { LOOPBACK_HOST } from "../config";
import { listen } from "./listen";

const ipv6Loopback = await canListenOn("::1");

/** A port free on 127.0.0.1 (and, where the machine has it, on ::1) right now. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    if (!ipv6Loopback) return port;
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "::1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

async function answers(host: string, port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://${host.includes(":") ? `[${host}]` : host}:${port}/ping`);
    return (await res.text()) === "pong";
  } catch {
    return false;
  }
}

let app: FastifyInstance | undefined;
function pingApp(): FastifyInstance {
  app = Fastify({ logger: false, forceCloseConnections: "idle" });
  app.get("/ping", async () => "pong");
  return app;
}
afterEach(async () => {
  vi.restoreAllMocks();
  await app?.close();
  app = undefined;
});

describe("listen", () => {
  it("on the loopback default, answers on 127.0.0.1 and ::1, and close stops both", async (ctx) => {
    if (!ipv6Loopback) ctx.skip("this machine cannot listen on ::1 (no IPv6 loopback)");
    const port = await freePort();
    const server = pingApp();
    expect(await listen(server, port, LOOPBACK_HOST)).toEqual([`127.0.0.1:${port}`, `[::1]:${port}`]);
    expect(await answers("127.0.0.1", port)).toBe(true);
    expect(await answers("::1", port)).toBe(true);
    await server.close();
    expect(await answers("127.0.0.1", port)).toBe(false);
    expect(await answers("::1", port)).toBe(false);
  });

  it("on a machine without IPv6 loopback, listens on 127.0.0.1 alone", async () => {
    const realListen = net.Server.prototype.listen;
    // ::1 refused the way a kernel with IPv6 turned off refuses it.
    vi.spyOn(net.Server.prototype, "listen").mockImplementation(function (this: net.Server, ...args: unknown[]) {
      const options = args[0] as net.ListenOptions | undefined;
      if (typeof options === "object" && options?.host === "::1") {
        const error = Object.assign(new Error("listen EADDRNOTAVAIL: address not available ::1"), {
          code: "EADDRNOTAVAIL",
        });
        process.nextTick(() => this.emit("error", error));
        return this;
      }
      return (realListen as (...a: unknown[]) => net.Server).apply(this, args);
    });
    const port = await freePort();
    const server = pingApp();
    expect(await listen(server, port, LOOPBACK_HOST)).toEqual([`127.0.0.1:${port}`]);
    expect(await answers("127.0.0.1", port)).toBe(true);
  });

  it("fails, and leaves 127.0.0.1 free, when another program holds the port on ::1", async (ctx) => {
    if (!ipv6Loopback) ctx.skip("this machine cannot listen on ::1 (no IPv6 loopback)");
    const port = await freePort();
    const other = net.createServer();
    await new Promise<void>((resolve) => other.listen({ port, host: "::1", ipv6Only: true }, resolve));
    try {
      await expect(listen(pingApp(), port, LOOPBACK_HOST)).rejects.toMatchObject({ code: "EADDRINUSE" });
      expect(await canBind("127.0.0.1", port)).toBe(true);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });

  it("on any other HOST, listens on that address only", async () => {
    const port = await freePort();
    const server = pingApp();
    expect(await listen(server, port, "127.0.0.1")).toEqual([`127.0.0.1:${port}`]);
    expect(await answers("127.0.0.1", port)).toBe(true);
    if (ipv6Loopback) expect(await answers("::1", port)).toBe(false);
  });
});

function canBind(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}
