import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupFunction } from "node:net";
import type { Agent } from "undici";
import { addressKind, describeKind, hostKind, isAllowedKind } from "./outbound-addresses";

export { addressKind };

/** Resolves a host name to all of its addresses. */
export type LookupFn = (hostname: string) => Promise<{ address: string; family: 4 | 6 }[]>;

export interface OutboundOptions {
  /** `--dev`: admits http:// and loopback targets; private and metadata stay refused. */
  dev: boolean;
  /** Defaults to the system resolver (`dns.lookup` with `all` and `verbatim`). */
  lookup?: LookupFn;
}

/**
 * A webhook, callback or channel URL that Vigil will not deliver to. `reason` is stable
 * ("scheme", "credentials", "invalid-url", "no-host", "unresolvable", or an address kind
 * such as "private"); `message` is a sentence for the user.
 */
export class UnsafeUrlError extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = "UnsafeUrlError";
  }
}

/** A delivery that did not finish within its time budget. */
export class OutboundTimeoutError extends Error {
  constructor(
    readonly origin: string,
    readonly timeoutMs: number,
  ) {
    super(`POST to ${origin} timed out after ${timeoutMs} ms`);
    this.name = "OutboundTimeoutError";
  }
}

const systemLookup: LookupFn = async (hostname) => {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

/**
 * The checks that need no DNS: scheme (https, or http with `--dev`), no credentials, a
 * host, and IP-literal or `localhost` hosts. Returns the user-facing problem or null; for
 * zod refinements.
 * @example urlProblem("http://hooks.example.com", false)
 *   // "url must use https (http:// is allowed only with --dev)"
 */
export function urlProblem(url: string, dev: boolean): string | null {
  const parsed = parseUrl(url, dev);
  return parsed instanceof UnsafeUrlError ? parsed.message : null;
}

/**
 * Everything `urlProblem` checks, then resolves the host and refuses it when any of its
 * addresses is not allowed. Used when a webhook or channel is created or updated.
 * @example await checkOutboundUrl("https://hooks.example.com/vigil", { dev: false })
 * @throws UnsafeUrlError
 */
export async function checkOutboundUrl(url: string, options: OutboundOptions): Promise<URL> {
  const parsed = parseUrl(url, options.dev);
  if (parsed instanceof UnsafeUrlError) throw parsed;
  if (hostKind(parsed.hostname) === null) {
    await resolveAllowed(parsed.hostname, options.lookup ?? systemLookup, options.dev);
  }
  return parsed;
}

/**
 * A `net.connect` lookup that resolves with `options.lookup` and fails the connection
 * when any answer is not allowed, so a DNS answer that changed since creation (rebinding)
 * never reaches the socket.
 */
export function createGuardedLookup(options: OutboundOptions): LookupFunction {
  const lookup = options.lookup ?? systemLookup;
  return (hostname, dnsOptions, callback) => {
    resolveAllowed(hostname, lookup, options.dev).then(
      (answers) => {
        const family = familyNumber(dnsOptions.family);
        const usable = family ? answers.filter((a) => a.family === family) : answers;
        const [first] = usable;
        if (!first) {
          callback(unresolvable(hostname, `no IPv${family} address`), "", 0);
        } else if (dnsOptions.all) {
          callback(null, usable);
        } else {
          callback(null, first.address, first.family);
        }
      },
      (error: Error) => callback(error, "", 0),
    );
  };
}

export interface OutboundResponse {
  status: number;
  /** The first `maxBodyBytes` bytes of the response body, decoded as UTF-8. */
  body: string;
  timeMs: number;
  headers: Record<string, string>;
}

export interface OutboundClient {
  /**
   * POSTs `body` to `url`. Redirects are not followed (a 3xx is returned like any other
   * status); at most `maxBodyBytes` (64 KiB) of the response is read; the whole exchange
   * is aborted after `timeoutMs` (10 s) with an OutboundTimeoutError. The URL is checked
   * again, and the connection's resolved addresses are checked before anything is sent.
   * @throws UnsafeUrlError, OutboundTimeoutError, or the network error
   */
  post(
    url: string,
    body: string | Uint8Array,
    headers: Record<string, string>,
    options?: { timeoutMs?: number; maxBodyBytes?: number; signal?: AbortSignal },
  ): Promise<OutboundResponse>;
  close(): Promise<void>;
}

/**
 * The one HTTP client for webhook and channel deliveries.
 * @example
 * const client = createOutboundClient({ dev: config.dev });
 * const res = await client.post(url, JSON.stringify(event), { "content-type": "application/json" });
 * await client.close();
 */
export function createOutboundClient(
  options: OutboundOptions & { connections?: number },
): OutboundClient {
  // undici is loaded with the first delivery: a server that sends nothing never pays for it.
  let client: Promise<{ agent: Agent; request: typeof import("undici").request }> | undefined;
  let closed = false;
  const connect = () => {
    if (closed) throw new Error("the outbound client is closed");
    client ??= import("undici").then(({ Agent, request }) => ({
      agent: new Agent({
        connections: options.connections ?? 16,
        connect: { lookup: createGuardedLookup(options) },
      }),
      request,
    }));
    return client;
  };
  return {
    async post(url, body, headers, { timeoutMs = 10_000, maxBodyBytes = 64 * 1024, signal } = {}) {
      const target = parseUrl(url, options.dev);
      if (target instanceof UnsafeUrlError) throw target;
      const { agent, request } = await connect();
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new OutboundTimeoutError(target.origin, timeoutMs)),
        timeoutMs,
      );
      // The caller's signal (a cancelled evaluation run) stops the exchange like the timeout.
      const stop = () => controller.abort(signal?.reason);
      if (signal?.aborted) stop();
      signal?.addEventListener("abort", stop, { once: true });
      const started = performance.now();
      try {
        const res = await request(target, {
          method: "POST",
          dispatcher: agent,
          body,
          headers,
          signal: controller.signal,
        });
        const text = await readCapped(res.body, maxBodyBytes);
        return {
          status: res.statusCode,
          body: text,
          timeMs: Math.round(performance.now() - started),
          headers: flattenHeaders(res.headers),
        };
      } catch (error) {
        throw controller.signal.aborted ? controller.signal.reason : error;
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener("abort", stop);
      }
    },
    close: async () => {
      closed = true;
      await (await client)?.agent.close();
    },
  };
}

