/**
 * Who an erasure request is about, and which traces are theirs (DESIGN.md, Data subjects): the
 * requester, or the end user an admin named in `requestDetails.subject {userId?, email?}`. An
 * end user's traces are those linked to their id (OTel user.id / enduser.id and native
 * metadata.userId all land in traces.user_id; sessions carry it too) and those whose stored text
 * contains their email anywhere: the trace, its spans, its log records.
 */
import type { Deps } from "../../../context";
import { parseJson } from "../../../db/sql";
import { containsAny } from "../../../db/text-match";
import type { DsrsTable } from "../schema";

export interface Subject {
  userId: string | null;
  email: string | null;
  /** The id is a user of Vigil in the company (their own rows go too). */
  isUser: boolean;
}

/** Reads the subject from the request (its details still hold them until erasure ends). */
export async function resolveSubject(
  { database }: Pick<Deps, "database">,
  dsr: DsrsTable,
): Promise<Subject> {
  const details = parseJson<{ subject?: { userId?: string; email?: string } }>(
    dsr.request_details,
    {},
  );
  const named = details.subject;
  const userId = named ? (named.userId ?? null) : dsr.requester_id;
  const user =
    userId === null
      ? undefined
      : await database.db
          .selectFrom("users")
          .select(["id", "email"])
          .where("company_id", "=", dsr.company_id)
          .where("id", "=", userId)
          .executeTakeFirst();
  const email = named ? (named.email ?? user?.email ?? null) : (user?.email ?? null);
  return { userId, email: email ? email.toLowerCase() : null, isUser: user !== undefined };
}

/** Every trace of the company that belongs to the subject, by id link or by email in text. */
export async function subjectTraceIds(
  { database }: Pick<Deps, "database">,
  companyId: string,
  subject: Subject,
): Promise<string[]> {
  const dialect = database.dialect;
  const db = database.db;
  const ids = new Set<string>();
  const collect = (rows: { id: string | null }[]) => {
    for (const row of rows) if (row.id) ids.add(row.id);
  };
  if (subject.userId !== null) {
    const userId = subject.userId;
    collect(
      await db
        .selectFrom("traces")
        .select("id")
        .where("company_id", "=", companyId)
        .where((eb) =>
          eb.or([
            eb("user_id", "=", userId),
            eb(
              "session_id",
              "in",
              eb
                .selectFrom("trace_sessions")
                .select("id")
                .where("company_id", "=", companyId)
                .where("user_id", "=", userId),
            ),
          ]),
        )
        .execute(),
    );
  }
  if (subject.email !== null) {
    const email = [subject.email];
    collect(
      await db
        .selectFrom("traces")
        .select("id")
        .where("company_id", "=", companyId)
        .where(containsAny(dialect, ["user_message", "agent_response", "metadata"], email, true))
        .execute(),
    );
    collect(
      await db
        .selectFrom("spans")
        .select("trace_id as id")
        .distinct()
        .where("company_id", "=", companyId)
        .where(
          containsAny(
            dialect,
            ["name", "status_message", "input", "output", "query", "documents", "metadata"],
            email,
            true,
          ),
        )
        .execute(),
    );
    collect(
      await db
        .selectFrom("trace_log_packs")
        .select("trace_id as id")
        .distinct()
        .where("company_id", "=", companyId)
        .where(containsAny(dialect, ["records", "record_keys"], email, true))
        .execute(),
    );
  }
  return [...ids].sort();
}
