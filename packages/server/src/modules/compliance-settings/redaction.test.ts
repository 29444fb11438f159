/** Redaction on ingest, proven on every write path: native, OTLP/HTTP, import, OTLP/gRPC. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as grpc from "@grpc/grpc-js";
import { OTLPTraceExporter as GrpcExporter } from "@opentelemetry/exporter-trace-otlp-grpc";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  BasicTracerProvider,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from "@opentelemetry/sdk-trace-node";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { Database } from "../../db/database";
import { type RunningServer, startServer } from "../../server";
import { TEST_DIALECTS } from "../../testing/databases";
import { createOperatorKey, createTestApp, dataOf, type TestApp } from "../../testing/harness";
import { importTraceLines } from "../traces/transfer/import";

const EMAIL = "jane.doe@example.com";
const SSN = "123-45-6789";
const SECRET_TEXT = `Mail ${EMAIL} about SSN ${SSN}`;
const PATH = "/api/v1/compliance/settings";

/** How many stored rows of traces and spans still hold the email, in any column. */
async function rowsHolding(database: Database, text: string): Promise<number> {
  const like = `%${text}%`;
  const spans = await sql<{ n: number }>`select count(*) as n from spans where
    coalesce(input, '') like ${like} or coalesce(output, '') like ${like} or metadata like ${like}
    or name like ${like} or coalesce(status_message, '') like ${like}`.execute(database.db);
  const traces = await sql<{ n: number }>`select count(*) as n from traces where
    user_message like ${like} or agent_response like ${like} or coalesce(metadata, '') like ${like}`.execute(
    database.db,
  );
  return Number(spans.rows[0]?.n) + Number(traces.rows[0]?.n);
}

