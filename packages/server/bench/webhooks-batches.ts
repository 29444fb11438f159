import { randomBytes } from "node:crypto";
import { AGENT_NAMES } from "./genai-spans";
import type { BatchTemplate } from "./otlp-batches";

/**
 * The load of `pnpm bench:webhooks`: OTLP/JSON exports in which every trace fails (so each
 * trace is one failure.detected event), and the count of failed traces in the ingest bench's
 * templates (so the bench knows how many deliveries a phase owes).
 */

export const FAILED_TRACES_PER_REQUEST = 100;
export const SPANS_PER_FAILED_TRACE = 2;

const hex = (value: number, digits: number) => value.toString(16).padStart(digits, "0");
const nanos = (ms: number) => (BigInt(ms) * 1_000_000n).toString();
const text = (key: string, value: string) => ({ key, value: { stringValue: value } });

/** Trace ids of this run start with it, so a run never merges into an earlier one's traces. */
export function runSalt(): string {
  return randomBytes(8).toString("hex");
}

/**
 * Request `request`'s export: FAILED_TRACES_PER_REQUEST traces of an `invoke_agent` root and an
 * `execute_tool` child with error status, for one of the bench agents. Ids are unique per
 * (salt, request, trace), so every trace is new and emits one failure.detected.
 */
export function failedTraceBatch(request: number, salt: string, startMs: number): Buffer {
  const spans: unknown[] = [];
  for (let i = 0; i < FAILED_TRACES_PER_REQUEST; i++) {
    const traceId = `${salt}${hex(request, 8)}${hex(i, 8)}`;
    // Request numbers start at 0 and an all-zero span id is invalid: offset by one.
    const rootId = `${hex(request + 1, 8)}${hex(i * 2, 8)}`;
    const start = startMs + i * 10;
    spans.push(
      {
        traceId,
        spanId: rootId,
        name: "invoke_agent support",
        kind: 1,
        startTimeUnixNano: nanos(start),
        endTimeUnixNano: nanos(start + 900),
        attributes: [text("gen_ai.operation.name", "invoke_agent")],
        status: { code: 0 },
      },
      {
        traceId,
        spanId: `${hex(request + 1, 8)}${hex(i * 2 + 1, 8)}`,
        parentSpanId: rootId,
        name: "execute_tool lookup_order",
        kind: 1,
        startTimeUnixNano: nanos(start + 100),
        endTimeUnixNano: nanos(start + 800),
        attributes: [
          text("gen_ai.operation.name", "execute_tool"),
          text("gen_ai.tool.name", "lookup_order"),
        ],
        status: { code: 2, message: "order service timed out" },
      },
    );
  }
  const service = AGENT_NAMES[request % AGENT_NAMES.length] as string;
  return Buffer.from(
    JSON.stringify({
      resourceSpans: [
        {
          resource: { attributes: [text("service.name", service)] },
          scopeSpans: [{ scope: { name: "vigil-bench" }, spans }],
        },
      ],
    }),
  );
}

interface JsonExport {
  resourceSpans?: {
    scopeSpans?: { spans?: { traceId?: string; status?: { code?: number } }[] }[];
  }[];
}

/** How many traces of each OTLP/JSON template have an error span (each emits failure.detected). */
export function failedTracesPerTemplate(templates: readonly BatchTemplate[]): number[] {
  return templates.map((template) => {
    const parsed = JSON.parse(template.bytes.toString("utf8")) as JsonExport;
    const failed = new Set<string>();
    for (const resource of parsed.resourceSpans ?? []) {
      for (const scope of resource.scopeSpans ?? []) {
        for (const span of scope.spans ?? []) {
          if (span.status?.code === 2 && span.traceId) failed.add(span.traceId);
        }
      }
    }
    return failed.size;
  });
}

/** Failed traces in requests firstSeq … firstSeq + requests − 1 (request seq uses template seq % n). */
export function failedTracesSent(
  perTemplate: readonly number[],
  firstSeq: number,
  requests: number,
) {
  let total = 0;
  for (let seq = firstSeq; seq < firstSeq + requests; seq++) {
    total += perTemplate[seq % perTemplate.length] ?? 0;
  }
  return total;
}
