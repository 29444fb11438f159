/**
 * An OpenAI-compatible server for tests: `/v1/chat/completions` answers by scripted rules
 * (else an echo), `/v1/embeddings` with deterministic vectors. Answers have OpenAI's shapes.
 */
import { createHash } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A request body as received (the OpenAI request shape, loosely). */
export interface FakeRequestBody {
  model?: string;
  messages?: { role: string; content: string }[];
  input?: string | string[];
  response_format?: { type: string };
  [key: string]: unknown;
}

export interface FakeRule {
  /** Tested against the message contents joined by newlines (or the embedding inputs). */
  match?: RegExp | ((body: FakeRequestBody) => boolean);
  /** Which endpoint the rule answers; chat by default. */
  endpoint?: "chat" | "embeddings";
  /** The assistant's content: a string as is, an object as its JSON. */
  reply?: string | object | ((body: FakeRequestBody) => string | object);
  /** A status other than 200; ≥ 400 answers an OpenAI error body unless `body` is given. */
  status?: number;
  /** The raw HTTP body, e.g. text that is not JSON. */
  body?: string;
  headers?: Record<string, string>;
  /** Waits this long before answering anything. */
  delayMs?: number;
  /** How many requests the rule answers; unlimited when absent. */
  times?: number;
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** Answers 400 to requests with a json_schema response_format (and no others). */
  rejectJsonSchema?: boolean;
}

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: FakeRequestBody;
  /** performance.now() when the request arrived and when its answer ended. */
  startedAt: number;
  endedAt?: number;
  /** True when the client closed the connection before the answer was sent (an aborted call). */
  abandoned?: boolean;
}

export interface FakeLlm {
  /** `http://127.0.0.1:PORT/v1`, for VIGIL_LLM_BASE_URL. */
  url: string;
  requests: FakeRequest[];
  /** Adds a rule after the ones already there (the first matching rule answers). */
  script(rule: FakeRule): void;
  /** Forgets rules, requests and the in-flight high-water mark. */
  reset(): void;
  /** Requests being answered now, and the most there have been at once. */
  readonly inFlight: number;
  readonly maxInFlight: number;
  /** Resolves once `count` requests have arrived since the last reset (at once if they have). */
  arrived(count: number): Promise<FakeRequest>;
  /** Resolves once `request`'s answer was sent or its connection closed (at once if so). */
  ended(request: FakeRequest): Promise<FakeRequest>;
  close(): Promise<void>;
}

export const FAKE_EMBEDDING_DIMENSIONS = 64;

