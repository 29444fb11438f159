import type { z } from "@hono/zod-openapi";
import type { Deps } from "../../context";
import { toNumber } from "../../db/sql";
import { ConflictError, notFound, RateLimitedError, ValidationError } from "../../http/errors";
import type { Principal, TierLimit } from "../../http/principal";
import { visibleRows } from "../../http/visible-rows";
import type { FlagCommentsTable, FlaggedTracesTable, FlagReviewsTable } from "./schema";
import type {
  CreateFlagBody,
  FlagComment,
  FlaggedTrace,
  FlaggedTraceDetail,
  FlagReview,
  ListFlagsQuery,
} from "./schemas";
import { activeFlag, insertFlag } from "./store";

type FlagView = z.infer<typeof FlaggedTrace>;

/** What the flagged-traces service uses of the process's Deps. */
export type FlaggedTracesDeps = Pick<Deps, "database" | "clock" | "rateLimiter">;

/** The spec's limits: 30 flags and 60 comments per 15 minutes per user. */
export const CREATE_LIMIT: TierLimit = { perMinute: 30 / 15, burst: 30 };
export const COMMENT_LIMIT: TierLimit = { perMinute: 60 / 15, burst: 60 };

export async function takeUserToken(
  { rateLimiter, clock }: Pick<Deps, "rateLimiter" | "clock">,
  principal: Principal,
  what: "flag-create" | "flag-comment",
): Promise<void> {
  const rule = what === "flag-create" ? CREATE_LIMIT : COMMENT_LIMIT;
  const decision = await rateLimiter.take(
    `${what}:${principal.companyId}:${principal.userId}`,
    rule,
    clock.now().getTime(),
  );
  if (!decision.allowed) {
    const noun = what === "flag-create" ? "30 flags" : "60 comments";
    throw new RateLimitedError(
      decision.retryAfter,
      `At most ${noun} per 15 minutes per user; retry in ${decision.retryAfter} s`,
    );
  }
}

export function toView(row: FlaggedTracesTable): FlagView {
  return {
    id: row.id,
    traceId: row.trace_id,
    agentId: row.agent_id,
    reason: row.reason as FlagView["reason"],
    status: row.status,
    notes: row.notes,
    flaggedBy: row.flagged_by,
    assignedTo: row.assigned_to,
    resolutionNotes: row.resolution_notes,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    resolvedAt: row.resolved_at,
  };
}

function reviewView(row: FlagReviewsTable): z.infer<typeof FlagReview> {
  return {
    id: row.id,
    userId: row.user_id,
    action: row.action,
    fromStatus: row.from_status as FlagView["status"] | null,
    toStatus: row.to_status as FlagView["status"],
    assignedTo: row.assigned_to,
    notes: row.notes,
    createdAt: row.created_at,
  };
}

export function commentView(row: FlagCommentsTable): z.infer<typeof FlagComment> {
  return {
    id: row.id,
    flagId: row.flag_id,
    userId: row.user_id,
    content: row.content,
    createdAt: row.created_at,
  };
}

/** Flags the caller can reach: its company's, and only its agent's for an agent-bound key. */
function visibleFlags({ database }: Pick<Deps, "database">, principal: Principal) {
  return visibleRows(database.db, "flagged_traces", principal);
}

export async function findFlag(
  deps: Pick<Deps, "database">,
  principal: Principal,
  id: string,
): Promise<FlaggedTracesTable> {
  const row = await visibleFlags(deps, principal)
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) throw notFound("Flag", id);
  return row;
}

/** A user of the caller's company, or 400: flags are assigned within the team. */
export async function assertTeamMember(
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
  if (!user) {
    throw new ValidationError(`assignedTo: ${userId} is not a user of your company`, {
      field: "assignedTo",
      reason: "not a user of your company",
    });
  }
}

