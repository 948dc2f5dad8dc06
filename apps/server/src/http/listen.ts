import type { ServerResponse } from "node:http";
import net from "node:net";
import type { FastifyInstance } from "fastify";
import { LOOPBACK_HOST } from "../config";

/** The errors of a machine without IPv6 loopback (IPv6 disabled, or a container without it). */
const NO_IPV6 = new Set(["EADDRNOTAVAIL", "EAFNOSUPPORT"]);

/**
 * `app.listen` on `host`, or for {@link LOOPBACK_HOST} on 127.0.0.1 and on ::1 when the machine has it.
 * Resolves to the addresses it accepts connections on, e.g. `["127.0.0.1:3000", "[::1]:3000"]`.
 * `app.close()` stops every address and waits for the requests in flight on all of them.
 *
 * Fastify's own handling of "localhost" binds only what the resolver returns, and many systems list
 * `localhost` for IPv4 alone, which would leave http://[::1]:PORT refused. A wildcard address (`::`) would
 * answer other machines. So ::1 gets a listener of its own that hands each connection to the one HTTP
 * server: both addresses share its handler, time-outs, limits and shutdown.
 */
export async function listen(app: FastifyInstance, port: number, host: string): Promise<string[]> {
  if (host !== LOOPBACK_HOST) {
    await app.listen({ port, host });
    return [formatAddress(host, port)];
  }

  const ipv6Sockets = new Set<net.Socket>();
  const ipv6InFlight = new Set<ServerResponse>();
  let whenIdle: (() => void)[] = [];
  const ipv6 = net.createServer((socket) => {
    ipv6Sockets.add(socket);
    socket.once("close", () => ipv6Sockets.delete(socket));
    app.server.emit("connection", socket);
  });
  // Fastify's close waits for the requests in flight on the address it listens on, not for those that came
  // through ::1. Before it goes on to its onClose hooks (which stop imports and close worker pools) and
  // closes idle connections, ::1 stops accepting and its requests in flight are answered.
  app.addHook("preClose", async () => {
    if (ipv6.listening) ipv6.close();
    if (ipv6InFlight.size > 0) await new Promise<void>((resolve) => whenIdle.push(resolve));
  });

  await app.listen({ port, host: "127.0.0.1" });
  app.server.prependListener("request", (request, response: ServerResponse) => {
    if (!ipv6Sockets.has(request.socket as net.Socket)) return;
    ipv6InFlight.add(response);
    response.once("close", () => {
      ipv6InFlight.delete(response);
      if (ipv6InFlight.size > 0) return;
      const waiting = whenIdle;
      whenIdle = [];
      for (const resolve of waiting) resolve();
    });
  });
  // However the HTTP server comes to close, ::1 must not keep handing it connections.
  app.server.once("close", () => {
    if (ipv6.listening) ipv6.close();
  });

  try {
    await new Promise<void>((resolve, reject) => {
      ipv6.once("error", reject);
      ipv6.listen({ port, host: "::1", ipv6Only: true }, () => {
        ipv6.off("error", reject);
        resolve();
      });
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (!NO_IPV6.has(code)) {
      await app.close();
      throw error;
    }
    app.log.info({ code }, "no IPv6 loopback (::1) on this machine: listening on 127.0.0.1 only");
    return [formatAddress("127.0.0.1", port)];
  }
  return [formatAddress("127.0.0.1", port), formatAddress("::1", port)];
}

function formatAddress(host: string, port: number): string {
  return `${host.includes(":") ? `[${host}]` : host}:${port}`;
}
