/** Export and import carry a trace's OTLP log records (trace_log_packs), on every dialect. */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentRow, TEST_DIALECTS } from "../../../testing/databases";
import { createTestAppOn, dataOf, SQLITE_FILE, type TestApp } from "../../../testing/harness";
import { countLogRecords } from "../../../testing/log-records";
import { exportTraceLines, importTraceLines } from "./import";

type Row = Record<string, unknown>;

const COMPANY = "default";
const START_NS = 1_768_478_400_000_000_000n; // 2026-01-15T12:00:00Z
let serial = 0;
const hexId = (digits: number) => (++serial).toString(16).padStart(digits, "0");
const str = (key: string, stringValue: string) => ({ key, value: { stringValue } });
const kv = (values: Row[]) => ({ kvlistValue: { values } });

/**
 * One trace as OpenTelemetry's GenAI instrumentation sends it: spans, message content in log
 * records tied to the llm span, and records no span shows (trace id only, or a span never sent).
 */
function world() {
  const traceId = hexId(32);
  const root = hexId(16);
  const chat = hexId(16);
  const missing = hexId(16);
  const span = (spanId: string, parentSpanId: string | undefined, name: string) => ({
    traceId,
    spanId,
    parentSpanId,
    name,
    kind: parentSpanId ? 3 : 1,
    startTimeUnixNano: String(START_NS),
    endTimeUnixNano: String(START_NS + 800_000_000n),
    attributes: parentSpanId
      ? [str("gen_ai.operation.name", "chat"), str("gen_ai.request.model", "gpt-4o-mini")]
      : [],
    status: { code: 0 },
  });
  const record = (eventName: string, offsetNs: bigint, body: unknown, spanId?: string) => ({
    timeUnixNano: String(START_NS + offsetNs),
    observedTimeUnixNano: String(START_NS + offsetNs + 5n),
    severityNumber: 9,
    severityText: "INFO",
    eventName,
    body,
    attributes: [str("gen_ai.system", "openai")],
    traceId,
    ...(spanId ? { spanId } : {}),
  });
  const logsOf = (logRecords: Row[]) => ({
    resourceLogs: [
      {
        resource: { attributes: [str("service.name", "transfer-agent")] },
        scopeLogs: [{ scope: { name: "@opentelemetry/instrumentation-openai" }, logRecords }],
      },
    ],
  });
  const resource = { attributes: [str("service.name", "transfer-agent")] };
  return {
    traceId,
    spans: {
      resourceSpans: [
        {
          resource,
          scopeSpans: [
            {
              scope: { name: "t" },
              spans: [span(root, undefined, "handle"), span(chat, root, "chat")],
            },
          ],
        },
      ],
    },
    logs: logsOf([
      record("gen_ai.user.message", 1n, kv([str("content", "What is 2+2?")]), chat),
      record("gen_ai.choice", 2n, kv([{ key: "message", value: kv([str("content", "4")]) }]), chat),
      // Shown under logs[]: the trace's own record, and one for a span that never came.
      record("app.note", 3n, { stringValue: "cache miss" }),
      record("gen_ai.user.message", 4n, kv([str("content", "And 3+3?")]), missing),
    ]),
    /** Sent with a key bound to the trace's agent. */
    boundLogs: logsOf([record("app.bound", 5n, { stringValue: "bound note" })]),
  };
}

