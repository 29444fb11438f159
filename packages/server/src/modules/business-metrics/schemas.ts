import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../http/paging";
import { INTERVALS } from "./buckets";

const isoInstant = z.iso
  .datetime({ offset: true })
  .openapi({ example: "2026-11-02T09:30:00.000Z", description: "ISO 8601 date-time" });

const metricName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .openapi({ example: "csat", description: "The metric's name (1-200 characters)" });

export const BusinessMetric = z
  .object({
    id: z.string().openapi({ example: "metric_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    name: z.string(),
    value: z.number(),
    agentId: z.string().nullable(),
    timestamp: z.string().openapi({ description: "When the value was measured (UTC)" }),
    metadata: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .openapi("BusinessMetric");

export const CreateBusinessMetricBody = z
  .object({
    name: metricName,
    value: z.number().openapi({ example: 4.6 }),
    agentId: z.string().min(1).optional().openapi({ description: "One of your agents" }),
    timestamp: isoInstant.optional().openapi({ description: "Default: now" }),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .strict()
  .openapi("CreateBusinessMetricBody");

export const ListBusinessMetricsQuery = PageQuery.extend({
  agentId: z.string().min(1).optional(),
  name: metricName.optional(),
});

export const MetricHistoryQuery = z.object({
  name: metricName,
  agentId: z.string().min(1).optional(),
  from: isoInstant.optional().openapi({
    description:
      "Start (inclusive). Default: `to` minus 24 hours (hour), 30 days (day), 12 weeks (week) or 12 months (month)",
  }),
  to: isoInstant.optional().openapi({ description: "End (inclusive). Default: now" }),
  interval: z.enum(INTERVALS).default("day").openapi({
    description: "Bucket size, in UTC; weeks start Monday 00:00 UTC, months on the 1st",
  }),
});

export const MetricHistory = z
  .object({
    name: z.string(),
    agentId: z.string().nullable(),
    interval: z.enum(INTERVALS),
    from: z.string(),
    to: z.string(),
    dataPoints: z.array(
      z.object({
        timestamp: z.string().openapi({ description: "The bucket's start (UTC)" }),
        value: z.number().nullable().openapi({ description: "Mean of the bucket; null if empty" }),
        count: z.number().int(),
      }),
    ),
  })
  .openapi("MetricHistory");

export const MetricIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});
