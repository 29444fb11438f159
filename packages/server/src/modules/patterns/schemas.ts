import { z } from "@hono/zod-openapi";
import { OffsetPagination } from "../../http/envelope";
import { OffsetQuery } from "../../http/paging";

const SEVERITIES = ["low", "medium", "high", "critical"] as const;

const dateBound = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), "must be an ISO 8601 date or date-time")
  .optional();

export const Signature = z
  .object({
    id: z.string().openapi({ example: "sig_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    fingerprint: z
      .string()
      .openapi({ description: "Hash of error type, parameterised message and failing span names" }),
    name: z.string().openapi({ example: "TimeoutError: upstream timed out after <duration>" }),
    description: z.string(),
    severity: z.enum(SEVERITIES),
    occurrences: z.number().int(),
    firstSeen: z.string(),
    lastSeen: z.string(),
    affectedAgents: z.array(z.string()),
    clusterId: z.string().nullable(),
    sampleTraceId: z.string(),
    errorType: z.string(),
    template: z.string().openapi({
      description:
        "The message with emails, URLs, ids, dates, durations and numbers as placeholders",
    }),
    spanNames: z.array(z.string()).openapi({ description: "The failing spans, in order" }),
  })
  .openapi("ErrorSignature");

export const SignatureList = z
  .object({
    signatures: z.array(Signature),
    totalSignatures: z.number().int(),
    pagination: OffsetPagination,
  })
  .openapi("ErrorSignatureList");

export const SignaturesQuery = OffsetQuery.extend({
  agentId: z.string().optional(),
  severity: z.enum(SEVERITIES).optional(),
  startDate: dateBound.openapi({ description: "Signatures last seen at or after this time" }),
  endDate: dateBound.openapi({ description: "Signatures first seen at or before this time" }),
});

const SuggestedFix = z
  .object({
    type: z.string(),
    description: z.string(),
    priority: z.enum(SEVERITIES),
    estimatedImpact: z.string(),
    affectedDocuments: z.array(z.string()),
  })
  .openapi("ClusterSuggestedFix");

export const Cluster = z
  .object({
    id: z.string().openapi({ example: "cluster_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    agentId: z.string(),
    name: z.string(),
    description: z.string(),
    traceCount: z.number().int(),
    severity: z.enum(SEVERITIES),
    status: z.enum(["open", "resolved", "investigating"]),
    firstSeen: z.string(),
    lastSeen: z.string(),
    commonPatterns: z
      .array(z.string())
      .openapi({ description: "The centroid's strongest terms (stemmed)" }),
    sampleTraceIds: z.array(z.string()),
    impactEstimate: z.object({
      affectedCustomers: z.number().int(),
      estimatedRevenueLoss: z
        .number()
        .nullable()
        .openapi({ description: "Null until business metrics exist" }),
      issueId: z.string().nullable(),
    }),
    namedBy: z.enum(["rules", "llm"]),
  })
  .openapi("FailureCluster");

export const ClusterDetail = Cluster.extend({
  rootCause: z.string(),
  suggestedFix: SuggestedFix,
  traces: z.array(
    z.object({
      id: z.string(),
      userMessage: z.string(),
      agentResponse: z.string(),
      failureReason: z.string(),
      qualityScore: z.number().nullable(),
      timestamp: z.string(),
    }),
  ),
}).openapi("FailureClusterDetail");

export const ClusterList = z
  .object({
    clusters: z.array(Cluster),
    totalClusters: z.number().int(),
    totalFailures: z
      .number()
      .int()
      .openapi({ description: "Failed traces of the agent in the window" }),
  })
  .openapi("FailureClusterList");

export const ClustersQuery = z.object({
  startDate: dateBound.openapi({ description: "Default: 30 days ago" }),
  endDate: dateBound.openapi({ description: "Default: now" }),
  minClusterSize: z.coerce.number().int().min(1).max(1_000_000).default(3),
  status: z.enum(["open", "resolved", "investigating"]).optional(),
});

export const AgentParam = z.object({
  agentId: z.string().openapi({ param: { name: "agentId", in: "path" } }),
});

export const ClusterParams = AgentParam.extend({
  clusterId: z.string().openapi({ param: { name: "clusterId", in: "path" } }),
});
