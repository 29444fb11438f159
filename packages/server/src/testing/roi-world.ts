import { dataOf, type TestApp } from "./harness";

/** One trace as the ROI tests need it: when, how it ended, how long, how many tokens. */
export interface TraceSpec {
  at: string;
  outcome: "success" | "failure";
  latencyMs?: number;
  input?: number;
  output?: number;
  /** A stated total, e.g. larger than input + output (tokens with no split). */
  tokenCount?: number;
}

/** Creates an agent through the API and returns its id. */
export async function createAgent(t: TestApp, key: string, name: string): Promise<string> {
  return (
    await dataOf<{ id: string }>(await t.call("POST", "/api/agents", { key, body: { name } }), 201)
  ).id;
}

/** Ingests a native trace of one model call starting at `at` (its created_at). */
export async function postTrace(
  t: TestApp,
  key: string,
  agentId: string,
  spec: TraceSpec,
): Promise<string> {
  const end = new Date(Date.parse(spec.at) + (spec.latencyMs ?? 1_000)).toISOString();
  const body = {
    agentId,
    outcome: spec.outcome,
    ...(spec.tokenCount === undefined ? {} : { tokenCount: spec.tokenCount }),
    spans: [
      {
        name: "answer",
        type: "llm",
        startTime: new Date(spec.at).toISOString(),
        endTime: end,
        model: "gpt-4o-mini",
        tokens: { input: spec.input ?? 0, output: spec.output ?? 0 },
      },
    ],
  };
  return (
    await dataOf<{ traceId: string }>(await t.call("POST", "/api/traces", { key, body }), 201)
  ).traceId;
}
