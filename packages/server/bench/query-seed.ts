import SQLite from "better-sqlite3";
import { newId } from "../src/lib/ids";
import { decodeTraceRequestProtobuf } from "../src/otlp/protobuf";
import { createBenchKey } from "./bench-key";
import { seededRandom } from "./genai-spans";
import { buildTemplates, stampHex } from "./otlp-batches";
import { captureWrites, rowOf } from "./pipeline-capture";

/**
 * A trace store for the query bench: `traces` traces of `spansPerTrace` GenAI spans for
 * `agents` agents of one company, spread over the last 30 days, inserted straight through
 * better-sqlite3 in big transactions after the real migrations. The rows are the pipeline's
 * own: real OTLP batches go through IngestPipeline once (captured, see pipeline-capture.ts)
 * and every seeded trace copies one of them with its own ids, agent, session, start time and
 * a latency scaled by a skewed factor; about 10% of traces fail (a tool span errors).
 */

export interface QuerySeedOptions {
  dataDir: string;
  companyId: string;
  agents: number;
  traces: number;
  spansPerTrace: number;
  /** The seeded period ends a minute before this (epoch ms) and spans `days` days. */
  nowMs: number;
  days: number;
}

export interface QuerySeeded {
  key: string;
  agentIds: string[];
  /** Every 100th trace id, for detail requests. */
  sampleTraceIds: string[];
  traces: number;
  spans: number;
  failures: number;
  ms: number;
}

interface TemplateTrace {
  trace: Record<string, unknown>;
  spans: Record<string, unknown>[];
  failed: boolean;
}

const TEMPLATE_BATCHES = 4;
const TRACES_PER_TRANSACTION = 5_000;
const DAY_MS = 86_400_000;

/** 256 distinct traces as the pipeline stores them. */
async function templateTraces(options: QuerySeedOptions): Promise<TemplateTrace[]> {
  const batches = buildTemplates({
    count: TEMPLATE_BATCHES,
    seed: 7,
    startMs: options.nowMs - DAY_MS,
    spansPerTrace: options.spansPerTrace,
  }).protobuf;
  const out: TemplateTrace[] = [];
  for (const batch of batches) {
    const writes = await captureWrites(
      decodeTraceRequestProtobuf(batch.bytes),
      options.companyId,
      "agent_template",
    );
    const byId = new Map<string, TemplateTrace>();
    for (const write of writes) {
      const { table, row } = rowOf(write);
      if (table === "traces") {
        byId.set(row.id as string, { trace: row, spans: [], failed: row.outcome === "failure" });
      } else if (table === "spans") {
        byId.get(row.trace_id as string)?.spans.push(row);
      }
    }
    out.push(...byId.values());
  }
  return out;
}

const shift = (iso: unknown, from: number, to: number, scale: number) =>
  new Date(to + (Date.parse(iso as string) - from) * scale).toISOString();
const round2 = (n: number) => Math.round(n * 100) / 100;

export async function seedTraces(options: QuerySeedOptions): Promise<QuerySeeded> {
  const started = performance.now();
  const key = await createBenchKey(options.dataDir, options.companyId);
  const templates = await templateTraces(options);
  const failing = templates.filter((t) => t.failed);
  const passing = templates.filter((t) => !t.failed);
  const random = seededRandom(2026);

  const sqlite = new SQLite(`${options.dataDir}/vigil.db`);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = OFF");
  const insertFor = (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    return {
      columns,
      statement: sqlite.prepare(
        `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      ),
    };
  };
  const traceInsert = insertFor("traces", templates[0]?.trace ?? {});
  const spanInsert = insertFor("spans", templates[0]?.spans[0] ?? {});
  const insertSession = sqlite.prepare(
    "insert or ignore into trace_sessions (company_id, id, user_id, metadata, created_at, updated_at) values (?, ?, ?, '{}', ?, ?)",
  );
  const insertAgent = sqlite.prepare(
    "insert into agents (id, company_id, department_id, name, description, industry, config, created_at, updated_at) values (?, ?, null, ?, ?, 'ecommerce', '{}', ?, ?)",
  );

  const from = options.nowMs - 60_000 - options.days * DAY_MS;
  const agentIds = Array.from({ length: options.agents }, () => newId("agent"));
  const sampleTraceIds: string[] = [];
  let failures = 0;
  let spans = 0;

  const writeTrace = (i: number) => {
    const fail = random() < 0.1;
    const pool = fail && failing.length > 0 ? failing : passing;
    const template = pool[Math.floor(random() * pool.length)] as TemplateTrace;
    if (template.failed) failures++;
    const stamp = stampHex(i);
    const id = `tr_${stamp}${(template.trace.id as string).slice(11)}`;
    if (i % 100 === 0) sampleTraceIds.push(id);
    // Start times in order over the period (as they arrive); latencies ×0.2–5, most near 1.
    const startMs = from + ((i + random()) / options.traces) * options.days * DAY_MS;
    const scale = 0.2 + 4.8 * random() ** 3;
    const templateStart = Date.parse(template.trace.created_at as string);
    const sessionId = `conv_${stampHex(Math.floor(i / 4))}`;
    const createdAt = new Date(startMs).toISOString();
    const endedAt = shift(template.trace.ended_at, templateStart, startMs, scale);
    const trace: Record<string, unknown> = {
      ...template.trace,
      id,
      agent_id: agentIds[Math.floor(random() * agentIds.length)],
      session_id: sessionId,
      latency_ms: round2((template.trace.latency_ms as number) * scale),
      created_at: createdAt,
      ended_at: endedAt,
      updated_at: endedAt,
    };
    traceInsert.statement.run(...traceInsert.columns.map((c) => trace[c] ?? null));
    for (const span of template.spans) {
      const row: Record<string, unknown> = {
        ...span,
        trace_id: id,
        id: `${stamp}${(span.id as string).slice(8)}`,
        parent_span_id:
          span.parent_span_id === null
            ? null
            : `${stamp}${(span.parent_span_id as string).slice(8)}`,
        start_time: shift(span.start_time, templateStart, startMs, scale),
        end_time: shift(span.end_time, templateStart, startMs, scale),
        latency_ms: (span.latency_ms as number) * scale,
      };
      spanInsert.statement.run(...spanInsert.columns.map((c) => row[c] ?? null));
      spans++;
    }
    insertSession.run(options.companyId, sessionId, trace.user_id ?? null, createdAt, endedAt);
  };

  sqlite.transaction(() => {
    agentIds.forEach((id, a) => {
      const at = new Date(from - DAY_MS).toISOString();
      insertAgent.run(id, options.companyId, `agent-${a}`, "Answers customer questions", at, at);
    });
  })();
  for (let first = 0; first < options.traces; first += TRACES_PER_TRANSACTION) {
    const last = Math.min(options.traces, first + TRACES_PER_TRANSACTION);
    sqlite.transaction(() => {
      for (let i = first; i < last; i++) writeTrace(i);
    })();
  }
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.close();
  return {
    key,
    agentIds,
    sampleTraceIds,
    traces: options.traces,
    spans,
    failures,
    ms: performance.now() - started,
  };
}