function parseUrl(url: string, dev: boolean): URL | UnsafeUrlError {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return new UnsafeUrlError("invalid-url", "url is not a valid absolute URL");
  }
  if (parsed.protocol !== "https:" && !(dev && parsed.protocol === "http:")) {
    const message =
      parsed.protocol === "http:"
        ? "url must use https (http:// is allowed only with --dev)"
        : `url must use ${dev ? "https or http" : "https"}, not ${parsed.protocol.slice(0, -1)}`;
    return new UnsafeUrlError("scheme", message);
  }
  if (parsed.username || parsed.password) {
    return new UnsafeUrlError("credentials", "url must not contain credentials (user:pass@)");
  }
  if (!parsed.hostname) return new UnsafeUrlError("no-host", "url must have a host");
  const kind = hostKind(parsed.hostname);
  if (kind !== null && !isAllowedKind(kind, dev)) {
    const devOnly = kind === "loopback" ? " (allowed only with --dev)" : "";
    return new UnsafeUrlError(
      kind,
      `url host ${parsed.hostname} is ${describeKind(kind)}${devOnly}`,
    );
  }
  return parsed;
}

async function resolveAllowed(
  hostname: string,
  lookup: LookupFn,
  dev: boolean,
): Promise<{ address: string; family: 4 | 6 }[]> {
  let answers: { address: string; family: 4 | 6 }[];
  try {
    answers = await lookup(hostname);
  } catch (error) {
    throw unresolvable(hostname, (error as NodeJS.ErrnoException).code ?? String(error));
  }
  if (answers.length === 0) throw unresolvable(hostname, "no addresses");
  for (const { address } of answers) {
    const kind = addressKind(address);
    if (kind === null || isAllowedKind(kind, dev)) continue;
    const devOnly = kind === "loopback" ? ", allowed only with --dev" : "";
    throw new UnsafeUrlError(kind, `url resolves to ${describeKind(kind)} (${address})${devOnly}`);
  }
  return answers;
}

function familyNumber(family: number | "IPv4" | "IPv6" | undefined): 0 | 4 | 6 {
  if (family === 4 || family === "IPv4") return 4;
  return family === 6 || family === "IPv6" ? 6 : 0;
}

function unresolvable(hostname: string, detail: string): UnsafeUrlError {
  return new UnsafeUrlError(
    "unresolvable",
    `url host ${hostname} could not be resolved (${detail})`,
  );
}

/** Stops reading, and so drops the connection, once `max` bytes are in. */
async function readCapped(body: AsyncIterable<Buffer>, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    const part = chunk.subarray(0, Math.max(0, max - size));
    chunks.push(part);
    size += part.length;
    if (size >= max) break;
  }
  return Buffer.concat(chunks).toString("utf8");
}

function flattenHeaders(headers: Record<string, string | string[] | undefined>) {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}
