/** Stored traces for the analysis tests: a question, an answer and one retrieval span. */
import { dataOf, type TestApp } from "./harness";

export interface RetrievalTrace {
  agentId: string;
  userMessage: string;
  agentResponse: string;
  /** The retrieval span's one document. */
  document: { id?: string; content: string };
  /** The span's start and end. */
  at: string;
  spanName?: string;
}

/** Stores `trace` through POST /api/traces (201 expected) and answers its id. */
export async function postRetrievalTrace(
  t: TestApp,
  key: string,
  { agentId, userMessage, agentResponse, document, at, spanName = "s" }: RetrievalTrace,
): Promise<string> {
  const span = { name: spanName, type: "retrieval", startTime: at, endTime: at };
  const made = await dataOf<{ traceId: string }>(
    await t.call("POST", "/api/traces", {
      key,
      body: { agentId, userMessage, agentResponse, spans: [{ ...span, documents: [document] }] },
    }),
    201,
  );
  return made.traceId;
}