describe.each([...TEST_DIALECTS, SQLITE_FILE])(
  "trace transfer with log records on %s",
  (dialect) => {
    let dir: string;
    let source: TestApp;
    let target: TestApp;
    let sourceKey: string;
    let targetKey: string;
    let agentId: string;
    const w = world();
    const traceId = `tr_${w.traceId}`;

    const detail = (t: TestApp, key: string, id = traceId) =>
      t.call("GET", `/api/traces/${id}`, { key }).then((res) => dataOf<Row & { logs: Row[] }>(res));
    const exportLines = async (): Promise<string[]> => {
      const out: string[] = [];
      for await (const line of exportTraceLines(source.deps, { companyId: COMPANY, agentId })) {
        out.push(line);
      }
      return out;
    };
    const importLines = (lines: readonly string[]) =>
      importTraceLines(
        target.deps,
        { companyId: COMPANY },
        (async function* () {
          yield* lines;
        })(),
      );
    const logRows = () => countLogRecords(target.database);

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "vigil-transfer-logs-"));
      [source, target] = await Promise.all([
        createTestAppOn(dialect, join(dir, "source.db")),
        createTestAppOn(dialect, join(dir, "target.db")),
      ]);
      [sourceKey, targetKey] = await Promise.all([source.key(), target.key()]);
      const post = async (path: string, body: unknown, key = sourceKey) => {
        const res = await source.call("POST", path, { key, body });
        expect(await res.json()).toEqual({});
      };
      await post("/v1/traces", w.spans);
      await post("/v1/logs", w.logs);
      agentId = (await detail(source, sourceKey)).agentId as string;
      await post("/v1/logs", w.boundLogs, await source.key({ agentId }));
      const now = new Date().toISOString();
      await target.database.db
        .insertInto("agents")
        .values([agentRow(agentId, COMPANY, now), agentRow("agent_other", COMPANY, now)])
        .execute();
    });
    afterAll(async () => {
      await Promise.all([source.close(), target.close()]);
      rmSync(dir, { recursive: true, force: true });
    });

    it("exports the trace's log records in the versioned shape", async () => {
      const [line] = await exportLines();
      const logs = (JSON.parse(line!) as { logs: { version: number; records: Row[] } }).logs;
      expect(logs.version).toBe(1);
      expect(logs.records).toHaveLength(5);
      expect(logs.records.filter((r) => r.agentBound)).toMatchObject([{ name: "app.bound" }]);
      expect(logs.records.find((r) => r.name === "app.note")).toMatchObject({
        spanId: null,
        timeUnixNano: String(START_NS + 3n),
        observedTimeUnixNano: String(START_NS + 8n),
        severityNumber: 9,
        severityText: "INFO",
        attributes: { "gen_ai.system": "openai", body: "cache miss" },
      });
    });

    it("imports them back with the same logs[] and spans, and a second import adds nothing", async () => {
      const before = await detail(source, sourceKey);
      expect(before.logs.map((log) => log.name)).toEqual([
        "app.note",
        "gen_ai.user.message",
        "app.bound",
      ]);
      const lines = await exportLines();

      const first = await importLines(lines);
      expect(first).toMatchObject({ imported: 1, rejected: 0, logRecords: 5, reasons: [] });
      const after = await detail(target, targetKey);
      expect(after.logs).toEqual(before.logs);
      expect(after.spans).toEqual(before.spans);
      expect(after.userMessage).toBe(before.userMessage);
      expect(await logRows()).toBe(5);

      const again = await importLines(lines);
      expect(again).toMatchObject({ imported: 1, rejected: 0, reasons: [] });
      expect(await logRows()).toBe(5);
      expect(await detail(target, targetKey)).toEqual(after);
    });

    it("stores no log records for a trace the import refuses (its id is another agent's)", async () => {
      const lines = await exportLines();
      await importLines(lines);
      const rows = await logRows();
      const summary = await importTraceLines(
        target.deps,
        { companyId: COMPANY, agentId: "agent_other" },
        (async function* () {
          yield* lines;
        })(),
      );
      expect(summary).toMatchObject({ imported: 0, rejected: 1, logRecords: 0 });
      expect(summary.reasons[0]?.reason).toBe(`${traceId}: trace id already in use`);
      expect(await logRows()).toBe(rows);
    });

    it("still imports an export made before log records were carried", async () => {
      const [line] = await exportLines();
      const { logs: _logs, ...old } = JSON.parse(line!) as Row;
      const oldId = "tr_0ld0export";
      const summary = await importLines([JSON.stringify({ ...old, id: oldId })]);
      expect(summary).toMatchObject({ imported: 1, rejected: 0, logRecords: 0 });
      const imported = await detail(target, targetKey, oldId);
      expect(imported.logs).toEqual([]);
      expect(imported.spans).toHaveLength(2);
    });

    it("imports a file exported before log records were stored packed", async () => {
      // Written by the export of the build before migration 0012-trace-log-packs.
      const file = readFileSync(join(import.meta.dirname, "fixtures/export-logs-v1.jsonl"), "utf8");
      const line = JSON.parse(file.trim()) as Row & { logs: { records: Row[] } };
      const oldId = "tr_0ld0packs";
      const rows = await logRows();
      const summary = await importLines([JSON.stringify({ ...line, id: oldId, agentId })]);
      expect(summary).toMatchObject({ imported: 1, rejected: 0, logRecords: 5, reasons: [] });
      expect(await logRows()).toBe(rows + 5);
      const imported = await detail(target, targetKey, oldId);
      expect(imported.logs.map((log) => log.name)).toEqual([
        "app.note",
        "gen_ai.user.message",
        "app.bound",
      ]);
      const chat = (imported.spans as Row[]).find((span) => span.name === "chat");
      expect(chat?.input).toEqual([{ role: "user", content: "What is 2+2?" }]);
      // The same file again stores nothing more: each record keeps its key in its pack.
      expect(await importLines([JSON.stringify({ ...line, id: oldId, agentId })])).toMatchObject({
        imported: 1,
      });
      expect(await logRows()).toBe(rows + 5);
    });

    it("refuses a line whose logs are of another version or not valid, storing nothing of it", async () => {
      const [line] = await exportLines();
      const parsed = JSON.parse(line!) as Row & { logs: { records: Row[] } };
      const newer = { ...parsed, id: "tr_newer", logs: { ...parsed.logs, version: 2 } };
      const [record] = parsed.logs.records;
      const bad = {
        ...parsed,
        id: "tr_badlogs",
        logs: { version: 1, records: [{ ...record, timeUnixNano: "soon" }] },
      };
      const rows = await logRows();
      const summary = await importLines([JSON.stringify(newer), JSON.stringify(bad)]);
      expect(summary).toMatchObject({ imported: 0, rejected: 2 });
      expect(summary.reasons[0]?.reason).toMatch(/^logs\.version 2 is not one this Vigil reads/);
      expect(summary.reasons[1]?.reason).toMatch(
        /^not a valid trace: logs\.records\[0\]\.timeUnixNano: /,
      );
      expect(await logRows()).toBe(rows);
      const missing = await target.call("GET", "/api/traces/tr_newer", { key: targetKey });
      expect(missing.status).toBe(404);
    });

    // Last: it adds traces to the source that the tests above do not expect.
    it("writes the records of several traces of one batch, each under its own trace", async () => {
      const more = [world(), world()];
      for (const m of more) {
        for (const [path, body] of [
          ["/v1/logs", m.logs],
          ["/v1/traces", m.spans],
        ] as const) {
          const res = await source.call("POST", path, { key: sourceKey, body });
          expect(await res.json()).toEqual({});
        }
      }
      const summary = await importLines(await exportLines());
      expect(summary).toMatchObject({ imported: 3, rejected: 0, logRecords: 13, reasons: [] });
      for (const id of [traceId, ...more.map((m) => `tr_${m.traceId}`)]) {
        const [from, to] = await Promise.all([
          detail(source, sourceKey, id),
          detail(target, targetKey, id),
        ]);
        expect(to.logs).toHaveLength(id === traceId ? 3 : 2);
        expect(to.logs).toEqual(from.logs);
        expect(to.spans).toEqual(from.spans);
      }
    });
  },
);
