import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openSqliteDatabase } from "../../../db/database";
import { ALL_MIGRATIONS, TEST_DIALECTS, tableNames } from "../../../testing/databases";
import { postFailures } from "../../../testing/failures";
import { createTestApp, dataOf, type TestApp } from "../../../testing/harness";
import type { ErasureReceipt } from "./erasure-job";
import { ORPHANED_TITLE } from "./issue-titles";

const USER_ID = "enduser-q7x2";
const EMAIL = "quinn.q7x2@example.org";
const PHRASE = "marmalade-hurricane";
const IDENTIFIERS = [USER_ID, EMAIL, PHRASE];

/** Text columns of a table, from the schema as it is at run time. */
async function textColumns(database: Database, table: string): Promise<string[]> {
  if (database.dialect === "sqlite") {
    const { rows } = await sql<{
      name: string;
      type: string;
    }>`select name, type from pragma_table_info(${table})`.execute(database.db);
    // FTS5 tables declare no types: every column of theirs holds text.
    return rows
      .filter((r) => r.type === "" || /text|char|json|clob/i.test(r.type))
      .map((r) => r.name);
  }
  const { rows } = await sql<{ name: string }>`select column_name as name
    from information_schema.columns where table_schema = current_schema() and table_name = ${table}
      and data_type in ('text', 'character varying', 'json', 'jsonb', 'tsvector', 'character')`.execute(
    database.db,
  );
  return rows.map((r) => r.name);
}

/** Every (table, column) whose text holds `needle` in any case, over the whole schema. */
async function findEverywhere(database: Database, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tableNames(database)) {
    for (const column of await textColumns(database, table)) {
      const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}
        where lower(cast(${sql.ref(column)} as text)) like ${`%${needle.toLowerCase()}%`}`.execute(
        database.db,
      );
      if (Number(rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`);
    }
  }
  return found;
}

async function count(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await query.execute(database.db);
  return Number((rows[0] as { n: number | string } | undefined)?.n ?? 0);
}

type Variant = { dialect: (typeof TEST_DIALECTS)[number]; file: boolean };
const VARIANTS: Variant[] = [
  ...TEST_DIALECTS.map((dialect) => ({ dialect, file: false })),
  { dialect: "sqlite", file: true },
];

