/** Evaluation sets: examples with expected outputs and context, and the criteria that score them. */
import type { z } from "@hono/zod-openapi";
import { evaluateGraders, GuardrailsError } from "@vigil/guardrails-core";
import type { Deps } from "../../context";
import type { Database } from "../../db/database";
import { parseJson, toNumber } from "../../db/sql";
import { notFound, ValidationError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import { findVisibleAgent } from "../agents/access";
import type { EvalSetExamplesTable, EvalSetsTable } from "./schema";
import {
  type CreateSetBody,
  type Criterion,
  type EvalSet,
  type ExampleView,
  type ListSetsQuery,
  METRICS,
} from "./schemas";

export type EvalSetsDeps = Pick<Deps, "database" | "clock">;
export type CriterionSpec = z.infer<typeof Criterion>;
type SetView = z.infer<typeof EvalSet>;
export type ExampleSpec = z.infer<typeof ExampleView>;

function invalid(field: string, reason: string): never {
  throw new ValidationError(`Invalid body: ${field}: ${reason}`, { field, reason });
}

function toView(row: EvalSetsTable): SetView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    agentId: row.agent_id,
    exampleCount: toNumber(row.example_count),
    criteria: parseJson<CriterionSpec[]>(row.criteria, []),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toExample(row: EvalSetExamplesTable): ExampleSpec {
  return {
    id: row.id,
    input: row.input,
    expectedOutput: row.expected_output,
    context: parseJson<string[]>(row.context, []),
    criteria: parseJson<string[]>(row.criteria, []),
  };
}

/**
 * Every criterion is scorable before the set (or run) is stored: a rule that compiles, a metric
 * name, or a judge (whose shape the schema has checked; its scale min < max).
 */
export function checkCriteria(criteria: readonly CriterionSpec[], prefix = "criteria"): void {
  const seen = new Set<string>();
  criteria.forEach((criterion, i) => {
    const field = `${prefix}.${i}`;
    if (seen.has(criterion.name))
      invalid(`${field}.name`, `duplicate criterion "${criterion.name}"`);
    seen.add(criterion.name);
    if ("type" in criterion) return;
    if (!criterion.rule) {
      if (!(METRICS as readonly string[]).includes(criterion.name)) {
        invalid(
          `${field}.rule`,
          `a criterion needs a rule unless it names a metric (${METRICS.join(", ")}) or is a judge (type llm_judge or jury)`,
        );
      }
      return;
    }
    try {
      evaluateGraders({ output: "", rules: [criterion.rule] });
    } catch (error) {
      if (error instanceof GuardrailsError) invalid(`${field}.rule`, error.message);
      throw error;
    }
  });
}

function exampleRows(setId: string, body: z.infer<typeof CreateSetBody>): EvalSetExamplesTable[] {
  const names = new Set(body.criteria.map((c) => c.name));
  const ids = new Set<string>();
  return body.examples.map((example, i) => {
    const id = example.id ?? `ex-${i + 1}`;
    if (ids.has(id)) invalid(`examples.${i}.id`, `duplicate example id "${id}"`);
    ids.add(id);
    const unknown = example.criteria.find((name) => !names.has(name));
    if (unknown !== undefined) {
      invalid(`examples.${i}.criteria`, `"${unknown}" is not one of the set's criteria`);
    }
    const context =
      example.context === undefined
        ? []
        : Array.isArray(example.context)
          ? example.context
          : [example.context];
    return {
      set_id: setId,
      id,
      position: i,
      input: example.input,
      expected_output: example.expectedOutput ?? null,
      context: JSON.stringify(context),
      criteria: JSON.stringify(example.criteria),
    };
  });
}

export async function createSet(
  { database, clock }: EvalSetsDeps,
  principal: Principal,
  body: z.infer<typeof CreateSetBody>,
) {
  await findVisibleAgent(database, principal, body.agentId);
  checkCriteria(body.criteria);
  const id = newId("eval_set");
  const rows = exampleRows(id, body);
  const at = clock.now().toISOString();
  await database.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("eval_sets")
      .values({
        id,
        company_id: principal.companyId,
        agent_id: body.agentId,
        name: body.name,
        description: body.description,
        criteria: JSON.stringify(body.criteria),
        example_count: rows.length,
        created_at: at,
        updated_at: at,
      })
      .execute();
    for (let i = 0; i < rows.length; i += 200) {
      await trx
        .insertInto("eval_set_examples")
        .values(rows.slice(i, i + 200))
        .execute();
    }
  });
  return { id, name: body.name, exampleCount: rows.length, createdAt: at };
}

/** The set row, or 404 for a missing set, another company's, or one outside the key's agent. */
export async function findSet(
  database: Database,
  principal: Principal,
  id: string,
): Promise<EvalSetsTable> {
  let query = database.db
    .selectFrom("eval_sets")
    .selectAll()
    .where("id", "=", id)
    .where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("Evaluation set", id);
  return row;
}

export async function loadExamples(database: Database, setId: string): Promise<ExampleSpec[]> {
  const rows = await database.db
    .selectFrom("eval_set_examples")
    .selectAll()
    .where("set_id", "=", setId)
    .orderBy("position")
    .execute();
  return rows.map(toExample);
}

export async function getSet({ database }: EvalSetsDeps, principal: Principal, id: string) {
  const row = await findSet(database, principal, id);
  return { ...toView(row), examples: await loadExamples(database, id) };
}

export async function listSets(
  { database }: EvalSetsDeps,
  principal: Principal,
  query: z.infer<typeof ListSetsQuery>,
): Promise<{ items: SetView[]; total: number }> {
  let base = database.db.selectFrom("eval_sets").where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) base = base.where("agent_id", "=", principal.agentId);
  if (query.agentId !== undefined) base = base.where("agent_id", "=", query.agentId);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirst(),
  ]);
  return { items: rows.map(toView), total: toNumber(count?.n) };
}
