import type { ChildServer } from "./children";
import { runLoad } from "./http-load";
import { acceptedAll } from "./ingest-phases";
import type { GroupStats } from "./receiver-child";
import {
  FAILED_TRACES_PER_REQUEST,
  failedTraceBatch,
  runSalt,
  SPANS_PER_FAILED_TRACE,
} from "./webhooks-batches";
import { type Receiver, waitForDeliveries } from "./webhooks-setup";

/**
 * The fan-out phase: `events` failed traces sent as fast as the server takes them (OTLP/JSON,
 * FAILED_TRACES_PER_REQUEST a request), each a failure.detected event for every webhook; then
 * a wait until the receiver has every delivery. The clock runs from the first export sent to
 * the last delivery received, so the delays include the wait in the backlog the burst makes.
 */

export interface FanOutOptions {
  server: ChildServer;
  key: string;
  receiver: Receiver;
  /** The receiver group the webhooks point at. */
  group: string;
  events: number;
  webhooks: number;
  connections: number;
  timeoutSeconds: number;
  stallSeconds: number;
  say(text: string): void;
}

export interface FanOutResult {
  webhooks: number;
  eventsSent: number;
  spansSent: number;
  failedRequests: number;
  firstFailure: string | null;
  /** How long the exports took, s. */
  sendSeconds: number;
  owed: number;
  /** From the first export sent to the last delivery received, s. */
  wallSeconds: number;
  deliveriesPerSecond: number;
  receiver: GroupStats;
  duplicates: number;
  /** Cores busy over the phase: the server's, and the receiver's. */
  serverCpu: number;
  receiverCpu: number;
  /** Whether every delivery arrived, or the wait gave up. */
  outcome: "complete" | "timed out" | "stalled";
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");

export async function runFanOut(options: FanOutOptions): Promise<FanOutResult> {
  const { server, receiver, group, say } = options;
  const requests = Math.ceil(options.events / FAILED_TRACES_PER_REQUEST);
  const owed = requests * FAILED_TRACES_PER_REQUEST * options.webhooks;
  const salt = runSalt();
  const startMs = Date.now() - 600_000;
  const headers = { authorization: `Bearer ${options.key}`, "content-type": "application/json" };
  // Built before the clock starts: the phase measures the server, not JSON.stringify.
  const bodies = Array.from({ length: requests }, (_, n) => failedTraceBatch(n, salt, startMs));

  let eventsSent = 0;
  const report = (deliveries: number) =>
    say(`  ${int(eventsSent)} events sent, ${int(deliveries)} deliveries received`);
  const ticker = setInterval(() => {
    receiver.deliveries(group).then(report, () => {});
  }, 1000);

  const serverBefore = await server.cpuMicros();
  const receiverBefore = (await receiver.stats(group)).cpuMicros;
  const startedAt = Date.now();
  let load: Awaited<ReturnType<typeof runLoad>>;
  try {
    load = await runLoad({
      url: server.url,
      connections: options.connections,
      maxRequests: requests,
      next: (n) => ({ method: "POST", path: "/v1/traces", headers, body: bodies[n] as Buffer }),
      accept(status, body) {
        const ok = status === 200 && acceptedAll("json", body);
        if (ok) eventsSent += FAILED_TRACES_PER_REQUEST;
        return ok;
      },
    });
  } finally {
    clearInterval(ticker);
  }
  const wait = await waitForDeliveries(receiver, group, owed, {
    timeoutSeconds: options.timeoutSeconds,
    stallSeconds: options.stallSeconds,
    progress: report,
  });
  const stats = await receiver.stats(group);
  const serverMicros = (await server.cpuMicros()) - serverBefore;
  const elapsedMicros = (Date.now() - startedAt) * 1000;
  report(stats.deliveries);
  const wallSeconds = (Math.max(stats.lastAt, startedAt + 1) - startedAt) / 1000;
  return {
    webhooks: options.webhooks,
    eventsSent,
    spansSent: load.ok * FAILED_TRACES_PER_REQUEST * SPANS_PER_FAILED_TRACE,
    failedRequests: load.failed,
    firstFailure: load.firstFailure,
    sendSeconds: load.seconds,
    owed,
    wallSeconds,
    deliveriesPerSecond: stats.deliveries / wallSeconds,
    receiver: stats,
    duplicates: stats.requests - stats.deliveries,
    serverCpu: serverMicros / elapsedMicros,
    receiverCpu: (stats.cpuMicros - receiverBefore) / elapsedMicros,
    outcome: stats.deliveries >= owed ? "complete" : wait.outcome,
  };
}
