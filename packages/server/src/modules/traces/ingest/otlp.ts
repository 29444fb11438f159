import type { Database } from "../../../db/database";
import type { Principal } from "../../../http/principal";
import { newId } from "../../../lib/ids";
import { StampedCache } from "../../../lib/stamped-cache";
import type { Attributes, OtlpTraceRequest } from "../../../otlp/types";
import { put } from "../mapping/attributes";
import { mapOtlpSpan } from "../mapping/span";
import { type TraceHints, type TraceInput, withoutNul } from "../model";
import type { TracesDeps } from "../service";
import { sortedTags } from "./trace-metadata";

/** What an OTLP export answers: how many spans were refused, and why. */
export interface OtlpOutcome {
  /** Traces written to (new or joined). */
  traces: number;
  acceptedSpans: number;
  rejectedSpans: number;
  errorMessage: string;
}

export const AGENT_ID_ATTRIBUTE = "vigil.agent.id";
const DEFAULT_SERVICE = "unknown_service";

interface AgentNames {
  /** Agent ids by company and service name, valid while the agents table is unchanged. */
  ids: StampedCache<string>;
  /** Creations in flight, so concurrent first batches of a service make one agent. */
  creating: Map<string, Promise<string>>;
}

/** Per database: stamps of two databases say nothing about each other. */
const agentNames = new WeakMap<Database, AgentNames>();

function namesOf(database: Database): AgentNames {
  let names = agentNames.get(database);
  if (!names) {
    names = { ids: new StampedCache<string>(10_000), creating: new Map() };
    agentNames.set(database, names);
  }
  return names;
}

type AgentChoice = { agentId: string } | { reason: string };

async function agentNamed(database: Database, companyId: string, name: string, now: Date) {
  const key = `${companyId}\u0000${name}`;
  const { ids: agentsByName, creating } = namesOf(database);
  const stamp = database.stamp(["agents"]);
  const cached = stamp === null ? undefined : agentsByName.get(key, stamp);
  if (cached) return cached;
  const found = await database.db
    .selectFrom("agents")
    .select("id")
    .where("company_id", "=", companyId)
    .where("name", "=", name)
    .orderBy("created_at")
    .orderBy("id")
    .executeTakeFirst();
  if (found) {
    if (stamp !== null) agentsByName.set(key, stamp, found.id);
    return found.id;
  }
  let pending = creating.get(key);
  if (!pending) {
    pending = (async () => {
      const id = newId("agent");
      const at = now.toISOString();
      await database.db
        .insertInto("agents")
        .values({
          id,
          company_id: companyId,
          department_id: null,
          name,
          description: "Created on first sight of OpenTelemetry service.name",
          industry: "other",
          config: "{}",
          created_at: at,
          updated_at: at,
        })
        .execute();
      return id;
    })().finally(() => creating.delete(key));
    creating.set(key, pending);
  }
  return pending;
}

/**
 * The agent of a resource's spans: the key's bound agent; else the resource attribute
 * `vigil.agent.id` (an agent of the caller's company); else the agent named like
 * `service.name` in the caller's company, created on first sight.
 */
async function chooseAgent(
  database: Database,
  principal: Principal,
  resource: Attributes,
  now: Date,
): Promise<AgentChoice> {
  if (principal.agentId !== null) return { agentId: principal.agentId };
  const given = resource[AGENT_ID_ATTRIBUTE];
  // NUL characters are refused by PostgreSQL text parameters; no stored id or name has one.
  const explicit = typeof given === "string" ? withoutNul(given) : "";
  if (explicit !== "") {
    const row = await database.db
      .selectFrom("agents")
      .select("id")
      .where("company_id", "=", principal.companyId)
      .where("id", "=", explicit)
      .executeTakeFirst();
    return row ? { agentId: row.id } : { reason: `unknown ${AGENT_ID_ATTRIBUTE} "${explicit}"` };
  }
  const service = resource["service.name"];
  const trimmed = typeof service === "string" ? withoutNul(service).trim() : "";
  const name = trimmed !== "" ? trimmed : DEFAULT_SERVICE;
  return { agentId: await agentNamed(database, principal.companyId, name.slice(0, 200), now) };
}

/** Keys of a trace's metadata that stated trace metadata may not replace. */
const OWN_METADATA_KEYS = new Set(["resource", "tags"]);

/** A trace name, tags and metadata a span states (Langfuse's trace attributes). */
function addTraceFacts(trace: TraceInput, hints: TraceHints): void {
  if (hints.name !== undefined && trace.stated.name == null) trace.stated.name = hints.name;
  if (hints.tags !== undefined) {
    const known = Array.isArray(trace.metadata.tags) ? (trace.metadata.tags as string[]) : [];
    trace.metadata.tags = sortedTags([...known, ...hints.tags]);
  }
  if (hints.metadata !== undefined) {
    for (const key of Object.keys(hints.metadata)) {
      if (!OWN_METADATA_KEYS.has(key)) put(trace.metadata, key, hints.metadata[key]);
    }
  }
}

/**
 * Turns an export request into trace inputs (spans grouped by trace id, `tr_` + hex) and
 * writes them through the ingest pipeline. Spans without valid ids, or whose agent cannot be
 * found, are refused one by one and counted; the rest are stored.
 */
export async function ingestOtlp(
  { database, clock, ingest }: TracesDeps,
  principal: Principal,
  request: OtlpTraceRequest,
): Promise<OtlpOutcome> {
  const now = clock.now();
  const receivedAt = now.toISOString();
  const traces = new Map<string, TraceInput>();
  const reasons = new Set<string>();
  let rejectedSpans = 0;
  for (const { resource, scopeSpans } of request.resourceSpans) {
    const choice = await chooseAgent(database, principal, resource, now);
    for (const { scope, spans } of scopeSpans) {
      for (const span of spans) {
        if ("reason" in choice) {
          rejectedSpans++;
          reasons.add(choice.reason);
          continue;
        }
        if (span.traceId === "" || span.spanId === "") {
          rejectedSpans++;
          reasons.add("a span needs a 16-byte traceId and an 8-byte spanId");
          continue;
        }
        const { record, hints } = mapOtlpSpan(span, resource, scope);
        // The resource is kept once on the trace, not on each of its spans.
        delete record.metadata.resource;
        const id = `tr_${span.traceId}`;
        let trace = traces.get(id);
        if (!trace) {
          trace = {
            id,
            agentId: choice.agentId,
            spans: [],
            sessionId: null,
            userId: null,
            stated: {},
            metadata: { resource },
            receivedAt,
          };
          traces.set(id, trace);
        }
        trace.sessionId ??= hints.sessionId;
        trace.userId ??= hints.userId;
        addTraceFacts(trace, hints);
        trace.spans.push(record);
      }
    }
  }
  const result = await ingest.ingest(
    database,
    { companyId: principal.companyId, source: "otlp", agentBound: principal.agentId !== null },
    [...traces.values()],
    now,
  );
  rejectedSpans += result.rejectedSpans;
  for (const rejection of result.rejections) reasons.add(rejection.reason);
  return {
    traces: result.traces.length,
    acceptedSpans: result.acceptedSpans,
    rejectedSpans,
    errorMessage: [...reasons].join("; "),
  };
}
