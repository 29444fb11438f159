import { type Kysely, sql } from "kysely";
import type { MigrationContext } from "./types";

/**
 * Traces per company, agent, outcome and UTC day, with the sum of their latencies, kept by
 * triggers on `traces` so that every write path (ingest, merges, deletes, imports) keeps it
 * exact. A trace list's total over a long range, and an agent's metrics, then read one row per
 * day instead of every trace (trace-counts.ts, agents/service.ts).
 *
 * SQLite only: its single writer makes the counter rows free. On PostgreSQL, concurrent
 * ingest transactions would queue (and could deadlock) on the same counter rows, so lists
 * count the traces there.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  if (dialect !== "sqlite") return;
  await sql`
    create table trace_day_counts (
      company_id text not null,
      agent_id text not null,
      outcome text not null,
      day text not null,
      traces integer not null,
      latency_ms real not null,
      primary key (company_id, agent_id, outcome, day)
    ) without rowid
  `.execute(db);
  await sql`
    insert into trace_day_counts (company_id, agent_id, outcome, day, traces, latency_ms)
    select company_id, agent_id, outcome, substr(created_at, 1, 10), count(*), sum(latency_ms)
    from traces group by company_id, agent_id, outcome, substr(created_at, 1, 10)
  `.execute(db);

  const add = sql`
    insert into trace_day_counts (company_id, agent_id, outcome, day, traces, latency_ms)
    values (new.company_id, new.agent_id, new.outcome, substr(new.created_at, 1, 10), 1,
      new.latency_ms)
    on conflict (company_id, agent_id, outcome, day) do update
    set traces = traces + 1, latency_ms = latency_ms + excluded.latency_ms;`;
  const remove = sql`
    update trace_day_counts set traces = traces - 1, latency_ms = latency_ms - old.latency_ms
    where company_id = old.company_id and agent_id = old.agent_id and outcome = old.outcome
      and day = substr(old.created_at, 1, 10);`;
  await sql`create trigger trace_day_counts_insert after insert on traces begin ${add} end`.execute(
    db,
  );
  await sql`create trigger trace_day_counts_delete after delete on traces begin ${remove} end`.execute(
    db,
  );
  await sql`
    create trigger trace_day_counts_update
    after update of company_id, agent_id, outcome, created_at, latency_ms on traces
    when old.company_id is not new.company_id or old.agent_id is not new.agent_id
      or old.outcome is not new.outcome or old.latency_ms is not new.latency_ms
      or substr(old.created_at, 1, 10) is not substr(new.created_at, 1, 10)
    begin ${remove} ${add} end
  `.execute(db);
}
