/**
 * The agent under test: a tiny `http` target for Vigil evaluation runs. Vigil POSTs
 * `{input, context}` to it and expects `{output}`. It answers questions about a gym's policies
 * from a small knowledge base; `forgetful` makes it forget half of it (a regression to catch).
 */
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

const KNOWLEDGE = [
  [/refund/i, "Refunds are issued within 14 days of cancellation."],
  [/guest/i, "Members may bring one guest per visit."],
  [/open|hours/i, "The gym is open from 6 am to 10 pm every day."],
  [/freez|pause/i, "A membership can be frozen for up to 3 months a year."],
  [/locker/i, "Lockers are free and must be emptied every night."],
  [/class/i, "Classes can be booked up to 7 days ahead."],
];

/** The answer to one question; the forgetful agent knows only every other fact. */
export function answer(input, { forgetful = false } = {}) {
  const known = forgetful ? KNOWLEDGE.filter((_, i) => i % 2 === 0) : KNOWLEDGE;
  const hit = known.find(([pattern]) => pattern.test(input));
  return hit ? hit[1] : "Sorry, I do not know that.";
}

/** The agent's HTTP server: POST {input, context} → {output}. */
export function createAgent(options = {}) {
  return createServer((req, res) => {
    if (req.method !== "POST") {
      res.writeHead(405).end();
      return;
    }
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      let input;
      try {
        ({ input } = JSON.parse(raw));
      } catch {
        res.writeHead(400, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: "send JSON {input, context}" }));
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ output: answer(String(input ?? ""), options) }));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 8787);
  createAgent({ forgetful: process.env.AGENT_FORGETFUL === "1" }).listen(port, "127.0.0.1", () => {
    console.log(`agent listening on http://127.0.0.1:${port}/answer`);
  });
}
