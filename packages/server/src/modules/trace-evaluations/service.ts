import type { z } from "@hono/zod-openapi";
import type { Selectable } from "kysely";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import { notFound, ValidationError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import type { TraceEvaluationsTable } from "./schema";
import type {
  CreateTraceEvaluationBody,
  ListTraceEvaluationsQuery,
  TraceEvaluation,
} from "./schemas";

/** What the trace-evaluations service uses of the process's Deps. */
export type TraceEvaluationsDeps = Pick<Deps, "database" | "clock">;

type Row = Selectable<TraceEvaluationsTable>;
type View = z.infer<typeof TraceEvaluation>;

function toView(row: Row): View {
  return {
    id: row.id,
    traceId: row.trace_id,
    spanId: row.span_id,
    name: row.name,
    dataType: row.data_type,
    value: row.value === null ? null : toNumber(row.value),
    label: row.string_value,
    comment: row.comment,
    source: row.source,
    evaluationId: row.evaluation_id,
    metadata: parseJson<Record<string, unknown>>(row.metadata, {}),
    createdAt: row.created_at,
  };
}

/** The trace, when the caller can reach it (its company's; a bound key: its agent's). */
async function assertVisibleTrace(database: Database, principal: Principal, traceId: string) {
  let query = database.db
    .selectFrom("traces")
    .select("id")
    .where("company_id", "=", principal.companyId)
    .where("id", "=", traceId);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  if (!(await query.executeTakeFirst())) throw notFound("Trace", traceId);
}

type Body = z.infer<typeof CreateTraceEvaluationBody>;

/** dataType, value and label made consistent: a boolean is 1/0 with label true/false. */
function normalize(body: Body): Pick<Row, "data_type" | "value" | "string_value"> {
  const dataType =
    body.dataType ??
    (typeof body.value === "boolean"
      ? "boolean"
      : body.value !== undefined
        ? "numeric"
        : "categorical");
  if (dataType === "boolean") {
    const given = body.value ?? (body.label === undefined ? undefined : body.label === "true");
    if (typeof given === "number" && given !== 0 && given !== 1) {
      throw new ValidationError("A boolean evaluation's value is true, false, 1 or 0", {
        field: "value",
        reason: "not a boolean",
      });
    }
    const truth = given === true || given === 1;
    return { data_type: dataType, value: truth ? 1 : 0, string_value: truth ? "true" : "false" };
  }
  if (dataType === "numeric" && typeof body.value !== "number") {
    throw new ValidationError("A numeric evaluation needs a number value", {
      field: "value",
      reason: "not a number",
    });
  }
  const value = typeof body.value === "boolean" ? (body.value ? 1 : 0) : (body.value ?? null);
  return { data_type: dataType, value, string_value: body.label ?? null };
}

export async function createEvaluation(
  { database, clock }: TraceEvaluationsDeps,
  principal: Principal,
  body: Body,
): Promise<View> {
  await assertVisibleTrace(database, principal, body.traceId);
  if (body.spanId !== undefined) {
    const span = await database.db
      .selectFrom("spans")
      .select("id")
      .where("trace_id", "=", body.traceId)
      .where("id", "=", body.spanId)
      .executeTakeFirst();
    if (!span) throw notFound("Span", body.spanId);
  }
  const row: Row = {
    id: newId("te"),
    company_id: principal.companyId,
    trace_id: body.traceId,
    span_id: body.spanId ?? null,
    name: body.name,
    ...normalize(body),
    comment: body.comment ?? null,
    source: body.source,
    evaluation_id: body.evaluationId ?? null,
    metadata: JSON.stringify(body.metadata ?? {}),
    created_at: clock.now().toISOString(),
  };
  await database.db.insertInto("trace_evaluations").values(row).execute();
  return toView(row);
}

export async function listEvaluations(
  { database }: TraceEvaluationsDeps,
  principal: Principal,
  query: z.infer<typeof ListTraceEvaluationsQuery>,
) {
  if (query.traceId !== undefined) await assertVisibleTrace(database, principal, query.traceId);
  let filtered = database.db
    .selectFrom("trace_evaluations as e")
    .where("e.company_id", "=", principal.companyId);
  const agentId = principal.agentId;
  if (agentId !== null) {
    filtered = filtered.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("traces as t")
          .select("t.id")
          .whereRef("t.id", "=", "e.trace_id")
          .where("t.agent_id", "=", agentId),
      ),
    );
  }
  if (query.traceId !== undefined) filtered = filtered.where("e.trace_id", "=", query.traceId);
  if (query.name !== undefined) filtered = filtered.where("e.name", "=", query.name);
  if (query.source !== undefined) filtered = filtered.where("e.source", "=", query.source);
  if (query.evaluationId !== undefined) {
    filtered = filtered.where("e.evaluation_id", "=", query.evaluationId);
  }
  const [rows, count] = await Promise.all([
    filtered
      .selectAll("e")
      .orderBy("e.created_at", "desc")
      .orderBy("e.id", "desc")
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as("total")).executeTakeFirst(),
  ]);
  return { items: rows.map(toView), total: toNumber(count?.total), page: query };
}
