import { gunzipSync } from "node:zlib";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv, VigilApp } from "../../context";
import { message, ok, PagePagination } from "../../http/envelope";
import { PayloadTooLargeError, ValidationError } from "../../http/errors";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import { decodeOtlpBody, type OtlpDecoders } from "../../otlp/body";
import { decodeTraceRequestJson, encodeTraceResponseJson } from "../../otlp/json";
import { decodeTraceRequestProtobuf, encodeTraceResponseProtobuf } from "../../otlp/protobuf";
import type { OtlpTraceRequest } from "../../otlp/types";
import { ingestOtlp } from "./ingest/otlp";
import {
  CreateTraceBody,
  ListTracesQuery,
  Span,
  StatsQuery,
  TraceCreated,
  TraceDetail,
  TraceIdParam,
  TraceListItem,
  TraceStats,
} from "./schemas";
import * as service from "./service";

const tags = ["Traces"];

const TracePage = z
  .object({
    success: z.literal(true),
    data: TraceListItem.array(),
    pagination: PagePagination.extend({
      nextCursor: z.string().nullable().openapi({
        description: "Beyond the spec: pass as `cursor` for the next page; null on the last page",
      }),
    }),
  })
  .openapi("TracePage");

const create = secured(
  createRoute({
    method: "post",
    path: "/api/traces",
    tags,
    operationId: "createTrace",
    summary: "Ingest a trace in the native format",
    request: jsonBody(CreateTraceBody),
    responses: {
      ...respond.created(TraceCreated, "The trace is stored"),
      ...respond.notFound("No such agent"),
    },
  }),
  { audit: false },
);
const list = secured(
  createRoute({
    method: "get",
    path: "/api/traces",
    tags,
    operationId: "listTraces",
    summary: "List traces, newest first",
    request: { query: ListTracesQuery },
    responses: {
      200: {
        description: "A page of traces",
        content: { "application/json": { schema: TracePage } },
      },
    },
  }),
);
const stats = secured(
  createRoute({
    method: "get",
    path: "/api/traces/stats",
    tags,
    operationId: "getTraceStats",
    summary: "Trace counts, outcomes, exact latency percentiles and tokens over a period",
    request: { query: StatsQuery },
    responses: respond.ok(TraceStats, "Statistics of the period"),
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: "/api/traces/{id}",
    tags,
    operationId: "getTrace",
    summary: "Get a trace with its spans",
    request: { params: TraceIdParam },
    responses: { ...respond.ok(TraceDetail, "The trace"), ...respond.notFound("No such trace") },
  }),
);
const spans = secured(
  createRoute({
    method: "get",
    path: "/api/traces/{id}/spans",
    tags,
    operationId: "listTraceSpans",
    summary: "A trace's spans with parentSpanId and children",
    request: { params: TraceIdParam },
    responses: {
      ...respond.ok(Span.array(), "The spans, by start time"),
      ...respond.notFound("No such trace"),
    },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: "/api/traces/{id}",
    tags,
    operationId: "deleteTrace",
    summary: "Delete a trace with its spans and evaluations",
    request: { params: TraceIdParam },
    responses: { ...respond.message("Deleted"), ...respond.notFound("No such trace") },
  }),
);

const OTLP_SCHEMA = {
  type: "object" as const,
  description:
    "An OTLP ExportTraceServiceRequest (opentelemetry-proto collector/trace/v1), as JSON or binary protobuf",
};
const PROTOBUF_TYPES = new Set(["application/x-protobuf", "application/protobuf"]);
/** A gzip body may not inflate past this (a small compressed body must not exhaust memory). */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

const otlpRequest = {
  body: {
    required: true,
    content: {
      "application/json": { schema: OTLP_SCHEMA },
      "application/x-protobuf": { schema: { type: "string" as const, format: "binary" } },
    },
  },
};
const otlpResponses = {
  200: {
    description: "ExportTraceServiceResponse, with partialSuccess when spans were refused",
    content: {
      "application/json": { schema: OTLP_SCHEMA },
      "application/x-protobuf": { schema: { type: "string" as const, format: "binary" } },
    },
  },
};

const otlp = secured(
  createRoute({
    method: "post",
    path: "/v1/traces",
    tags: ["OpenTelemetry"],
    operationId: "exportOtlpTraces",
    summary: "OTLP/HTTP trace export (JSON or protobuf, optionally gzip)",
    description:
      "The agent is the key's bound agent, else resource attribute vigil.agent.id, else the agent named like service.name (created on first sight). Trace ids become tr_ + the 32 hex digits, so resent or split batches merge. The answer is an ExportTraceServiceResponse in the request's encoding; spans that cannot be stored are counted in partialSuccess.",
    request: otlpRequest,
    responses: otlpResponses,
  }),
  { skipIdempotency: true, audit: false },
);

