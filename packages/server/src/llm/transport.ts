/** The one place that speaks HTTP to the provider: POST JSON, read the answer, within a budget. */
import { Agent, type Dispatcher, request } from "undici";
import { AppError } from "../http/errors";
import { providerFailed, timedOut } from "./errors";

/** Answers bigger than this are refused (a large embeddings batch stays far below). */
const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** The caller's signal aborted the exchange; `reason` is the signal's (never retried). */
export class CallCancelled extends Error {
  override name = "CallCancelled";
  constructor(readonly reason: unknown) {
    super("the caller cancelled the provider call");
  }
}

/** No answer: the connection failed or dropped (worth a retry). */
export class ConnectionFailed extends Error {
  override name = "ConnectionFailed";
}

export interface Transport {
  /**
   * POSTs `body` as JSON to `baseUrl + path`. The whole exchange, headers and body, must end
   * within `timeoutMs`. When the budget runs out or `signal` aborts, the request is aborted and
   * its connection closed, so the provider stops working for nobody.
   * @throws AppError LLM_TIMEOUT, AppError LLM_PROVIDER_ERROR (answer too large), ConnectionFailed,
   *   CallCancelled
   */
  post(path: string, body: unknown, signal?: AbortSignal): Promise<RawAnswer>;
  close(): Promise<void>;
}

export interface TransportOptions {
  baseUrl: string;
  apiKey?: string | undefined;
  timeoutMs: number;
  /** A dispatcher the caller owns; without one the transport opens an Agent and closes it. */
  dispatcher?: Dispatcher | undefined;
}

export function createTransport(options: TransportOptions): Transport {
  const base = options.baseUrl.replace(/\/+$/, "");
  const owned = options.dispatcher ? null : new Agent({ connections: 64 });
  const dispatcher = options.dispatcher ?? (owned as Agent);
  const headers: Record<string, string> = {
    "content-type": "application/json",
    accept: "application/json",
  };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;

  return {
    async post(path, body, cancel) {
      if (cancel?.aborted) throw new CallCancelled(cancel.reason);
      const timeout = AbortSignal.timeout(options.timeoutMs);
      const signal = cancel ? AbortSignal.any([timeout, cancel]) : timeout;
      try {
        const res = await request(`${base}${path}`, {
          method: "POST",
          dispatcher,
          headers,
          body: JSON.stringify(body),
          signal,
        });
        const text = await readCapped(res.body, res.statusCode);
        return { status: res.statusCode, headers: flatten(res.headers), text };
      } catch (error) {
        if (cancel?.aborted) throw new CallCancelled(cancel.reason);
        if (timeout.aborted) throw timedOut(options.timeoutMs);
        if (error instanceof AppError) throw error;
        // The cause's message may name the host and port, never the key or the messages.
        throw new ConnectionFailed((error as Error).message);
      }
    },
    async close() {
      await owned?.close();
    },
  };
}

async function readCapped(body: AsyncIterable<Buffer>, status: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > MAX_ANSWER_BYTES) {
      throw providerFailed(status, `answer larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined)
      out[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}
