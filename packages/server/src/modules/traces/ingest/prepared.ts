/** A trace ready to write: what prepare() makes of a TraceInput, shared by the writer and the logs merge. */
import type { StatedFacts } from "../model";
import type { TraceSummary } from "./summary";
import type { SpanValues } from "./trace-writer";

/**
 * A trace made ready to store, on the calling thread: its spans as column values (text and
 * JSON already made) and its summary from those spans, so the writer only writes.
 */
export interface PreparedTrace {
  id: string;
  agentId: string;
  sessionId: string | null;
  userId: string | null;
  stated: StatedFacts;
  metadata: string;
  receivedAt: string;
  summary: TraceSummary;
  /** Why the spans of this write failed (the first error span's message), when one did. */
  failureReason: string | null;
  followUps: string[];
  spans: SpanValues[];
}
