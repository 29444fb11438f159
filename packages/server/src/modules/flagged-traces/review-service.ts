/** Changing a flag: status and assignee (with review history), deletion by its creator, comments. */
import type { z } from "@hono/zod-openapi";
import { ConflictError, ForbiddenError } from "../../http/errors";
import type { Principal } from "../../http/principal";
import { newId } from "../../lib/ids";
import type { FlagCommentsTable, FlaggedTracesTable } from "./schema";
import type { CreateCommentBody, FlagComment, FlaggedTrace, UpdateFlagBody } from "./schemas";
import {
  assertTeamMember,
  commentView,
  type FlaggedTracesDeps,
  findFlag,
  takeUserToken,
  toView,
} from "./service";
import { activeFlag, reviewRow } from "./store";

export async function updateFlag(
  deps: FlaggedTracesDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof UpdateFlagBody>,
): Promise<z.infer<typeof FlaggedTrace>> {
  const row = await findFlag(deps, principal, id);
  if (typeof body.assignedTo === "string") await assertTeamMember(deps, principal, body.assignedTo);
  const at = deps.clock.now().toISOString();
  const changes: Partial<FlaggedTracesTable> = { updated_at: at };
  if (body.status !== undefined) {
    changes.status = body.status;
    changes.resolved_at = body.status === "resolved" ? (row.resolved_at ?? at) : null;
  }
  if (body.assignedTo !== undefined) changes.assigned_to = body.assignedTo;
  if (body.resolutionNotes !== undefined) changes.resolution_notes = body.resolutionNotes;
  const updated = { ...row, ...changes };
  return deps.database.db.transaction().execute(async (trx) => {
    // Reopening a resolved flag must not make a second active flag of the trace.
    if (row.status === "resolved" && updated.status !== "resolved") {
      const other = await activeFlag(trx, row.company_id, row.trace_id);
      if (other && other.id !== row.id) {
        throw new ConflictError(`Trace ${row.trace_id} already has an active flag ${other.id}`, {
          existingFlagId: other.id,
          flagId: other.id,
        });
      }
    }
    await trx.updateTable("flagged_traces").set(changes).where("id", "=", id).execute();
    await trx
      .insertInto("flag_reviews")
      .values(
        reviewRow(
          updated,
          principal.userId,
          "updated",
          row.status,
          body.resolutionNotes ?? null,
          at,
        ),
      )
      .execute();
    return toView(updated);
  });
}

/** Deletes a flag with its history and comments; only the user who created it may. */
export async function deleteFlag(
  deps: FlaggedTracesDeps,
  principal: Principal,
  id: string,
): Promise<void> {
  const row = await findFlag(deps, principal, id);
  if (row.flagged_by !== principal.userId) {
    throw new ForbiddenError("Only the user who created a flag may delete it");
  }
  await deps.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("flag_comments").where("flag_id", "=", id).execute();
    await trx.deleteFrom("flag_reviews").where("flag_id", "=", id).execute();
    await trx.deleteFrom("flagged_traces").where("id", "=", id).execute();
  });
}

export async function addComment(
  deps: FlaggedTracesDeps,
  principal: Principal,
  id: string,
  body: z.infer<typeof CreateCommentBody>,
): Promise<z.infer<typeof FlagComment>> {
  const flag = await findFlag(deps, principal, id);
  await takeUserToken(deps, principal, "flag-comment");
  const row: FlagCommentsTable = {
    id: newId("cmt"),
    flag_id: flag.id,
    company_id: flag.company_id,
    user_id: principal.userId,
    content: body.content,
    created_at: deps.clock.now().toISOString(),
  };
  await deps.database.db.insertInto("flag_comments").values(row).execute();
  return commentView(row);
}
