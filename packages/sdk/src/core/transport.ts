import type { RecorderOptions } from "./batcher";
import {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  VigilError,
} from "./errors";
import { integerAtLeast } from "./options";
import { Page, type PageBody, PagePromise } from "./pagination";
import { type AttemptOutcome, decideRetry } from "./retry";

/**
 * The `fetch` the client calls: the global one by default, or any compatible function.
 * @example
 * new Vigil({ baseUrl, apiKey, fetch: (url, init) => fetch(url, { ...init, keepalive: true }) })
 */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Options of `new Vigil(...)`.
 * @example
 * new Vigil({ baseUrl: "http://127.0.0.1:4318", apiKey, timeoutMs: 10_000, maxRetries: 5 })
 */
export interface ClientOptions {
  /** Where Vigil listens, e.g. `http://127.0.0.1:4318`. */
  baseUrl: string;
  /** An API key (`vgl_…`); only the health endpoints and auth config work without one. */
  apiKey?: string;
  /** Per attempt, in ms, including reading the body. Default 60 000. */
  timeoutMs?: number;
  /** Retries after the first attempt on network errors, timeouts, 408, 429 and 5xx. Default 2. */
  maxRetries?: number;
  /** Replaces the global `fetch` (tests, proxies, instrumentation). */
  fetch?: Fetch;
  /** Sent with every request. */
  defaultHeaders?: Record<string, string>;
  /** The background sender of `vigil.traces.start()` traces: interval, batch, queue cap, onError. */
  recorder?: RecorderOptions;
}

/**
 * Options of a single call; they override the client's.
 * @example
 * await vigil.agents.create({ name: "x" }, { idempotencyKey: "create-x", timeoutMs: 5_000 })
 */