export async function startFakeLlm(options: { rules?: FakeRule[] } = {}): Promise<FakeLlm> {
  let rules: FakeRule[] = [...(options.rules ?? [])];
  const requests: FakeRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const state = { inFlight: 0, maxInFlight: 0 };
  // Tests wait on these instead of on time: "request" when one arrives, "end" when it ends.
  const events = new EventEmitter().setMaxListeners(0);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let body: FakeRequestBody;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as FakeRequestBody;
      } catch {
        body = {};
      }
      const record: FakeRequest = {
        path: req.url ?? "",
        headers: req.headers,
        body,
        startedAt: performance.now(),
      };
      requests.push(record);
      events.emit("request");
      state.inFlight++;
      state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        state.inFlight--;
        record.endedAt = performance.now();
        if (!res.writableFinished) record.abandoned = true;
        events.emit("end");
      };
      res.on("finish", finish);
      res.on("close", finish);

      const endpoint = record.path.endsWith("/embeddings") ? "embeddings" : "chat";
      if (!record.path.endsWith("/chat/completions") && endpoint === "chat") {
        sendJson(res, 404, errorBody(`no route ${record.path}`));
        return;
      }
      const rule = takeRule(rules, endpoint, body);
      const answer = () => respond(res, endpoint, body, rule);
      if (!rule?.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer();
      }, rule.delayMs);
      timers.add(timer);
      res.on("close", () => {
        clearTimeout(timer);
        timers.delete(timer);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(rule) {
      rules.push(rule);
    },
    reset() {
      rules = [];
      requests.length = 0;
      state.maxInFlight = state.inFlight;
    },
    get inFlight() {
      return state.inFlight;
    },
    get maxInFlight() {
      return state.maxInFlight;
    },
    async arrived(count) {
      while (requests.length < count) await once(events, "request");
      return requests[count - 1] as FakeRequest;
    },
    async ended(request) {
      while (request.endedAt === undefined) await once(events, "end");
      return request;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function textOf(body: FakeRequestBody): string {
  if (body.messages) return body.messages.map((m) => m.content).join("\n");
  return ([] as string[]).concat(body.input ?? []).join("\n");
}

/** The first rule that fits; a rule with `times` left is used up by one. */
function takeRule(
  rules: FakeRule[],
  endpoint: "chat" | "embeddings",
  body: FakeRequestBody,
): FakeRule | undefined {
  const index = rules.findIndex((rule) => {
    if ((rule.endpoint ?? "chat") !== endpoint) return false;
    if (rule.rejectJsonSchema && body.response_format?.type !== "json_schema") return false;
    if (rule.match instanceof RegExp) return rule.match.test(textOf(body));
    return rule.match ? rule.match(body) : true;
  });
  const rule = rules[index];
  if (rule?.times !== undefined) {
    rule.times--;
    if (rule.times <= 0) rules.splice(index, 1);
  }
  return rule;
}

function respond(
  res: ServerResponse,
  endpoint: "chat" | "embeddings",
  body: FakeRequestBody,
  rule: FakeRule | undefined,
): void {
  const headers = rule?.headers ?? {};
  if (rule?.body !== undefined) {
    res.writeHead(rule.status ?? 200, { "content-type": "application/json", ...headers });
    res.end(rule.body);
  } else if (rule?.rejectJsonSchema) {
    const message = "response_format type 'json_schema' is not supported by this server";
    sendJson(res, 400, errorBody(message, "response_format"), headers);
  } else if (rule?.status !== undefined && rule.status >= 400) {
    sendJson(res, rule.status, errorBody(`scripted failure ${rule.status}`), headers);
  } else if (endpoint === "embeddings") {
    sendJson(res, rule?.status ?? 200, embeddingAnswer(body), headers);
  } else {
    sendJson(res, rule?.status ?? 200, chatAnswer(body, rule), headers);
  }
}

function sendJson(
  res: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(value));
}

function errorBody(message: string, param: string | null = null) {
  return { error: { message, type: "invalid_request_error", param, code: null } };
}

const words = (text: string) => text.toLowerCase().match(/[a-z0-9]+/g) ?? [];

function chatAnswer(body: FakeRequestBody, rule: FakeRule | undefined) {
  const lastUser = [...(body.messages ?? [])].reverse().find((m) => m.role === "user");
  const scripted = typeof rule?.reply === "function" ? rule.reply(body) : rule?.reply;
  const content =
    scripted === undefined
      ? `echo: ${lastUser?.content ?? ""}`
      : typeof scripted === "string"
        ? scripted
        : JSON.stringify(scripted);
  return {
    id: `chatcmpl-fake${Date.now()}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? "fake-model",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: rule?.usage ?? {
      prompt_tokens: words(textOf(body)).length,
      completion_tokens: words(content).length,
      total_tokens: words(textOf(body)).length + words(content).length,
    },
  };
}

function embeddingAnswer(body: FakeRequestBody) {
  const inputs = ([] as string[]).concat(body.input ?? []);
  const tokens = inputs.reduce((sum, text) => sum + words(text).length, 0);
  return {
    object: "list",
    data: inputs.map((text, index) => ({ object: "embedding", index, embedding: vectorOf(text) })),
    model: body.model ?? "fake-embedding",
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}

/**
 * Words the fake embedding model takes for one another, as a real model places synonyms close:
 * each is hashed as the first word of its group. Lets tests find a text by a query none of whose
 * words occur in it.
 */
const FAKE_SYNONYMS = [
  ["refund", "refunds", "reimbursement", "reimbursed", "repayment"],
  ["parcel", "parcels", "package", "packages", "shipment", "delivery"],
  ["password", "passwords", "passcode", "credentials", "login"],
];
const CANONICAL = new Map(FAKE_SYNONYMS.flatMap((group) => group.map((w) => [w, group[0]])));

/** A hashed bag of words (synonyms as one), unit length: texts sharing words point the same way. */
export function vectorOf(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const written of words(text)) {
    const word = CANONICAL.get(written) ?? written;
    const digest = createHash("sha256").update(word).digest();
    const slot = digest.readUInt16BE(0) % FAKE_EMBEDDING_DIMENSIONS;
    vector[slot] = (vector[slot] ?? 0) + ((digest[2] ?? 0) & 1 ? 1 : -1);
  }
  const norm = Math.hypot(...vector);
  if (norm === 0) return vector.map((_, i) => (i === 0 ? 1 : 0));
  return vector.map((v) => v / norm);
}
