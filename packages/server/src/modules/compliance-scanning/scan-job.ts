/**
 * The compliance scan job: applies the company's enabled rules to newly stored traces (marked
 * by the ingest step) or to a backfill's traces. New violations, the autoFlag flags and the
 * autoAlert events are written in one transaction; a violation found again (a trace scanned
 * twice) is kept once by its unique key and triggers nothing new.
 */
import type { Transaction } from "kysely";
import type { Deps } from "../../context";
import type { DB } from "../../db/schema";
import { parseJson } from "../../db/sql";
import { emit } from "../../events/bus";
import type { JobHandler } from "../../jobs/worker";
import { newId } from "../../lib/ids";
import { activeFlag, insertFlag } from "../flagged-traces/store";
import { findViolations, stringsOf, type TraceTexts } from "./detect";
import { enabledRules } from "./rules-service";
import type { ComplianceViolationsTable } from "./schema";

export const SCAN_JOB = "compliance.scan";

export interface ScanPayload {
  traceIds: string[];
  /** When the ingest write stored the traces (absent for a backfill). */
  storedAt?: string;
}

/**
 * While traces are being ingested, a scan of newly stored ones waits (a second at a time, up
 * to this long after the write): scanning runs on the same cores and gives way to ingestion
 * rather than slow it down, and falls at most this far behind under sustained load.
 */
export const MAX_SCAN_DELAY_MS = 60_000;
const YIELD_MS = 1_000;

const SYSTEM_USER = "system:compliance-scanning";

async function textsOf(
  trx: Transaction<DB>,
  companyId: string,
  traceIds: readonly string[],
): Promise<Map<string, { agentId: string; texts: TraceTexts }>> {
  const traces = await trx
    .selectFrom("traces")
    .select(["id", "agent_id", "user_message", "agent_response", "metadata"])
    .where("company_id", "=", companyId)
    .where("id", "in", traceIds)
    .execute();
  const out = new Map<string, { agentId: string; texts: TraceTexts }>();
  for (const trace of traces) {
    out.set(trace.id, {
      agentId: trace.agent_id,
      texts: {
        input: [trace.user_message],
        output: [trace.agent_response],
        metadata: stringsOf(parseJson(trace.metadata, null)),
      },
    });
  }
  if (out.size === 0) return out;
  const spans = await trx
    .selectFrom("spans")
    .select(["trace_id", "input", "output", "query", "documents", "metadata", "status_message"])
    .where("company_id", "=", companyId)
    .where("trace_id", "in", [...out.keys()])
    .execute();
  for (const span of spans) {
    const texts = out.get(span.trace_id)?.texts;
    if (!texts) continue;
    stringsOf(parseJson(span.input, null), texts.input);
    if (span.query) texts.input.push(span.query);
    stringsOf(parseJson(span.output, null), texts.output);
    stringsOf(parseJson(span.documents, null), texts.output);
    if (span.status_message) texts.output.push(span.status_message);
    stringsOf(parseJson(span.metadata, null), texts.metadata);
  }
  return out;
}

export function scanJob(
  deps: Pick<Deps, "database" | "clock" | "ingest">,
): JobHandler<ScanPayload> {
  return async (job) => {
    const companyId = job.companyId;
    if (companyId === null) return undefined;
    const { storedAt } = job.payload;
    const waited = storedAt ? deps.clock.now().getTime() - Date.parse(storedAt) : Infinity;
    if (deps.ingest.busy && waited < MAX_SCAN_DELAY_MS) {
      return { retryAt: new Date(deps.clock.now().getTime() + YIELD_MS) };
    }
    const rules = await enabledRules(deps, companyId);
    if (rules.length === 0) return undefined;
    const now = deps.clock.now();
    const at = now.toISOString();
    await deps.database.db.transaction().execute(async (trx) => {
      const traces = await textsOf(trx, companyId, job.payload.traceIds);
      for (const [traceId, { agentId, texts }] of traces) {
        for (const rule of rules) {
          const found = findViolations(texts, rule);
          const fresh: string[] = [];
          for (const [piiType, count] of found) {
            const row: ComplianceViolationsTable = {
              id: newId("viol"),
              company_id: companyId,
              rule_id: rule.id,
              rule_name: rule.name,
              trace_id: traceId,
              agent_id: agentId,
              pii_type: piiType,
              status: "open",
              match_count: count,
              notes: null,
              detected_at: at,
              updated_at: at,
            };
            const inserted = await trx
              .insertInto("compliance_violations")
              .values(row)
              .onConflict((oc) => oc.columns(["rule_id", "trace_id", "pii_type"]).doNothing())
              .returning("id")
              .executeTakeFirst();
            if (inserted) fresh.push(piiType);
          }
          if (fresh.length === 0) continue;
          if (rule.autoFlag && !(await activeFlag(trx, companyId, traceId))) {
            await insertFlag(
              trx,
              {
                companyId,
                traceId,
                agentId,
                reason: "compliance_concern",
                flaggedBy: SYSTEM_USER,
                notes: `Compliance rule "${rule.name}" found: ${fresh.join(", ")}`,
              },
              at,
            );
          }
          if (rule.autoAlert) {
            // Delivered through notification rules (and webhooks) listening for it.
            await emit(
              trx,
              {
                event: "threshold.exceeded",
                data: {
                  companyId,
                  agentId,
                  traceId,
                  severity: rule.alertSeverity,
                  metric: "compliance_violation",
                  ruleId: rule.id,
                  ruleName: rule.name,
                  piiTypes: fresh,
                },
              },
              now,
            );
          }
        }
      }
    });
    return undefined;
  };
}
