import { Agent, request } from "node:http";

/**
 * A closed-loop HTTP load generator: `connections` keep-alive connections, each sending its
 * next request as soon as the previous one is answered, for a time or a number of requests.
 * Every request's latency is kept (send to last byte of the answer), so percentiles are exact.
 * Used instead of autocannon where each request needs a different body or path built at the
 * moment it is sent.
 */

export interface LoadRequest {
  method: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface LoadOptions {
  url: string;
  connections: number;
  /** Stop sending after this long… */
  seconds?: number;
  /** …or after this many requests, whichever comes first. */
  maxRequests?: number;
  /** Request number `n` (0, 1, 2 … across all connections), built just before it is sent. */
  next(n: number, connection: number): LoadRequest;
  /** Whether an answer is a success; the first failure's status and body are reported. */
  accept(status: number, body: Buffer): boolean;
}

export interface LoadResult {
  requests: number;
  ok: number;
  failed: number;
  firstFailure: string | null;
  seconds: number;
  /** Latencies in ms, ascending. */
  latencies: Float64Array;
}

interface Answer {
  status: number;
  body: Buffer;
}

function send(agent: Agent, target: URL, req: LoadRequest): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { ...req.headers };
    if (req.body) headers["content-length"] = req.body.length;
    const outgoing = request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.path,
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on("error", (error) => resolve({ status: 0, body: Buffer.from(String(error)) }));
      },
    );
    outgoing.on("error", (error) => resolve({ status: 0, body: Buffer.from(String(error)) }));
    outgoing.end(req.body);
  });
}

/** The p-quantile (0–1) of ascending values, nearest rank. */
export function quantile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank] as number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = new URL(options.url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let issued = 0;
  let ok = 0;
  let failed = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  const deadline = started + (options.seconds ?? Number.POSITIVE_INFINITY) * 1000;
  const maxRequests = options.maxRequests ?? Number.POSITIVE_INFINITY;

  const connection = async (index: number) => {
    while (issued < maxRequests && performance.now() < deadline) {
      const req = options.next(issued++, index);
      const sentAt = performance.now();
      const answer = await send(agent, target, req);
      latencies.push(performance.now() - sentAt);
      if (options.accept(answer.status, answer.body)) ok++;
      else {
        failed++;
        firstFailure ??= `${req.method} ${req.path} → ${answer.status} ${answer.body.toString("utf8", 0, 300)}`;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, (_, i) => connection(i)));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return {
    requests: issued,
    ok,
    failed,
    firstFailure,
    seconds,
    latencies: Float64Array.from(latencies).sort(),
  };
}