export interface RequestOptions {
  /** Sent as `Idempotency-Key` on POST (default: a new UUID per call, kept across its retries). */
  idempotencyKey?: string;
  timeoutMs?: number;
  maxRetries?: number;
  /** Aborts the call, including any wait before a retry. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** How to read a success body: its `data`, its `{message}`, or the body as it is. */
export type Envelope = "data" | "message" | "bare";

export interface RequestSpec {
  method: HttpMethod;
  path: string;
  query?: QueryParams | undefined;
  body?: unknown;
  envelope?: Envelope;
}

const DEFAULT_TIMEOUT_MS = 60_000;
const DEFAULT_MAX_RETRIES = 2;

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new APIUserAbortError({ cause: signal.reason }));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError({ cause: signal?.reason }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function parseBody(text: string, contentType: string | null): unknown {
  if (text === "") return undefined;
  if (contentType?.includes("json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function unwrap(body: unknown, envelope: Envelope): unknown {
  if (envelope === "bare") return body;
  if (typeof body !== "object" || body === null) {
    throw new VigilError("Expected a JSON envelope in the response");
  }
  if (envelope === "message") return { message: (body as { message?: unknown }).message };
  return (body as { data?: unknown }).data;
}

type Attempt =
  | { kind: "response"; response: Response; body: unknown }
  | { kind: "network-error"; error: unknown }
  | { kind: "timeout"; error: unknown };

/** The one place that talks HTTP: headers, timeouts, retries, envelopes, errors. */
export class Transport {
  readonly baseUrl: string;
  readonly #apiKey: string | undefined;
  readonly #timeoutMs: number;
  readonly #maxRetries: number;
  readonly #fetch: Fetch;
  readonly #defaultHeaders: Record<string, string>;

  constructor(options: ClientOptions) {
    if (!/^https?:\/\//i.test(options.baseUrl ?? "")) {
      throw new VigilError(`baseUrl must be an http(s) URL, got ${String(options.baseUrl)}`);
    }
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.#apiKey = options.apiKey;
    this.#timeoutMs = integerAtLeast("timeoutMs", options.timeoutMs ?? DEFAULT_TIMEOUT_MS, 1);
    this.#maxRetries = integerAtLeast("maxRetries", options.maxRetries ?? DEFAULT_MAX_RETRIES, 0);
    this.#fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
    this.#defaultHeaders = { ...options.defaultHeaders };
  }

  get<T>(path: string, options?: RequestOptions, query?: QueryParams): Promise<T> {
    return this.request<T>({ method: "GET", path, query }, options);
  }

  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>({ method: "POST", path, body }, options);
  }

  put<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>({ method: "PUT", path, body }, options);
  }

  patch<T>(path: string, body: unknown, options?: RequestOptions): Promise<T> {
    return this.request<T>({ method: "PATCH", path, body }, options);
  }

  /** DELETE; resolves to the server's `{message}`. */
  delete(path: string, options?: RequestOptions): Promise<{ message: string }> {
    return this.request({ method: "DELETE", path, envelope: "message" }, options);
  }

  /** A page-numbered list: awaitable for one page, iterable over every item. */
  getPage<Item>(
    path: string,
    query: QueryParams = {},
    options?: RequestOptions,
  ): PagePromise<Item> {
    const load = async (page: number | undefined, cursor?: string): Promise<Page<Item>> => {
      const pageQuery =
        page === undefined
          ? query
          : cursor === undefined
            ? { ...query, page }
            : { ...query, cursor };
      const body = await this.request<PageBody<Item>>(
        { method: "GET", path, query: pageQuery, envelope: "bare" },
        options,
      );
      return new Page(body, load);
    };
    return new PagePromise(() => load(undefined));
  }

  async request<T>(spec: RequestSpec, options: RequestOptions = {}): Promise<T> {
    const maxRetries = integerAtLeast("maxRetries", options.maxRetries ?? this.#maxRetries, 0);
    const timeoutMs = integerAtLeast("timeoutMs", options.timeoutMs ?? this.#timeoutMs, 1);
    const url = this.#url(spec);
    const init: RequestInit = { method: spec.method, headers: this.#headers(spec, options) };
    if (spec.body !== undefined) init.body = JSON.stringify(spec.body);

    for (let retriesDone = 0; ; retriesDone++) {
      const attempt = await this.#attempt(url, init, timeoutMs, options.signal);
      if (attempt.kind === "response" && attempt.response.ok) {
        return unwrap(attempt.body, spec.envelope ?? "data") as T;
      }
      const outcome: AttemptOutcome =
        attempt.kind === "response"
          ? { kind: "response", status: attempt.response.status, headers: attempt.response.headers }
          : { kind: attempt.kind };
      const decision = decideRetry(outcome, retriesDone, maxRetries);
      if (decision.retry) {
        await sleep(decision.delayMs, options.signal);
        continue;
      }
      if (attempt.kind === "response") {
        throw APIError.generate(attempt.response.status, attempt.body, attempt.response.headers);
      }
      if (attempt.kind === "timeout") {
        throw new APIConnectionTimeoutError(timeoutMs, { cause: attempt.error });
      }
      throw new APIConnectionError(`Connection error: ${describe(attempt.error)}`, {
        cause: attempt.error,
      });
    }
  }

  #url({ path, query }: RequestSpec): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) search.set(name, String(value));
    }
    const qs = search.toString();
    return `${this.baseUrl}${path}${qs ? `?${qs}` : ""}`;
  }

  #headers(spec: RequestSpec, options: RequestOptions): Headers {
    const headers = new Headers({ accept: "application/json" });
    if (this.#apiKey) headers.set("authorization", `Bearer ${this.#apiKey}`);
    if (spec.body !== undefined) headers.set("content-type", "application/json");
    for (const [name, value] of Object.entries(this.#defaultHeaders)) headers.set(name, value);
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    if (spec.method === "POST") {
      const key = options.idempotencyKey ?? headers.get("idempotency-key") ?? newIdempotencyKey();
      headers.set("idempotency-key", key);
    }
    return headers;
  }

  /** One request with its own timeout; reading the body counts toward it. */
  async #attempt(
    url: string,
    init: RequestInit,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Attempt> {
    if (signal?.aborted) throw new APIUserAbortError({ cause: signal.reason });
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      const response = await this.#fetch(url, { ...init, signal: controller.signal });
      const body = parseBody(await response.text(), response.headers.get("content-type"));
      return { kind: "response", response, body };
    } catch (error) {
      if (signal?.aborted) throw new APIUserAbortError({ cause: error });
      return { kind: timedOut ? "timeout" : "network-error", error };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
