/** The failed traces a clustering job takes: their text, signature and vectors. */

import { parseJson } from "../../db/sql";
import type { Executor } from "../../jobs/queue";
import { type ErrorSpan, type SignatureParts, signatureOf } from "./signature";
import { parameterise } from "./text/parameterise";
import { features } from "./text/tokenise";
import { type Sparse, termVector } from "./vector";

/** Characters of the user message that count towards a failure's features. */
const USER_MESSAGE_CHARS = 2_000;

export interface Failure {
  traceId: string;
  agentId: string;
  userId: string | null;
  userMessage: string;
  occurredAt: string;
  /** The first failing span's message (or the stated reason): what failure.detected reported. */
  reason: string;
  signature: SignatureParts;
  features: string[];
  vector: Sparse;
  /** The text that is embedded when an embedding model is configured. */
  text: string;
  embedding: number[] | null;
}

/** Loads the given traces of `companyId` that failed, with their failing spans, in time order. */
export async function loadFailures(
  executor: Executor,
  companyId: string,
  traceIds: readonly string[],
): Promise<Failure[]> {
  if (traceIds.length === 0) return [];
  const traces = await executor
    .selectFrom("traces")
    .select(["id", "agent_id", "user_id", "user_message", "created_at", "outcome"])
    .where("company_id", "=", companyId)
    .where("id", "in", [...traceIds])
    .where("outcome", "=", "failure")
    .execute();
  const spans = await executor
    .selectFrom("spans")
    .select(["trace_id", "id", "name", "type", "status_message", "metadata", "start_time"])
    .where("company_id", "=", companyId)
    .where("trace_id", "in", [...traceIds])
    .where("status", "=", "error")
    .orderBy("start_time")
    .orderBy("id")
    .execute();
  const spansOf = new Map<string, ErrorSpan[]>();
  for (const span of spans) {
    const list = spansOf.get(span.trace_id) ?? [];
    list.push({
      name: span.name,
      type: span.type,
      statusMessage: span.status_message,
      metadata: parseJson<Record<string, unknown>>(span.metadata, {}),
    });
    spansOf.set(span.trace_id, list);
  }
  const failures = traces.map((trace) => {
    const errorSpans = spansOf.get(trace.id) ?? [];
    const reason =
      errorSpans[0]?.statusMessage ??
      (errorSpans[0] ? `${errorSpans[0].name} failed` : "trace failed");
    const signature = signatureOf(errorSpans, reason);
    const userMessage = trace.user_message.slice(0, USER_MESSAGE_CHARS);
    // The reason is parameterised like the template, so ids and numbers cannot split a cluster.
    const text = [
      parameterise(reason),
      signature.template,
      signature.spanNames.join(" "),
      userMessage,
    ]
      .filter((part) => part !== "")
      .join("\n");
    const featureList = features(text);
    return {
      traceId: trace.id,
      agentId: trace.agent_id,
      userId: trace.user_id,
      userMessage: trace.user_message,
      occurredAt: trace.created_at,
      reason,
      signature,
      features: featureList,
      vector: termVector(featureList),
      text,
      embedding: null,
    };
  });
  return failures.sort((a, b) =>
    a.occurredAt === b.occurredAt
      ? a.traceId < b.traceId
        ? -1
        : 1
      : a.occurredAt < b.occurredAt
        ? -1
        : 1,
  );
}
