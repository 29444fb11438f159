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

/** No answer: the connection failed or dropped (worth a retry). */
export class ConnectionFailed extends Error {
  override name = "ConnectionFailed";
}

export interface Transport {
  /**
   * POSTs `body` as JSON to `baseUrl + path`. The whole exchange, headers and body, must end
   * within `timeoutMs`.
   * @throws AppError LLM_TIMEOUT, AppError LLM_PROVIDER_ERROR (answer too large), ConnectionFailed
   */
  post(path: string, body: unknown): Promise<RawAnswer>;
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
    async post(path, body) {
      const signal = AbortSignal.timeout(options.timeoutMs);
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
        if (signal.aborted) throw timedOut(options.timeoutMs);
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
