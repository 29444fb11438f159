import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { toNumber } from "../../db/sql";
import { notFound, ValidationError } from "../../http/errors";
import { offsetOf } from "../../http/paging";
import type { Principal } from "../../http/principal";
import { visibleRows } from "../../http/visible-rows";
import type { HumanReviewItemsTable } from "./schema";
import type {
  CreateReviewItemBody,
  Queue,
  QueueQuery,
  ReviewHistoryEntry,
  ReviewItem,
  ReviewItemDetail,
} from "./schemas";
import { insertReviewItem, itemView } from "./store";

/** What the human-review service uses of the process's Deps. */
export type HumanReviewDeps = Pick<Deps, "database" | "clock">;

type ItemView = z.infer<typeof ReviewItem>;

/** Items the caller can reach: its company's, and only its agent's for an agent-bound key. */
export function visibleItems({ database }: Pick<Deps, "database">, principal: Principal) {
  return visibleRows(database.db, "human_review_items", principal);
}

export async function findItem(
  deps: Pick<Deps, "database">,
  principal: Principal,
  id: string,
): Promise<HumanReviewItemsTable> {
  const row = await visibleItems(deps, principal)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("Review item", id);
  return row;
}

/**
 * The filters a caller names (agentId, reviewerId) must be its own company's: another
 * company's answers 404, as its resources do everywhere.
 */
export async function assertFilters(
  deps: Pick<Deps, "database">,
  principal: Principal,
  filters: { agentId?: string; reviewerId?: string },
): Promise<void> {
  if (filters.agentId !== undefined) await reachableAgent(deps, principal, filters.agentId);
  if (filters.reviewerId !== undefined) await assertReviewer(deps, principal, filters.reviewerId);
}

/** A user of the caller's company, else 404 (another company's users do not exist here). */
export async function assertReviewer(
  { database }: Pick<Deps, "database">,
  principal: Principal,
  userId: string,
): Promise<void> {
  const user = await database.db
    .selectFrom("users")
    .select("id")
    .where("company_id", "=", principal.companyId)
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw notFound("Reviewer", userId);
}

/** The agent the caller names, if it is one of its company's (and its key's), else 404. */
export async function reachableAgent(
  { database }: Pick<Deps, "database">,
  principal: Principal,
  agentId: string,
): Promise<void> {
  if (principal.agentId !== null && principal.agentId !== agentId) throw notFound("Agent", agentId);
  const agent = await database.db
    .selectFrom("agents")
    .select("id")
    .where("id", "=", agentId)
    .where("company_id", "=", principal.companyId)
    .executeTakeFirst();
  if (!agent) throw notFound("Agent", agentId);
}

/** The trace's agent and texts, if the caller can reach it, else 404. */
async function reachableTrace(
  { database }: Pick<Deps, "database">,
  principal: Principal,
  traceId: string,
) {
  let query = database.db
    .selectFrom("traces")
    .select(["id", "agent_id", "user_message", "agent_response"])
    .where("id", "=", traceId)
    .where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  const trace = await query.executeTakeFirst();
  if (!trace) throw notFound("Trace", traceId);
  return trace;
}

/** A hand-made item: from a trace of the caller's (its texts by default) or from input+output. */
export async function createItem(
  deps: HumanReviewDeps,
  principal: Principal,
  body: z.infer<typeof CreateReviewItemBody>,
): Promise<ItemView> {
  let agentId = body.agentId ?? principal.agentId;
  let input = body.input;
  let output = body.output;
  if (body.traceId !== undefined) {
    const trace = await reachableTrace(deps, principal, body.traceId);
    if (body.agentId !== undefined && body.agentId !== trace.agent_id) {
      throw new ValidationError(`agentId: the trace belongs to agent ${trace.agent_id}`, {
        field: "agentId",
        reason: "is not the trace's agent",
      });
    }
    agentId = trace.agent_id;
    input ??= trace.user_message;
    output ??= trace.agent_response;
  } else if (agentId !== null && agentId !== undefined) {
    await reachableAgent(deps, principal, agentId);
  }
  const { item } = await insertReviewItem(
    deps.database.db,
    {
      companyId: principal.companyId,
      agentId: agentId ?? null,
      traceId: body.traceId ?? null,
      input: input ?? "",
      output: output ?? "",
      priority: body.priority,
      flagReason: body.flagReason ?? null,
      autoGraderScores: body.autoGraderScores ?? {},
      origin: { type: "manual" },
      createdBy: principal.userId,
    },
    deps.clock.now().toISOString(),
  );
  return itemView(item);
}

export async function getItem(
  deps: HumanReviewDeps,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof ReviewItemDetail>> {
  const row = await findItem(deps, principal, id);
  const events = await deps.database.db
    .selectFrom("human_review_events")
    .selectAll()
    .where("item_id", "=", id)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const history: z.infer<typeof ReviewHistoryEntry>[] = events.map((e) => ({
    action: e.action,
    actorId: e.actor_id,
    fromStatus: e.from_status,
    toStatus: e.to_status,
    reviewerId: e.reviewer_id,
    previousReviewer: e.previous_reviewer,
    notes: e.notes,
    createdAt: e.created_at,
  }));
  return { ...itemView(row), history };
}

/** 00:00 UTC of the clock's day: "completed today" counts from there. */
function startOfUtcDay(now: Date): string {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()),
  ).toISOString();
}

/**
 * The queue: filtered, most urgent first (priority, then oldest), with counts over the
 * caller's whole queue (or one agent's, when agentId is given) whatever the other filters.
 */
export async function listQueue(
  deps: HumanReviewDeps,
  principal: Principal,
  query: z.infer<typeof QueueQuery>,
): Promise<z.infer<typeof Queue>> {
  await assertFilters(deps, principal, query);
  let base = visibleItems(deps, principal);
  if (query.agentId !== undefined) base = base.where("agent_id", "=", query.agentId);
  let filtered = base;
  if (query.status !== undefined) filtered = filtered.where("status", "=", query.status);
  if (query.priority !== undefined) filtered = filtered.where("priority", "=", query.priority);
  if (query.reviewerId !== undefined) {
    filtered = filtered.where("assigned_to", "=", query.reviewerId);
  }
  const today = startOfUtcDay(deps.clock.now());
  const [rows, totals, byStatus, completedToday] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("priority_rank")
      .orderBy("created_at")
      .orderBy("id")
      .limit(query.limit)
      .offset(offsetOf(query))
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    base
      .select((eb) => ["status", eb.fn.countAll().as("n")])
      .where("status", "in", ["pending", "in_progress"])
      .groupBy("status")
      .execute(),
    base
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "completed")
      .where("completed_at", ">=", today)
      .executeTakeFirstOrThrow(),
  ]);
  const count = (status: string) => toNumber(byStatus.find((r) => r.status === status)?.n);
  const total = toNumber(totals.n);
  return {
    items: rows.map(itemView),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      hasMore: query.page * query.limit < total,
    },
    queueStats: {
      pending: count("pending"),
      inProgress: count("in_progress"),
      completedToday: toNumber(completedToday.n),
    },
  };
}
