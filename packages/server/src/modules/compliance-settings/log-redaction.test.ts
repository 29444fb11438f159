/** Redaction on ingest reaches GenAI content sent as OTLP logs, on the writer-thread path too. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DIALECTS } from "../../testing/databases";
import { createTestAppOn, dataOf, SQLITE_FILE, type TestApp } from "../../testing/harness";
import { countLogRecords } from "../../testing/log-records";

const EMAIL = "jane.doe@example.com";
const PATH = "/api/v1/compliance/settings";
const START_NS = 1_768_478_400_000_000_000n;
const str = (key: string, stringValue: string) => ({ key, value: { stringValue } });

/** A chat span, and its user message and answer sent as GenAI log events. */
function chat(traceId: string, text: string) {
  const spanId = `${traceId.slice(0, 15)}c`;
  const spans = {
    resourceSpans: [
      {
        resource: { attributes: [str("service.name", "log-redaction")] },
        scopeSpans: [
          {
            spans: [
              {
                traceId,
                spanId,
                name: "chat gpt-4o-mini",
                kind: 3,
                startTimeUnixNano: String(START_NS),
                endTimeUnixNano: String(START_NS + 1_000_000n),
                attributes: [
                  str("gen_ai.operation.name", "chat"),
                  str("gen_ai.request.model", "gpt-4o-mini"),
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  const record = (eventName: string, offset: bigint, body: unknown) => ({
    timeUnixNano: String(START_NS + offset),
    severityNumber: 9,
    eventName,
    body,
    attributes: [str("gen_ai.system", "openai")],
    traceId,
    spanId,
  });
  const logs = {
    resourceLogs: [
      {
        scopeLogs: [
          {
            logRecords: [
              record("gen_ai.user.message", 1n, {
                kvlistValue: { values: [str("content", text)] },
              }),
              record("gen_ai.choice", 2n, {
                kvlistValue: {
                  values: [
                    {
                      key: "message",
                      value: { kvlistValue: { values: [str("content", `Replied to ${EMAIL}`)] } },
                    },
                  ],
                },
              }),
            ],
          },
        ],
      },
    ],
  };
  return { spans, logs };
}

describe.each([...TEST_DIALECTS, SQLITE_FILE])("redaction of OTLP log events on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "vigil-log-redaction-"));
    t = await createTestAppOn(dialect, join(dir, "vigil.db"));
    key = await t.key();
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Stored log events, spans and traces that still hold the text, in any column. */
  async function rowsHolding(text: string): Promise<number> {
    const like = `%${text}%`;
    const counts = await Promise.all(
      [
        sql<{
          n: number;
        }>`select count(*) as n from trace_log_packs where records like ${like} or record_keys like ${like}`,
        sql<{ n: number }>`select count(*) as n from spans where
        coalesce(input, '') like ${like} or coalesce(output, '') like ${like} or metadata like ${like}`,
        sql<{ n: number }>`select count(*) as n from traces where
        user_message like ${like} or agent_response like ${like}`,
      ].map((query) => query.execute(t.database.db)),
    );
    return counts.reduce((sum, r) => sum + Number(r.rows[0]?.n), 0);
  }

  async function send(traceId: string, text: string) {
    const { spans, logs } = chat(traceId, text);
    expect((await t.call("POST", "/v1/traces", { key, body: spans })).status).toBe(200);
    expect((await t.call("POST", "/v1/logs", { key, body: logs })).status).toBe(200);
  }

  it("stores log content verbatim while redaction is off", async () => {
    await send("0af7651916cd43dd8448eb211c80aa01", `Write to ${EMAIL} please`);
    expect(await rowsHolding(EMAIL)).toBeGreaterThan(0);
  });

  it("redacts log events, the span content merged from them and the trace's messages", async () => {
    await t.database.db.deleteFrom("trace_log_packs").execute();
    await t.database.db.deleteFrom("spans").execute();
    await t.database.db.deleteFrom("traces").execute();
    const put = await t.call("PUT", PATH, { key, body: { redactOnIngest: ["email"] } });
    expect(put.status).toBe(200);

    const traceId = "0af7651916cd43dd8448eb211c80aa02";
    await send(traceId, `Write to ${EMAIL} please`);
    expect(await rowsHolding(EMAIL)).toBe(0);
    const trace = await dataOf<{
      userMessage: string;
      agentResponse: string;
      spans: { input: unknown; output: unknown }[];
    }>(await t.call("GET", `/api/traces/tr_${traceId}`, { key }));
    expect(trace.userMessage).toBe("Write to [EMAIL] please");
    expect(trace.agentResponse).toBe("Replied to [EMAIL]");
    expect(JSON.stringify(trace.spans)).toContain("[EMAIL]");

    // The same export sent again is still one stored record each.
    const before = await countLogRecords(t.database);
    await send(traceId, `Write to ${EMAIL} please`);
    expect(await countLogRecords(t.database)).toBe(before);
    expect(await rowsHolding(EMAIL)).toBe(0);
  });
});
