import { type Kysely, type Migration, Migrator } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openSqliteDatabase } from "../../db/database";
import type { DB } from "../../db/schema";
import type { Principal } from "../../http/principal";
import {
  agentRow,
  openTestDatabase,
  TEST_DIALECTS,
  type TestDialect,
} from "../../testing/databases";
import { manualClock } from "../../testing/harness";
import { metricsFor } from "../agents/service";
import { migrations } from "../index";
import { IngestPipeline } from "./ingest/pipeline";
import { upperTimeBound } from "./model";
import type { TracesTable } from "./schema";
import { ListTracesQuery } from "./schemas";
import { createTrace, deleteTrace, listTraces, type TracesDeps } from "./service";

const COMPANY = "acme";
const AGENTS = ["agent_a", "agent_b"];
const OTHER_COMPANY = "globex";
const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 10);

function principal(agentId: string | null = null, companyId = COMPANY): Principal {
  return {
    keyId: "key",
    companyId,
    userId: "user",
    role: "admin",
    permissions: ["read", "write", "delete"],
    agentId,
    tier: "unlimited",
    expiresAt: null,
  };
}

/** Deterministic pseudo-random numbers in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 2 ** 32;
  };
}

const companyOf = (agentId: string) => (agentId === "agent_g" ? OTHER_COMPANY : COMPANY);

async function seedCompanies(db: Kysely<DB>) {
  const now = new Date(EPOCH).toISOString();
  await db
    .insertInto("companies")
    .values([COMPANY, OTHER_COMPANY].map((id) => ({ id, name: id, created_at: now })))
    .execute();
  await db
    .insertInto("agents")
    .values([...AGENTS, "agent_g"].map((id) => agentRow(id, companyOf(id), now)))
    .execute();
}

function traceRow(id: string, agentId: string, outcome: "success" | "failure", at: number) {
  return {
    id,
    company_id: companyOf(agentId),
    agent_id: agentId,
    outcome,
    user_message: "q",
    agent_response: "a",
    latency_ms: Math.round(at % 100_000) / 7,
    token_count: 1,
    metadata: "{}",
    created_at: new Date(at).toISOString(),
  };
}

type Query = ReturnType<typeof ListTracesQuery.parse>;
type Stored = Pick<TracesTable, "company_id" | "agent_id" | "outcome" | "created_at">;

describe.each(TEST_DIALECTS)("trace list totals on %s", (dialect: TestDialect) => {
  let database: Database;
  let ctx: TracesDeps;
  const rand = random(7);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)] as T;
  /** A time in the 12 days from EPOCH, often right at a midnight. */
  const time = () => {
    const day = Math.floor(rand() * 12);
    return EPOCH + day * DAY_MS + (rand() < 0.2 ? 0 : Math.floor(rand() * DAY_MS));
  };

  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    ctx = { database, clock: manualClock(), ingest: new IngestPipeline() };
    await seedCompanies(database.db);

    // Traces written straight, and through the ingest pipeline (a failing span flips outcome).
    const rows = Array.from({ length: 600 }, (_, i) =>
      traceRow(
        `tr_${i}`,
        pick([...AGENTS, "agent_g"]),
        rand() < 0.3 ? "failure" : "success",
        time(),
      ),
    );
    await database.db.insertInto("traces").values(rows).execute();
    for (let i = 0; i < 20; i++) {
      const start = new Date(time());
      await createTrace(ctx, principal(), {
        agentId: pick(AGENTS),
        spans: [
          {
            name: "answer",
            type: "llm",
            startTime: start.toISOString(),
            endTime: new Date(start.getTime() + 500).toISOString(),
            status: i % 3 === 0 ? "error" : "ok",
          },
        ],
      });
    }
    // Changes of every column the counts keep: outcome, agent, day, latency; and deletes.
    for (let i = 0; i < 75; i++) {
      const id = `tr_${Math.floor(rand() * rows.length)}`;
      const change = i % 5;
      if (change === 0) {
        await database.db
          .updateTable("traces")
          .set({ outcome: rand() < 0.5 ? "failure" : "success" })
          .where("id", "=", id)
          .execute();
      } else if (change === 1) {
        await database.db
          .updateTable("traces")
          .set({ agent_id: pick(AGENTS), company_id: COMPANY })
          .where("id", "=", id)
          .execute();
      } else if (change === 2) {
        await database.db
          .updateTable("traces")
          .set({ created_at: new Date(time()).toISOString() })
          .where("id", "=", id)
          .execute();
      } else if (change === 3) {
        await database.db
          .updateTable("traces")
          .set({ latency_ms: rand() * 5_000 })
          .where("id", "=", id)
          .execute();
      } else {
        const found = await database.db
          .selectFrom("traces")
          .select("company_id")
          .where("id", "=", id)
          .executeTakeFirst();
        if (found) await deleteTrace(ctx, principal(null, found.company_id), id);
      }
    }
  });
  afterAll(async () => {
    await database.close();
  });

  /** The total by definition: every stored trace the filters keep. */
  function expected(stored: readonly Stored[], who: Principal, query: Query): number {
    const from =
      query.startDate === undefined ? undefined : new Date(query.startDate).toISOString();
    const to = query.endDate === undefined ? undefined : upperTimeBound(query.endDate);
    return stored.filter(
      (t) =>
        t.company_id === who.companyId &&
        (who.agentId === null || t.agent_id === who.agentId) &&
        (query.agentId === undefined || t.agent_id === query.agentId) &&
        (query.outcome === undefined || t.outcome === query.outcome) &&
        (from === undefined || t.created_at >= from) &&
        (to === undefined || (to.op === "<" ? t.created_at < to.value : t.created_at <= to.value)),
    ).length;
  }

  it("counts exactly what the filters keep, for any range, after inserts, merges, moves and deletes", async () => {
    const stored = await database.db
      .selectFrom("traces")
      .select(["company_id", "agent_id", "outcome", "created_at"])
      .execute();
    expect(stored.length).toBeGreaterThan(500);
    const bound = (at: number) => {
      const roll = rand();
      if (roll < 0.2) return new Date(at).toISOString().slice(0, 10); // a plain date
      if (roll < 0.3) return undefined;
      return new Date(at).toISOString();
    };
    let nonEmpty = 0;
    for (let i = 0; i < 150; i++) {
      const who = principal(rand() < 0.2 ? pick(AGENTS) : null);
      const [start, end] = [time(), time()].sort((a, b) => a - b) as [number, number];
      const query = ListTracesQuery.parse({
        agentId: rand() < 0.6 ? pick([...AGENTS, "agent_g"]) : undefined,
        outcome: rand() < 0.5 ? pick(["success", "failure"]) : undefined,
        startDate: bound(start),
        endDate: bound(end),
      });
      const want = expected(stored, who, query);
      if (want > 0) nonEmpty++;
      const { total } = await listTraces(ctx, who, query);
      expect({ query, agentId: who.agentId, total }).toEqual({
        query,
        agentId: who.agentId,
        total: want,
      });
    }
    expect(nonEmpty).toBeGreaterThan(100);
  });

  it("gives each agent the metrics of all of its traces", async () => {
    const stored = await database.db
      .selectFrom("traces")
      .select(["company_id", "agent_id", "outcome", "latency_ms"])
      .execute();
    for (const [companyId, agentIds] of [
      [COMPANY, AGENTS],
      [OTHER_COMPANY, ["agent_g", "agent_a"]],
    ] as const) {
      const metrics = await metricsFor(database, companyId, [...agentIds]);
      for (const agentId of agentIds) {
        const own = stored.filter((t) => t.company_id === companyId && t.agent_id === agentId);
        const latency = own.reduce((sum, t) => sum + Number(t.latency_ms), 0) / own.length;
        expect(metrics.get(agentId)).toEqual(
          own.length === 0
            ? undefined
            : {
                totalTraces: own.length,
                successRate: own.filter((t) => t.outcome === "success").length / own.length,
                avgLatency: Math.round(latency * 100) / 100,
              },
        );
      }
    }
  });

  it.runIf(dialect === "sqlite")(
    "keeps one exact count and latency sum per company, agent, outcome and UTC day",
    async () => {
      const counts = await database.db
        .selectFrom("trace_day_counts")
        .select(["company_id", "agent_id", "outcome", "day", "traces", "latency_ms"])
        .where("traces", "!=", 0)
        .orderBy("company_id")
        .orderBy("agent_id")
        .orderBy("outcome")
        .orderBy("day")
        .execute();
      const stored = await database.db
        .selectFrom("traces")
        .select(["company_id", "agent_id", "outcome", "created_at", "latency_ms"])
        .execute();
      const byDay = new Map<string, { traces: number; latency: number }>();
      for (const t of stored) {
        const key = [t.company_id, t.agent_id, t.outcome, t.created_at.slice(0, 10)].join(" ");
        const day = byDay.get(key) ?? { traces: 0, latency: 0 };
        byDay.set(key, { traces: day.traces + 1, latency: day.latency + t.latency_ms });
      }
      const want = [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
      expect(
        counts.map((c) => [[c.company_id, c.agent_id, c.outcome, c.day].join(" "), c.traces]),
      ).toEqual(want.map(([key, day]) => [key, day.traces]));
      counts.forEach((c, i) => {
        expect(c.latency_ms).toBeCloseTo(want[i]?.[1].latency ?? Number.NaN, 6);
      });
    },
  );
});

