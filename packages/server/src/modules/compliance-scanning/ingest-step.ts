/**
 * The scanning ingest step: cheap by design. It only marks each trace of a company that has an
 * enabled rule, and the write enqueues one compliance.scan job for the marked traces in its
 * own transaction; the scan itself runs in the job queue, never on the request.
 */
import type { Deps } from "../../context";
import { CompanyCache } from "../../lib/company-cache";
import type { TraceProcessor } from "../traces/ingest/pipeline";
import type { TraceInput } from "../traces/model";
import { SCAN_JOB } from "./scan-job";

async function hasEnabledRule(database: Deps["database"], companyId: string): Promise<boolean> {
  const row = await database.db
    .selectFrom("compliance_scan_rules")
    .select("id")
    .where("company_id", "=", companyId)
    .where("is_enabled", "=", 1)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function mark(trace: TraceInput): TraceInput {
  return { ...trace, followUps: [...(trace.followUps ?? []), SCAN_JOB] };
}

export function scanningProcessor({ database }: Pick<Deps, "database">): TraceProcessor {
  const cache = new CompanyCache(database, ["compliance_scan_rules"], (companyId) =>
    hasEnabledRule(database, companyId),
  );
  return (context, trace) => {
    const on = cache.get(context.companyId, context);
    if (!(on instanceof Promise)) return on ? mark(trace) : trace;
    return on.then((enabled) => (enabled ? mark(trace) : trace));
  };
}