describe.each(VARIANTS)("erasure of an end user on $dialect (file: $file)", ({ dialect, file }) => {
  let t: TestApp;
  let dir: string;
  let admin: string;
  let agentId: string;
  let subjectTraces: string[];
  let keptTraces: string[];
  let dsrId: string;
  let issueId: string;
  const dbFile = () => join(dir, "vigil.db");
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-erasure-"));
    let database: Database | undefined;
    if (file) {
      database = openSqliteDatabase(dbFile());
      await database.migrate(ALL_MIGRATIONS);
    }
    t = await createTestApp({
      dialect,
      config: { dev: true, dataDir: dir },
      ...(database ? { database } : {}),
    });
    admin = await t.key({ companyId: "acme", userId: "root" });
    await dataOf(
      await t.call("POST", "/api/v1/explainer/webhooks", {
        key: admin,
        body: { name: "all", url: "http://127.0.0.1:9/hook", events: ["failure.detected"] },
      }),
      201,
    );
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key: admin, body: { name: "support" } }),
        201,
      )
    ).id;
    subjectTraces = await postFailures(t, admin, agentId, [
      {
        message: `LookupError: no account for ${EMAIL} (${PHRASE})`,
        userMessage: `My ${PHRASE} order never came`,
        userId: USER_ID,
      },
    ]);
    // Linked by the email in its text only (in another case), no user id.
    const byEmail = await dataOf<{ traceId: string }>(
      await t.call("POST", "/api/traces", {
        key: admin,
        body: {
          agentId,
          userMessage: `Please write to ${EMAIL.toUpperCase()} about the ${PHRASE}`,
          agentResponse: "Done.",
          spans: [],
        },
      }),
      201,
    );
    subjectTraces.push(byEmail.traceId);
    keptTraces = await postFailures(t, admin, agentId, [
      { message: "LookupError: no account for someone else", userId: "other-user", minutes: 3 },
    ]);
    await t.deps.jobs.drain();
    await dataOf(
      await t.call("POST", "/api/v1/explainer/analyze", {
        key: admin,
        body: {
          traces: subjectTraces.map((traceId) => ({ traceId })),
          options: { tier: "rule_based" },
        },
      }),
    );
    const flag = await dataOf<{ id: string }>(
      await t.call("POST", "/api/flagged-traces", {
        key: admin,
        body: { traceId: subjectTraces[0], agentId, reason: "other", notes: `${PHRASE} again` },
      }),
      201,
    );
    await t.call("POST", `/api/flagged-traces/${flag.id}/comments`, {
      key: admin,
      body: { content: `customer ${EMAIL} called` },
    });
    // An issue opened from the subject's failure cluster takes its name from their failures.
    const member = await t.database.db
      .selectFrom("pattern_members")
      .select("cluster_id")
      .where("trace_id", "=", subjectTraces[0] as string)
      .executeTakeFirstOrThrow();
    issueId = (
      await dataOf<{ id: string; title: string }>(
        await t.call("POST", "/api/v2/issues", {
          key: admin,
          body: { clusterId: member.cluster_id },
        }),
        201,
      )
    ).id;
    const created = await t.call("POST", "/api/v1/compliance/dsr", {
      key: admin,
      body: {
        requestType: "erasure",
        requestDetails: { subject: { userId: USER_ID, email: EMAIL }, description: PHRASE },
      },
    });
    expect(created.status).toBe(201);
    dsrId = ((await created.json()) as { id: string }).id;
    await t.deps.jobs.drain();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("erases nothing until an admin verifies the request", async () => {
    for (const needle of IDENTIFIERS) {
      expect(await findEverywhere(t.database, needle)).not.toEqual([]);
    }
    const dsr = (await (
      await t.call("GET", `/api/v1/compliance/dsr/${dsrId}`, { key: admin })
    ).json()) as { status: string };
    expect(dsr.status).toBe("awaiting_verification");
    const issue = await t.database.db
      .selectFrom("issues")
      .select("title")
      .where("id", "=", issueId)
      .executeTakeFirstOrThrow();
    expect(issue.title).toContain(PHRASE);
    expect(await count(t.database, sql`select count(*) as n from traces`)).toBe(3);
    if (file) {
      // The byte scan below can fail: before erasure the phrase is in the file or its WAL.
      const bytes = [dbFile(), `${dbFile()}-wal`]
        .filter((path) => existsSync(path))
        .map((path) => readFileSync(path));
      expect(bytes.some((b) => b.includes(Buffer.from(PHRASE)))).toBe(true);
    }
  });

  it("after verification leaves the subject's identifiers nowhere, with a receipt of what was there", async () => {
    const ids = sql.join(subjectTraces);
    const before = {
      traces: subjectTraces.length,
      spans: await count(
        t.database,
        sql`select count(*) as n from spans where trace_id in (${ids})`,
      ),
      pattern_members: await count(
        t.database,
        sql`select count(*) as n from pattern_members where trace_id in (${ids})`,
      ),
      analyses: await count(
        t.database,
        sql`select count(*) as n from analyses where trace_id in (${ids})`,
      ),
      flagged_traces: 1,
      flag_comments: 1,
    };
    const verified = await t.call("POST", `/api/v1/compliance/dsr/${dsrId}/verify`, {
      key: admin,
      body: { approve: true, notes: "ID checked" },
    });
    expect(verified.status).toBe(200);
    await t.deps.jobs.drain();
    const dsr = (await (
      await t.call("GET", `/api/v1/compliance/dsr/${dsrId}`, { key: admin })
    ).json()) as { status: string; completionNotes: string; completedAt: string };
    expect(dsr.status).toBe("completed");
    const receipt = JSON.parse(dsr.completionNotes) as ErasureReceipt;
    expect(receipt.completedAt).toBe(dsr.completedAt);
    expect(receipt.traces).toBe(before.traces);
    expect(receipt.rows).toMatchObject(before);
    for (const needle of IDENTIFIERS) {
      expect({ needle, found: await findEverywhere(t.database, needle) }).toEqual({
        needle,
        found: [],
      });
    }
    expect(
      (await t.database.db.selectFrom("traces").select("id").execute()).map((r) => r.id),
    ).toEqual(keptTraces);
    const audit = await t.database.db
      .selectFrom("audit_logs")
      .selectAll()
      .where("action", "=", "erasure.complete")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.details).toContain('"traces":2');
    // The issue stays, named by what is left of its cluster or neutrally, never by the subject.
    const issue = await t.database.db
      .selectFrom("issues")
      .leftJoin("pattern_clusters", "pattern_clusters.id", "issues.cluster_id")
      .select(["issues.title as title", "pattern_clusters.name as clusterName"])
      .where("issues.id", "=", issueId)
      .executeTakeFirstOrThrow();
    expect(issue.title).toBe(issue.clusterName ?? ORPHANED_TITLE);
    expect(receipt.rows["issues (renamed)"]).toBe(1);
  });

  it.runIf(file)("leaves no byte of the identifiers in the database file or its WAL", () => {
    for (const path of [dbFile(), `${dbFile()}-wal`]) {
      if (!existsSync(path)) continue;
      const bytes = readFileSync(path);
      for (const needle of [...IDENTIFIERS, EMAIL.toUpperCase()]) {
        expect({ path, needle, at: bytes.indexOf(Buffer.from(needle)) }).toEqual({
          path,
          needle,
          at: -1,
        });
      }
    }
  });
});