describe("the day counts migration", () => {
  it("counts the traces already stored", async () => {
    const database = openSqliteDatabase(":memory:");
    const before: Record<string, Migration> = {};
    for (const m of migrations.slice(
      0,
      migrations.findIndex((m) => m.name === "0006-trace-day-counts"),
    )) {
      before[m.name] = {
        up: (db) => m.up(db, { dialect: "sqlite", types: { float: "real", bigint: "integer" } }),
      };
    }
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => before },
    });
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    await seedCompanies(database.db);
    await database.db
      .insertInto("traces")
      .values([
        traceRow("tr_1", "agent_a", "success", EPOCH + 1000),
        traceRow("tr_2", "agent_a", "success", EPOCH + 2000),
        traceRow("tr_3", "agent_a", "failure", EPOCH + DAY_MS),
        traceRow("tr_4", "agent_b", "success", EPOCH + 3 * DAY_MS),
      ])
      .execute();
    expect(await database.migrate(migrations)).toContain("0006-trace-day-counts");
    const counts = await database.db
      .selectFrom("trace_day_counts")
      .select(["agent_id", "outcome", "day", "traces"])
      .orderBy("agent_id")
      .orderBy("day")
      .execute();
    expect(counts).toEqual([
      { agent_id: "agent_a", outcome: "success", day: "2026-01-10", traces: 2 },
      { agent_id: "agent_a", outcome: "failure", day: "2026-01-11", traces: 1 },
      { agent_id: "agent_b", outcome: "success", day: "2026-01-13", traces: 1 },
    ]);
    await database.close();
  });
});
