/** Failed native traces for the patterns tests: one error span, chosen message and user text. */
import type { EventEnvelope } from "../events/types";
import type { TestApp } from "./harness";

export interface FailureSpec {
  message: string;
  spanName?: string;
  userMessage?: string;
  userId?: string;
  /** A trace id, to send the same trace again. */
  id?: string;
  minutes?: number;
}

const at = (minutes: number, ms = 0) =>
  new Date(Date.UTC(2026, 0, 15, 11, 0) + minutes * 60_000 + ms).toISOString();

export function failedTrace(agentId: string, spec: FailureSpec) {
  const minutes = spec.minutes ?? 0;
  return {
    ...(spec.id ? { id: spec.id } : {}),
    agentId,
    ...(spec.userId ? { userId: spec.userId } : {}),
    userMessage: spec.userMessage ?? "Where is my order?",
    agentResponse: "Sorry, something went wrong.",
    spans: [
      {
        id: "root",
        name: "answer",
        type: "chain",
        startTime: at(minutes),
        endTime: at(minutes, 900),
      },
      {
        id: "call",
        parentSpanId: "root",
        name: spec.spanName ?? "lookup_order",
        type: "tool",
        startTime: at(minutes, 100),
        endTime: at(minutes, 800),
        status: "error",
        statusMessage: spec.message,
      },
    ],
  };
}

/** Posts failed traces with `key`; answers their ids. */
export async function postFailures(
  t: TestApp,
  key: string,
  agentId: string,
  specs: readonly FailureSpec[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const spec of specs) {
    const res = await t.call("POST", "/api/traces", { key, body: failedTrace(agentId, spec) });
    if (res.status !== 201) throw new Error(`ingest failed: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { data: { traceId: string } }).data.traceId);
  }
  return ids;
}

/** Records every dispatched event of the app (subscribers run in the dispatch job). */
export function recordEvents(t: TestApp): EventEnvelope[] {
  const events: EventEnvelope[] = [];
  t.deps.events.subscribe(async (_trx, event) => {
    events.push(event);
  });
  return events;
}