function otlpBody(traceId: string, text: string) {
  const start = BigInt(Date.UTC(2026, 0, 15, 11)) * 1_000_000n;
  return {
    resourceSpans: [
      {
        resource: { attributes: [{ key: "service.name", value: { stringValue: "redacted-svc" } }] },
        scopeSpans: [
          {
            spans: [
              {
                traceId,
                spanId: "aaaaaaaaaaaaaaaa",
                name: "chat",
                startTimeUnixNano: String(start),
                endTimeUnixNano: String(start + 1_000_000n),
                attributes: [
                  { key: "input.value", value: { stringValue: text } },
                  { key: "note", value: { stringValue: text } },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

describe.each(TEST_DIALECTS)("redaction on ingest on %s", (dialect) => {
  let t: TestApp;
  let key: string;
  let agentId: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    key = await t.key();
    agentId = (
      await dataOf<{ id: string }>(
        await t.call("POST", "/api/agents", { key, body: { name: "r" } }),
        201,
      )
    ).id;
  });
  afterAll(() => t.close());

  const native = async (text: string) => {
    const start = "2026-01-15T11:00:00.000Z";
    const body = {
      agentId,
      userMessage: text,
      metadata: { note: text },
      spans: [
        {
          id: "s",
          name: "answer",
          type: "llm",
          startTime: start,
          endTime: start,
          input: text,
          output: { reply: text },
        },
      ],
    };
    return (
      await dataOf<{ traceId: string }>(await t.call("POST", "/api/traces", { key, body }), 201)
    ).traceId;
  };

  it("stores traces verbatim while redaction is off", async () => {
    await native(SECRET_TEXT);
    expect(await rowsHolding(t.database, EMAIL)).toBeGreaterThan(0);
    await t.database.db.deleteFrom("spans").execute();
    await t.database.db.deleteFrom("traces").execute();
  });

  it("redacts the listed entities on the native, OTLP/HTTP and import paths before storing", async () => {
    const put = await t.call("PUT", PATH, { key, body: { redactOnIngest: ["email", "ssn"] } });
    expect(put.status).toBe(200);

    const traceId = await native(SECRET_TEXT);
    const stored = await dataOf<{
      userMessage: string;
      spans: { input: unknown; output: unknown }[];
    }>(await t.call("GET", `/api/traces/${traceId}`, { key }));
    expect(stored.userMessage).toBe("Mail [EMAIL] about SSN [SSN]");
    expect(stored.spans[0]?.input).toBe("Mail [EMAIL] about SSN [SSN]");
    expect(stored.spans[0]?.output).toEqual({ reply: "Mail [EMAIL] about SSN [SSN]" });

    const otlp = await t.call("POST", "/v1/traces", {
      key,
      body: otlpBody("0af7651916cd43dd8448eb211c80319c", SECRET_TEXT),
    });
    expect(otlp.status).toBe(200);
    const otlpTrace = await dataOf<{ spans: { input: unknown; metadata: unknown }[] }>(
      await t.call("GET", "/api/traces/tr_0af7651916cd43dd8448eb211c80319c", { key }),
    );
    expect(JSON.stringify(otlpTrace)).toContain("[EMAIL]");

    async function* lines() {
      yield JSON.stringify({
        agentId,
        userMessage: SECRET_TEXT,
        spans: [
          {
            id: "i",
            name: "imp",
            type: "llm",
            startTime: "2026-01-15T11:00:00.000Z",
            endTime: "2026-01-15T11:00:01.000Z",
            input: SECRET_TEXT,
          },
        ],
      });
      yield JSON.stringify(otlpBody("1bf7651916cd43dd8448eb211c80319c", SECRET_TEXT));
    }
    const summary = await importTraceLines(t.deps, { companyId: "default" }, lines());
    expect(summary).toMatchObject({ imported: 2 });

    expect(await rowsHolding(t.database, EMAIL)).toBe(0);
    expect(await rowsHolding(t.database, SSN)).toBe(0);
    expect(await rowsHolding(t.database, "[EMAIL]")).toBeGreaterThanOrEqual(4);
  });

  it("stops redacting as soon as the setting is turned off", async () => {
    await t.call("PUT", PATH, { key, body: { redactOnIngest: [] } });
    await native(`again ${EMAIL}`);
    expect(await rowsHolding(t.database, EMAIL)).toBeGreaterThan(0);
  });
});

describe("redaction on OTLP/gRPC, with settings changed by another replica", () => {
  let dataDir: string;
  let replicaA: RunningServer;
  let replicaB: RunningServer;
  let key: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "vigil-redaction-"));
    const config = loadConfig({ port: 0, otlpGrpcPort: 0, dataDir, logLevel: "silent" }, {});
    replicaA = await startServer(config);
    replicaB = await startServer(config);
    key = (await createOperatorKey(replicaA.deps, { name: "grpc", tier: "unlimited" })).key;
  });
  afterAll(async () => {
    await replicaA?.close();
    await replicaB?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function exportOverGrpc(text: string, traceName: string) {
    const memory = new InMemorySpanExporter();
    const provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ "service.name": "grpc-redaction" }),
      spanProcessors: [new SimpleSpanProcessor(memory)],
    });
    const span = provider
      .getTracer("t")
      .startSpan(traceName, { attributes: { "input.value": text } });
    span.end();
    const metadata = new grpc.Metadata();
    metadata.set("authorization", `Bearer ${key}`);
    const exporter = new GrpcExporter({ url: `http://127.0.0.1:${replicaA.grpcPort}`, metadata });
    const result = await new Promise<{ code: number }>((resolve) =>
      exporter.export(memory.getFinishedSpans(), resolve),
    );
    await exporter.shutdown();
    expect(result.code).toBe(0);
  }

  it("redacts on gRPC once replica B turns it on, though replica A had read the settings before", async () => {
    await exportOverGrpc(`before ${EMAIL}`, "before");
    const before = await rowsHolding(replicaA.deps.database, EMAIL);
    expect(before).toBeGreaterThan(0);
    const put = await fetch(`${replicaB.url}${PATH}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ redactOnIngest: ["email"] }),
    });
    expect(put.status).toBe(200);
    await exportOverGrpc(`after ${EMAIL}`, "after");
    expect(await rowsHolding(replicaA.deps.database, EMAIL)).toBe(before);
    expect(await rowsHolding(replicaA.deps.database, "after [EMAIL]")).toBeGreaterThan(0);
  });
});