/**
 * Langfuse's own OTLP path: its SDKs export to `${LANGFUSE_BASEURL}/api/public/otel/v1/traces`
 * with HTTP Basic `publicKey:secretKey`, so a Langfuse user switches by changing only the base
 * URL and the keys. The same handler as /v1/traces.
 */
const langfuseOtlp = secured(
  createRoute({
    method: "post",
    path: "/api/public/otel/v1/traces",
    tags: ["OpenTelemetry"],
    operationId: "exportLangfuseOtlpTraces",
    summary: "OTLP/HTTP trace export on Langfuse's path (Basic auth accepted)",
    description:
      "Exactly POST /v1/traces, on the path Langfuse's SDKs export to. Besides Bearer, HTTP Basic is accepted with the Vigil API key as the password or the username: set LANGFUSE_SECRET_KEY to the key, LANGFUSE_PUBLIC_KEY to the key too (or any label) and LANGFUSE_BASEURL / LANGFUSE_BASE_URL to Vigil's URL.",
    request: otlpRequest,
    responses: otlpResponses,
  }),
  { skipIdempotency: true, audit: false, basicAuth: true },
);

export function inflate(bytes: Uint8Array, encoding: string | undefined): Uint8Array {
  const name = encoding?.trim().toLowerCase();
  if (!name || name === "identity") return bytes;
  if (name !== "gzip") {
    throw new ValidationError(`Content-Encoding ${name} is not supported: use gzip or none`, {
      field: "Content-Encoding",
      reason: "unsupported encoding",
    });
  }
  try {
    return gunzipSync(bytes, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch (error) {
    if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") {
      throw new PayloadTooLargeError(MAX_INFLATED_BYTES);
    }
    throw new ValidationError("Body is not valid gzip", { field: "body", reason: "invalid gzip" });
  }
}

const TRACE_DECODERS: OtlpDecoders<OtlpTraceRequest> = {
  protobuf: decodeTraceRequestProtobuf,
  json: decodeTraceRequestJson,
};

/** Whether an OTLP body is protobuf (else JSON); any other media type is refused. */
export function isProtobuf(header: string | undefined): boolean {
  const contentType = (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const protobuf = PROTOBUF_TYPES.has(contentType);
  if (!protobuf && contentType !== "application/json") {
    throw new ValidationError("Content-Type must be application/x-protobuf or application/json", {
      field: "Content-Type",
      reason: "unsupported media type",
    });
  }
  return protobuf;
}

export function traceRoutes(app: VigilApp): void {
  app.openapi(create, async (c) => {
    return c.json(
      ok(await service.createTrace(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    );
  });
  app.openapi(list, async (c) => {
    const { items, total, page, nextCursor } = await service.listTraces(
      c.env.deps,
      c.get("principal"),
      c.req.valid("query"),
    );
    const body = paged(items, total, page);
    return c.json({ ...body, pagination: { ...body.pagination, nextCursor } }, 200);
  });
  app.openapi(stats, async (c) => {
    return c.json(
      ok(await service.traceStats(c.env.deps, c.get("principal"), c.req.valid("query"))),
      200,
    );
  });
  app.openapi(get, async (c) => {
    return c.json(
      ok(await service.getTrace(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    );
  });
  app.openapi(spans, async (c) => {
    return c.json(
      ok(await service.listSpans(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    );
  });
  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteTrace(c.env.deps, c.get("principal"), id);
    return c.json(message(`Trace ${id} deleted with its spans`), 200);
  });
  app.openapi(otlp, exportTraces);
  app.openapi(langfuseOtlp, exportTraces);
}

/** An OTLP/HTTP trace export (either path): decoded, ingested, answered in its encoding. */
async function exportTraces(c: Context<AppEnv>): Promise<Response> {
  const protobuf = isProtobuf(c.req.header("content-type"));
  const body = inflate(new Uint8Array(await c.req.arrayBuffer()), c.req.header("content-encoding"));
  const outcome = await ingestOtlp(
    c.env.deps,
    c.get("principal"),
    decodeOtlpBody(body, protobuf, TRACE_DECODERS),
  );
  const partial =
    outcome.rejectedSpans > 0
      ? { rejectedSpans: outcome.rejectedSpans, errorMessage: outcome.errorMessage }
      : undefined;
  if (protobuf) {
    return c.body(encodeTraceResponseProtobuf(partial) as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/x-protobuf",
    });
  }
  return c.json(encodeTraceResponseJson(partial), 200);
}
