import { z } from "@hono/zod-openapi";
import { PageQuery, sortQuery } from "../../http/paging";
import { MAX_TOKEN_COUNT, SPAN_TYPES } from "./model";
import { STATS_INTERVALS } from "./stats-series";

export const TRACE_ID = /^tr_[0-9A-Za-z]{1,64}$/;
const SPAN_ID = /^[0-9A-Za-z_-]{1,64}$/;

const isoTime = z.iso
  .datetime({ offset: true })
  .openapi({ example: "2026-11-21T10:15:30.120Z", description: "ISO 8601 date-time" });

const count = () => z.number().int().min(0).max(MAX_TOKEN_COUNT);

const Tokens = z
  .object({
    input: count().nullable().optional(),
    output: count().nullable().optional(),
    total: count().nullable().optional(),
  })
  .strict()
  .openapi("SpanTokens");

const Document = z
  .object({
    id: z.string().max(1_000).nullable().optional(),
    content: z.string().nullable().optional(),
    score: z.number().nullable().optional(),
  })
  .strict()
  .openapi("RetrievedDocument");

export const SpanInput = z
  .object({
    id: z.string().regex(SPAN_ID).optional().openapi({
      description: "Your span id (letters, digits, _ and -): lets other spans name it as parent",
    }),
    parentSpanId: z.string().regex(SPAN_ID).nullable().optional(),
    name: z.string().min(1).max(1_000),
    type: z.enum(SPAN_TYPES),
    startTime: isoTime,
    endTime: isoTime,
    status: z.enum(["ok", "error", "unset"]).optional(),
    statusMessage: z.string().max(10_000).nullable().optional(),
    input: z.unknown().optional(),
    output: z.unknown().optional(),
    model: z.string().max(500).nullable().optional(),
    tokens: Tokens.optional(),
    query: z.string().nullable().optional(),
    documents: z.array(Document).max(1_000).nullable().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .refine((span) => Date.parse(span.endTime) >= Date.parse(span.startTime), {
    message: "endTime must not be before startTime",
    path: ["endTime"],
  })
  .openapi("SpanInput");

export const CreateTraceBody = z
  .object({
    id: z.string().regex(TRACE_ID).optional().openapi({
      description: "Your trace id (tr_ + letters and digits); sending it again adds to that trace",
    }),
    agentId: z.string().min(1),
    spans: z.array(SpanInput).max(10_000),
    outcome: z.enum(["success", "failure"]).optional().openapi({
      description: "Default: failure when a span has error status, else success",
    }),
    userMessage: z.string().max(1_000_000).optional(),
    agentResponse: z.string().max(1_000_000).optional(),
    latencyMs: z.number().min(0).optional(),
    tokenCount: count().optional(),
    name: z.string().max(1_000).optional(),
    sessionId: z.string().min(1).max(200).optional(),
    userId: z.string().min(1).max(200).optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .openapi("CreateTraceBody");

export const TraceCreated = z
  .object({ traceId: z.string(), spanCount: z.number().int(), ingested: z.boolean() })
  .openapi("TraceCreated");

export const TraceListItem = z
  .object({
    id: z.string().openapi({ example: "tr_4bf92f3577b34da6a3ce929d0e0e4736" }),
    agentId: z.string(),
    outcome: z.enum(["success", "failure"]),
    userMessage: z.string(),
    agentResponse: z.string(),
    latencyMs: z.number(),
    tokenCount: z.number().int(),
    name: z.string().nullable(),
    sessionId: z.string().nullable(),
    userId: z.string().nullable(),
    spanCount: z.number().int(),
    createdAt: z.string(),
  })
  .openapi("TraceListItem");

export const Span = z
  .object({
    id: z.string(),
    traceId: z.string(),
    parentSpanId: z.string().nullable(),
    children: z.array(z.string()),
    name: z.string(),
    type: z.enum(SPAN_TYPES),
    startTime: z.string(),
    endTime: z.string(),
    latencyMs: z.number(),
    status: z.enum(["ok", "error", "unset"]),
    statusMessage: z.string().nullable(),
    input: z.unknown(),
    output: z.unknown(),
    model: z.string().nullable(),
    tokens: z.object({
      input: z.number().int().nullable(),
      output: z.number().int().nullable(),
      total: z.number().int().nullable(),
    }),
    query: z.string().nullable(),
    documents: z
      .array(
        z.object({
          id: z.string().nullable(),
          content: z.string().nullable(),
          score: z.number().nullable(),
        }),
      )
      .nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .openapi("Span");

export const TraceLog = z
  .object({
    id: z.string(),
    spanId: z.string().nullable().openapi({
      description:
        "The span named by the record while that span is not stored; null for a record of the trace itself",
    }),
    name: z.string().openapi({ description: "The event name, else the severity text, else log" }),
    time: z.string(),
    timeUnixNano: z.string(),
    severityNumber: z.number().int(),
    severityText: z.string(),
    attributes: z
      .record(z.string(), z.unknown())
      .openapi({ description: "The record's attributes with its body unpacked among them" }),
  })
  .openapi("TraceLog");

export const TraceDetail = TraceListItem.extend({
  endedAt: z.string().nullable(),
  tokens: z.object({ input: z.number().int(), output: z.number().int(), total: z.number().int() }),
  source: z.enum(["native", "otlp", "import"]),
  metadata: z.record(z.string(), z.unknown()),
  spans: z.array(Span),
  logs: z.array(TraceLog).openapi({
    description:
      "OTLP log records of the trace that no span shows: sent with the trace id only, or naming a span not stored (yet); records of a stored span are its events (metadata.logEvents) and fill its input and output",
  }),
}).openapi("TraceDetail");

const dateBound = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO 8601 date or date-time")
  .optional();

export const ListTracesQuery = PageQuery.extend({
  agentId: z.string().optional(),
  outcome: z.enum(["success", "failure"]).optional(),
  startDate: dateBound.openapi({ description: "From this time on (ISO date or date-time)" }),
  endDate: dateBound.openapi({
    description: "Up to this time; a plain date includes that whole day (UTC)",
  }),
  sessionId: z.string().optional(),
  userId: z.string().optional(),
  cursor: z.string().max(1000).optional().openapi({
    description:
      "Beyond the spec: the nextCursor of the previous page (same filters and sort); seeks instead of skipping, so deep pages stay fast. `page` is ignored with a cursor.",
  }),
}).extend(sortQuery(["createdAt", "latencyMs", "tokenCount"], "createdAt").shape);

export const TraceIdParam = z.object({
  id: z
    .string()
    .openapi({ param: { name: "id", in: "path" }, example: "tr_4bf92f3577b34da6a3ce929d0e0e4736" }),
});

export const PERIODS = ["24h", "7d", "30d"] as const;

export const StatsQuery = z.object({
  agentId: z.string().optional(),
  period: z.enum(PERIODS).default("7d"),
  interval: z.enum(STATS_INTERVALS).optional().openapi({
    description:
      "Bucket size of `series` (beyond the spec): hour for 24h and 7d, day for 30d unless given",
  }),
});

const StatsPoint = z
  .object({
    timestamp: z.string().openapi({ description: "Start of the UTC bucket" }),
    traces: z.number().int(),
    failures: z.number().int(),
    tokens: z.number().int(),
    avgLatencyMs: z.number().nullable(),
  })
  .openapi("TraceStatsPoint");

export const TraceStats = z
  .object({
    period: z.enum(PERIODS),
    from: z.string(),
    to: z.string(),
    totalTraces: z.number().int(),
    successRate: z.number().nullable().openapi({ description: "0-1; null without traces" }),
    failureRate: z.number().nullable(),
    avgLatencyMs: z.number().nullable(),
    p50LatencyMs: z.number().nullable().openapi({
      description: "Exact percentile over every trace of the period (linear interpolation)",
    }),
    p95LatencyMs: z.number().nullable(),
    p99LatencyMs: z.number().nullable(),
    tokenUsage: z.object({
      total: z.number().int(),
      input: z.number().int(),
      output: z.number().int(),
      avgPerTrace: z.number().nullable(),
    }),
    byOutcome: z.object({ success: z.number().int(), failure: z.number().int() }),
    interval: z.enum(STATS_INTERVALS),
    series: StatsPoint.array().openapi({
      description:
        "Beyond the spec: the period per UTC bucket, oldest first, every bucket present (empty ones zero)",
    }),
  })
  .openapi("TraceStats");