export async function createFlag(
  deps: FlaggedTracesDeps,
  principal: Principal,
  body: z.infer<typeof CreateFlagBody>,
): Promise<FlagView> {
  const { database, clock } = deps;
  let trace = await database.db
    .selectFrom("traces")
    .select(["id", "agent_id"])
    .where("id", "=", body.traceId)
    .where("company_id", "=", principal.companyId);
  if (principal.agentId !== null) trace = trace.where("agent_id", "=", principal.agentId);
  const found = await trace.executeTakeFirst();
  if (!found) throw notFound("Trace", body.traceId);
  if (found.agent_id !== body.agentId) {
    throw new ValidationError(`agentId: the trace belongs to agent ${found.agent_id}`, {
      field: "agentId",
      reason: "is not the trace's agent",
    });
  }
  if (body.assignedTo !== undefined) await assertTeamMember(deps, principal, body.assignedTo);
  await takeUserToken(deps, principal, "flag-create");
  const at = clock.now().toISOString();
  const conflict = (existingId: string) =>
    new ConflictError(`Trace ${body.traceId} already has an active flag ${existingId}`, {
      existingFlagId: existingId,
      flagId: existingId,
    });
  try {
    return toView(
      await database.db.transaction().execute(async (trx) => {
        const existing = await activeFlag(trx, principal.companyId, body.traceId);
        if (existing) throw conflict(existing.id);
        return insertFlag(
          trx,
          {
            companyId: principal.companyId,
            traceId: body.traceId,
            agentId: body.agentId,
            reason: body.reason,
            flaggedBy: principal.userId,
            assignedTo: body.assignedTo ?? null,
            notes: body.notes ?? null,
          },
          at,
        );
      }),
    );
  } catch (error) {
    if (error instanceof ConflictError) throw error;
    // The unique index caught a concurrent flag of the same trace.
    const existing = await activeFlag(database.db, principal.companyId, body.traceId);
    if (existing) throw conflict(existing.id);
    throw error;
  }
}

export async function listFlags(
  deps: FlaggedTracesDeps,
  principal: Principal,
  query: z.infer<typeof ListFlagsQuery>,
) {
  let base = visibleFlags(deps, principal);
  if (query.agentId !== undefined) base = base.where("agent_id", "=", query.agentId);
  let filtered = base;
  if (query.status !== undefined) filtered = filtered.where("status", "=", query.status);
  if (query.reason !== undefined) filtered = filtered.where("reason", "=", query.reason);
  if (query.assignedTo !== undefined) {
    filtered = filtered.where("assigned_to", "=", query.assignedTo);
  }
  const order = query.sort === "oldest" ? "asc" : "desc";
  const [rows, totals, byStatus] = await Promise.all([
    filtered
      .selectAll()
      .orderBy("created_at", order)
      .orderBy("id", order)
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow(),
    base
      .select((eb) => ["status", eb.fn.countAll().as("n")])
      .groupBy("status")
      .execute(),
  ]);
  const stats = { open: 0, in_review: 0, resolved: 0 };
  for (const row of byStatus) stats[row.status] = toNumber(row.n);
  const total = toNumber(totals.n);
  return {
    success: true as const,
    data: rows.map(toView),
    total,
    stats,
    pagination: {
      limit: query.limit,
      offset: query.offset,
      hasMore: query.offset + rows.length < total,
    },
  };
}

export async function getFlag(
  deps: FlaggedTracesDeps,
  principal: Principal,
  id: string,
): Promise<z.infer<typeof FlaggedTraceDetail>> {
  const row = await findFlag(deps, principal, id);
  const [reviews, comments] = await Promise.all([
    deps.database.db
      .selectFrom("flag_reviews")
      .selectAll()
      .where("flag_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
    deps.database.db
      .selectFrom("flag_comments")
      .selectAll()
      .where("flag_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  ]);
  return {
    ...toView(row),
    reviewHistory: reviews.map(reviewView),
    comments: comments.map(commentView),
  };
}

export async function flagOfTrace(
  deps: FlaggedTracesDeps,
  principal: Principal,
  traceId: string,
): Promise<FlagView> {
  let query = visibleFlags(deps, principal)
    .selectAll()
    .where("trace_id", "=", traceId)
    .where("status", "in", ["open", "in_review"]);
  if (principal.agentId !== null) query = query.where("agent_id", "=", principal.agentId);
  const row = await query.executeTakeFirst();
  if (!row) throw notFound("Active flag of trace", traceId);
  return toView(row);
}
