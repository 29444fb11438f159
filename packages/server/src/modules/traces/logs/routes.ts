import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../../context";
import { secured } from "../../../http/route";
import { encodeLogsResponseJson } from "../../../otlp/logs-json";
import { encodeLogsResponseProtobuf } from "../../../otlp/logs-protobuf";
import { inflate, isProtobuf } from "../routes";
import { ingestOtlpLogsBody } from "./entry";

const OTLP_LOGS_SCHEMA = {
  type: "object" as const,
  description:
    "An OTLP ExportLogsServiceRequest (opentelemetry-proto collector/logs/v1), as JSON or binary protobuf",
};

const otlpLogs = secured(
  createRoute({
    method: "post",
    path: "/v1/logs",
    tags: ["OpenTelemetry"],
    operationId: "exportOtlpLogs",
    summary: "OTLP/HTTP logs export (JSON or protobuf, optionally gzip)",
    description:
      "Log records with a trace and span id become events of that span; the GenAI events (gen_ai.system/user/assistant/tool.message, gen_ai.choice, gen_ai.client.inference.operation.details) fill its input and output, whether the span arrives before or after them. Records with only a trace id are stored against the trace; records without one are refused in partialSuccess. A record sent twice is stored once.",
    request: {
      body: {
        required: true,
        content: {
          "application/json": { schema: OTLP_LOGS_SCHEMA },
          "application/x-protobuf": { schema: { type: "string", format: "binary" } },
        },
      },
    },
    responses: {
      200: {
        description: "ExportLogsServiceResponse, with partialSuccess when records were refused",
        content: {
          "application/json": { schema: OTLP_LOGS_SCHEMA },
          "application/x-protobuf": { schema: { type: "string", format: "binary" } },
        },
      },
    },
  }),
  // As /v1/traces: the telemetry data plane is not audited (see Access.audit).
  { skipIdempotency: true, audit: false },
);

/** POST /v1/logs: the OTLP/HTTP logs endpoint (same auth, limits and answers as /v1/traces). */
export function logRoutes(app: VigilApp): void {
  app.openapi(otlpLogs, async (c) => {
    const protobuf = isProtobuf(c.req.header("content-type"));
    const body = inflate(
      new Uint8Array(await c.req.arrayBuffer()),
      c.req.header("content-encoding"),
    );
    // Decoded where it is stored (the trace writer thread on a SQLite file), not here.
    const outcome = await ingestOtlpLogsBody(c.env.deps, c.get("principal"), body, protobuf);
    const partial =
      outcome.rejectedLogRecords > 0
        ? { rejectedSpans: outcome.rejectedLogRecords, errorMessage: outcome.errorMessage }
        : undefined;
    if (protobuf) {
      return c.body(encodeLogsResponseProtobuf(partial) as Uint8Array<ArrayBuffer>, 200, {
        "content-type": "application/x-protobuf",
      });
    }
    return c.json(encodeLogsResponseJson(partial), 200);
  });
}
