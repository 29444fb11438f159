/**
 * An agent under test for evaluation runs: an HTTP endpoint that takes {input, context} and
 * answers {output} by a function of the input, after an optional delay. It records every call
 * and the calls the caller abandoned (a cancelled run closes them).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface EvalAgent {
  url: string;
  /** Inputs in arrival order. */
  calls: string[];
  /** Inputs whose request was closed by the caller before the answer. */
  abandoned: string[];
  /** Calls being answered now. */
  readonly inFlight: number;
  /** Each answer's delay: a number, or a function of the call's 1-based number. */
  delayMs: number | ((call: number) => number);
  close(): Promise<void>;
}

export async function startEvalAgent(
  answer: (input: string) => string | { status: number },
  delayMs: number | ((call: number) => number) = 0,
): Promise<EvalAgent> {
  const calls: string[] = [];
  const abandoned: string[] = [];
  const state = { delayMs, inFlight: 0 };
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      const { input } = JSON.parse(raw) as { input: string };
      calls.push(input);
      const wait = typeof state.delayMs === "number" ? state.delayMs : state.delayMs(calls.length);
      state.inFlight++;
      let done = false;
      res.on("close", () => {
        if (!done) abandoned.push(input);
        state.inFlight--;
      });
      setTimeout(() => {
        if (res.destroyed) return;
        done = true;
        const reply = answer(input);
        if (typeof reply === "string") {
          res.writeHead(200, { "content-type": "application/json" });
          res.end(JSON.stringify({ output: reply }));
        } else {
          res.writeHead(reply.status).end("no");
        }
      }, wait);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/answer`,
    calls,
    abandoned,
    get inFlight() {
      return state.inFlight;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number | ((call: number) => number)) {
      state.delayMs = ms;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
