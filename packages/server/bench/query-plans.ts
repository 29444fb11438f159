import SQLite from "better-sqlite3";
import type { Compilable, CompiledQuery } from "kysely";
import { createDatabase, type Database } from "../src/db/database";
import type { Principal } from "../src/http/principal";
import { IngestPipeline } from "../src/modules/traces/ingest/pipeline";
import { ListTracesQuery, StatsQuery } from "../src/modules/traces/schemas";
import * as service from "../src/modules/traces/service";

/**
 * The SQL the traces service really runs for a list and a stats request (captured from
 * service.listTraces / traceStats as they reach the Database, in this process, on the seeded
 * database), with SQLite's EXPLAIN QUERY PLAN and the time each statement alone takes.
 */

export interface PlannedQuery {
  label: string;
  sql: string;
  plan: string[];
  /** Median of 5 runs straight through better-sqlite3, ms. */
  ms: number;
  rows: number;
}

export interface PlanRequest {
  label: string;
  run(ctx: service.TracesDeps, principal: Principal): Promise<unknown>;
}

/** A list request and the stats requests, as the bench sends them. */
export function planRequests(agentId: string, from: string, to: string): PlanRequest[] {
  return [
    {
      label: "list: agentId + outcome=success + 30-day range, page 1",
      run: (ctx, principal) =>
        service.listTraces(
          ctx,
          principal,
          ListTracesQuery.parse({ agentId, outcome: "success", startDate: from, endDate: to }),
        ),
    },
    {
      label: "stats: period=30d",
      run: (ctx, principal) =>
        service.traceStats(ctx, principal, StatsQuery.parse({ period: "30d" })),
    },
    {
      label: "stats: period=30d&agentId",
      run: (ctx, principal) =>
        service.traceStats(ctx, principal, StatsQuery.parse({ period: "30d", agentId })),
    },
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function explainRequests(
  dataDir: string,
  companyId: string,
  requests: PlanRequest[],
): Promise<PlannedQuery[]> {
  const database = createDatabase({ dataDir });
  const raw = new SQLite(`${dataDir}/vigil.db`, { readonly: true });
  const out: PlannedQuery[] = [];
  try {
    for (const request of requests) {
      // The statements the service runs, as it hands them to the database (subqueries
      // inside them are not statements of their own).
      const captured: CompiledQuery[] = [];
      const record = (queries: readonly Compilable<unknown>[]) => {
        for (const query of queries) captured.push(query.compile());
      };
      const recording: Database = {
        ...database,
        select(query) {
          record([query]);
          return database.select(query);
        },
        column(query) {
          record([query]);
          return database.column(query);
        },
        selectEach(queries) {
          record(queries);
          return database.selectEach(queries);
        },
      };
      const ctx: service.TracesDeps = {
        database: recording,
        clock: { now: () => new Date() },
        ingest: new IngestPipeline(),
      };
      const principal: Principal = {
        keyId: "key_plans",
        companyId,
        userId: "admin",
        role: "admin",
        permissions: ["read"],
        agentId: null,
        tier: "unlimited",
        expiresAt: null,
      };
      await request.run(ctx, principal);
      captured.forEach((query, i) => {
        const parameters = query.parameters as unknown[];
        const plan = raw.prepare(`explain query plan ${query.sql}`).all(...parameters) as {
          id: number;
          parent: number;
          detail: string;
        }[];
        const depth = new Map<number, number>([[0, 0]]);
        const lines = plan.map((step) => {
          const level = (depth.get(step.parent) ?? 0) + 1;
          depth.set(step.id, level);
          return `${"  ".repeat(level)}${step.detail}`;
        });
        const statement = raw.prepare(query.sql);
        const times: number[] = [];
        let rows = 0;
        for (let run = 0; run < 5; run++) {
          const started = performance.now();
          rows = statement.all(...parameters).length;
          times.push(performance.now() - started);
        }
        out.push({
          label: `${request.label} (query ${i + 1} of ${captured.length})`,
          sql: query.sql,
          plan: lines,
          ms: median(times),
          rows,
        });
      });
    }
  } finally {
    raw.close();
    await database.close();
  }
  return out;
}
