import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The webhook receiver of `pnpm bench:webhooks`, in its own process so its work is not the
 * load generator's: a node:http server on 127.0.0.1 that answers 200 at once and, per URL
 * group (the first path segment: /a/3 is group "a"), counts requests and distinct
 * X-Service-Delivery ids and keeps each delivery's delay (receipt − the event's `timestamp`).
 * Runs as a bench worker (children.ts startWorker): answers `{run: ReceiverQuery}` with
 * `{result}`.
 */

export type ReceiverQuery = { op: "url" } | { op: "counts" } | { op: "stats"; group: string };

/** Per group: requests, distinct deliveries, and the last receipt (epoch ms, 0 before any). */
export interface GroupCounts {
  requests: number;
  deliveries: number;
  lastAt: number;
}

export interface GroupStats extends GroupCounts {
  events: number;
  firstAt: number;
  /** Event → receipt, ms, over distinct deliveries. */
  delay: { p50: number; p95: number; p99: number; max: number };
  /** Bodies the receiver could not read (no timestamp or eventId). */
  unreadable: number;
  /** CPU this process has used since it started, µs. */
  cpuMicros: number;
}

interface Group {
  requests: number;
  unreadable: number;
  deliveries: Set<string>;
  events: Set<string>;
  delays: number[];
  firstAt: number;
  lastAt: number;
}

const groups = new Map<string, Group>();

function groupOf(url: string | undefined): Group {
  const name = (url ?? "/").split("/")[1] ?? "";
  let group = groups.get(name);
  if (!group) {
    group = {
      requests: 0,
      unreadable: 0,
      deliveries: new Set(),
      events: new Set(),
      delays: [],
      firstAt: 0,
      lastAt: 0,
    };
    groups.set(name, group);
  }
  return group;
}

function record(req: IncomingMessage, body: string, at: number): void {
  const group = groupOf(req.url);
  group.requests++;
  group.firstAt ||= at;
  group.lastAt = at;
  let event: { timestamp?: unknown; eventId?: unknown };
  try {
    event = JSON.parse(body) as typeof event;
  } catch {
    event = {};
  }
  const delivery = req.headers["x-service-delivery"];
  if (typeof event.timestamp !== "string" || typeof event.eventId !== "string" || !delivery) {
    group.unreadable++;
    return;
  }
  // A repeat (at-least-once) counts as a request, not as a delivery with a second delay.
  const key = `${event.eventId} ${delivery}`;
  if (group.deliveries.has(key)) return;
  group.deliveries.add(key);
  group.events.add(event.eventId);
  group.delays.push(at - Date.parse(event.timestamp));
}

const server = createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk: string) => {
    body += chunk;
  });
  req.on("end", () => {
    record(req, body, Date.now());
    res.writeHead(200, { "content-length": "0" });
    res.end();
  });
});
server.keepAliveTimeout = 60_000;

const nearestRank = (sorted: Float64Array, p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] as number);

function counts(): Record<string, GroupCounts> {
  const out: Record<string, GroupCounts> = {};
  for (const [name, g] of groups) {
    out[name] = { requests: g.requests, deliveries: g.deliveries.size, lastAt: g.lastAt };
  }
  return out;
}

function stats(name: string): GroupStats {
  const g = groups.get(name) ?? groupOf(`/${name}`);
  const sorted = Float64Array.from(g.delays).sort();
  const cpu = process.cpuUsage();
  return {
    requests: g.requests,
    deliveries: g.deliveries.size,
    events: g.events.size,
    firstAt: g.firstAt,
    lastAt: g.lastAt,
    delay: {
      p50: nearestRank(sorted, 0.5),
      p95: nearestRank(sorted, 0.95),
      p99: nearestRank(sorted, 0.99),
      max: sorted.length === 0 ? 0 : (sorted[sorted.length - 1] as number),
    },
    unreadable: g.unreadable,
    cpuMicros: cpu.user + cpu.system,
  };
}

function answer(query: ReceiverQuery): unknown {
  if (query.op === "url") return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (query.op === "counts") return counts();
  return stats(query.group);
}

server.listen(0, "127.0.0.1", () => {
  process.on("message", (message: { run?: ReceiverQuery }) => {
    if (message?.run) process.send?.({ result: answer(message.run) });
  });
  process.send?.({ ready: true });
});

const stop = () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("disconnect", stop);
