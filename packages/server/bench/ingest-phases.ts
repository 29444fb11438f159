import { decodeTraceResponseProtobuf } from "../src/otlp/protobuf";
import type { ChildServer } from "./children";
import { type LoadResult, runLoad } from "./http-load";
import { type BatchTemplate, type Encoding, stamp } from "./otlp-batches";

/**
 * One load phase of the ingest bench: POST /v1/traces with pre-encoded batches, each request
 * re-stamped with fresh ids, on `connections` connections; and the server's memory sampled
 * every second while a phase runs, when asked.
 */

export interface PhaseResult {
  label: string;
  load: LoadResult;
  spans: number;
  spansPerSecond: number;
  /** CPU in cores over the phase: the server's and this process's (the load generator). */
  serverCpu: number;
  loadCpu: number;
  serverMicrosPerSpan: number;
}

export interface MemorySample {
  at: number;
  rss: number;
  heapUsed: number;
}

export interface PhaseOptions {
  label: string;
  server: ChildServer;
  key: string;
  encoding: Encoding;
  templates: BatchTemplate[];
  connections: number;
  /** The first request's number; request numbers decide the ids and must never repeat. */
  firstSeq: number;
  seconds?: number;
  maxRequests?: number;
  /** Samples the server's memory every second into this array while the phase runs. */
  memory?: MemorySample[];
  /**
   * Protobuf GenAI log batches for the same spans: each span batch is followed by its logs
   * batch (POST /v1/logs, same ids), on whichever connection is free, so logs arrive before
   * or after their spans as they do from a real application.
   */
  logTemplates?: BatchTemplate[];
}

const CONTENT_TYPES: Record<Encoding, string> = {
  protobuf: "application/x-protobuf",
  json: "application/json",
};

/** An OTLP answer that refuses no span: empty (protobuf) or `{}` without partialSuccess. */
export function acceptedAll(encoding: Encoding, body: Buffer): boolean {
  try {
    if (encoding === "protobuf") {
      return decodeTraceResponseProtobuf(body).partialSuccess === undefined;
    }
    return (
      (JSON.parse(body.toString("utf8")) as { partialSuccess?: unknown }).partialSuccess ===
      undefined
    );
  } catch {
    return false;
  }
}

function sampleMemory(server: ChildServer, into: MemorySample[]): () => Promise<void> {
  const started = performance.now();
  let pending: Promise<void> = Promise.resolve();
  const take = () => {
    pending = server.memory().then(({ rss, heapUsed }) => {
      into.push({ at: (performance.now() - started) / 1000, rss, heapUsed });
    });
  };
  take();
  const timer = setInterval(take, 1000);
  return async () => {
    clearInterval(timer);
    await pending;
    take();
    await pending;
  };
}

export async function runPhase(options: PhaseOptions): Promise<PhaseResult> {
  const { encoding, templates, server } = options;
  const headers = {
    authorization: `Bearer ${options.key}`,
    "content-type": CONTENT_TYPES[encoding],
  };
  // Each connection stamps its own copies: a buffer is never rewritten while it is in flight.
  const copies: Buffer[][] = Array.from({ length: options.connections }, () => []);
  const logCopies: Buffer[][] = Array.from({ length: options.connections }, () => []);
  const logs = options.logTemplates;
  const logHeaders = { ...headers, "content-type": CONTENT_TYPES.protobuf };
  const stopSampling = options.memory ? sampleMemory(server, options.memory) : null;
  const serverBefore = await server.cpuMicros();
  const loadBefore = process.cpuUsage();
  const started = performance.now();
  const load = await runLoad({
    url: server.url,
    connections: options.connections,
    ...(options.seconds === undefined ? {} : { seconds: options.seconds }),
    ...(options.maxRequests === undefined ? {} : { maxRequests: options.maxRequests }),
    next(n, connection) {
      const seq = options.firstSeq + (logs ? n >> 1 : n);
      const index = seq % templates.length;
      if (logs && n % 2 === 1) {
        const template = logs[index] as BatchTemplate;
        const own = logCopies[connection] as Buffer[];
        let bytes = own[index];
        if (!bytes) {
          bytes = Buffer.from(template.bytes);
          own[index] = bytes;
        }
        stamp(bytes, template, seq);
        return { method: "POST", path: "/v1/logs", headers: logHeaders, body: bytes };
      }
      const template = templates[index] as BatchTemplate;
      const own = copies[connection] as Buffer[];
      let bytes = own[index];
      if (!bytes) {
        bytes = Buffer.from(template.bytes);
        own[index] = bytes;
      }
      stamp(bytes, template, seq);
      return { method: "POST", path: "/v1/traces", headers, body: bytes };
    },
    accept: (status, body) => status === 200 && acceptedAll(encoding, body),
  });
  const elapsedMicros = (performance.now() - started) * 1000;
  const loadCpu = process.cpuUsage(loadBefore);
  const serverMicros = (await server.cpuMicros()) - serverBefore;
  await stopSampling?.();
  const spansPerBatch = templates[0]?.spans ?? 0;
  // With logs, every other request is a logs batch: spans count span batches only.
  const spans = (logs ? Math.floor(load.ok / 2) : load.ok) * spansPerBatch;
  return {
    label: options.label,
    load,
    spans,
    spansPerSecond: spans / load.seconds,
    serverCpu: serverMicros / elapsedMicros,
    loadCpu: (loadCpu.user + loadCpu.system) / elapsedMicros,
    serverMicrosPerSpan: serverMicros / Math.max(1, spans),
  };
}

/**
 * Two phases of the same target as one: their spans over their seconds, CPU weighted by
 * time, latencies pooled. The logs comparison runs each target in two halves, A B B A, so a
 * neighbour that speeds up or slows down the machine during a round weighs on both alike.
 */
export function combinePhases(a: PhaseResult, b: PhaseResult): PhaseResult {
  const spans = a.spans + b.spans;
  const seconds = a.load.seconds + b.load.seconds;
  const latencies = Float64Array.from([...a.load.latencies, ...b.load.latencies]).sort();
  const weighted = (x: number, y: number) => (x * a.load.seconds + y * b.load.seconds) / seconds;
  const serverMicros = a.serverMicrosPerSpan * a.spans + b.serverMicrosPerSpan * b.spans;
  return {
    label: a.label,
    load: {
      requests: a.load.requests + b.load.requests,
      ok: a.load.ok + b.load.ok,
      failed: a.load.failed + b.load.failed,
      firstFailure: a.load.firstFailure ?? b.load.firstFailure,
      seconds,
      latencies,
    },
    spans,
    spansPerSecond: spans / seconds,
    serverCpu: weighted(a.serverCpu, b.serverCpu),
    loadCpu: weighted(a.loadCpu, b.loadCpu),
    serverMicrosPerSpan: serverMicros / Math.max(1, spans),
  };
}