describe.each(TEST_DIALECTS)("erasure of the requester, a user of Vigil, on %s", (dialect) => {
  const ALICE = "alice-z9k4";
  const ALICE_EMAIL = "alice.z9k4@example.org";
  let t: TestApp;
  let dir: string;
  let admin: string;
  let alice: string;
  let exportFilePath: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-erasure-user-"));
    t = await createTestApp({ dialect, config: { dataDir: dir } });
    admin = await t.key({ companyId: "acme", userId: "root" });
    alice = await t.key({ companyId: "acme", userId: ALICE, role: "member" });
    await t.database.db
      .updateTable("users")
      .set({ email: ALICE_EMAIL, name: "Alice" })
      .where("id", "=", ALICE)
      .execute();
    const agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key: admin, body: { name: "bot" } }),
        201,
      )
    ).id;
    await t.call("POST", "/api/traces", {
      key: admin,
      body: { agentId, userId: ALICE, userMessage: `hello from ${PHRASE}`, spans: [] },
    });
    await t.call("POST", "/api/v1/compliance/consents/analytics/grant", {
      key: alice,
      body: { lawfulBasis: "consent" },
    });
    const exported = (await (
      await t.call("POST", "/api/v1/compliance/export/my-data", { key: alice, body: {} })
    ).json()) as { exportId: string };
    await t.deps.jobs.drain();
    exportFilePath = join(dir, "exports", `${exported.exportId}.json`);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("removes their account, traces, consents and exports; the audit log keeps only actor ids", async () => {
    expect(existsSync(exportFilePath)).toBe(true);
    const requested = (await (
      await t.call("POST", "/api/v1/compliance/erasure/request", {
        key: alice,
        body: { reason: `please forget ${ALICE_EMAIL}` },
      })
    ).json()) as { requestId: string };
    await t.deps.jobs.drain();
    expect(await findEverywhere(t.database, ALICE)).not.toEqual([]);
    await t.call("POST", `/api/v1/compliance/dsr/${requested.requestId}/verify`, {
      key: admin,
      body: { approve: true },
    });
    await t.deps.jobs.drain();
    const dsr = (await (
      await t.call("GET", `/api/v1/compliance/dsr/${requested.requestId}`, { key: admin })
    ).json()) as { status: string; completionNotes: string; requesterId: string };
    expect(dsr.status).toBe("completed");
    expect(dsr.requesterId).toBe(`erased:${requested.requestId}`);
    const receipt = JSON.parse(dsr.completionNotes) as ErasureReceipt;
    expect(receipt.rows).toMatchObject({
      traces: 1,
      users: 1,
      api_keys: 1,
      consents: 1,
      exports: 1,
    });
    expect(existsSync(exportFilePath)).toBe(false);
    // The audit log is append-only and hash-chained: it keeps who acted, never what they said.
    expect(await findEverywhere(t.database, ALICE)).toEqual(["audit_logs.user_id"]);
    for (const needle of [ALICE_EMAIL, PHRASE]) {
      expect(await findEverywhere(t.database, needle)).toEqual([]);
    }
    const res = await t.call("GET", "/api/v1/compliance/consents", { key: alice });
    expect(res.status).toBe(401);
  });
});
