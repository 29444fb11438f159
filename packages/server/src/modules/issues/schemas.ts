import { z } from "@hono/zod-openapi";
import { PageQuery, sortQuery } from "../../http/paging";
import { FIX_STATUSES, FIX_TYPES, ISSUE_SEVERITIES, ISSUE_STATUSES } from "./states";

const id = (name: string) => z.object({ id: z.string().openapi({ param: { name, in: "path" } }) });
export const IdParam = id("id");

const traceIds = z.array(z.string().min(1).max(200)).max(1_000);
const tags = z.array(z.string().trim().min(1).max(100)).max(50);

export const FixSummary = z
  .object({
    id: z.string(),
    type: z.enum(FIX_TYPES),
    status: z.enum(FIX_STATUSES),
    description: z.string(),
  })
  .openapi("IssueFixSummary");

export const IssueMetadata = z
  .object({
    firstSeenAt: z.string().nullable().openapi({ description: "Earliest linked trace" }),
    lastSeenAt: z.string().nullable().openapi({ description: "Latest linked trace" }),
    affectedCustomers: z
      .number()
      .int()
      .openapi({ description: "Distinct end users of the linked traces" }),
    clusterConfidence: z.number().nullable().openapi({
      description: "Opened from a cluster: mean similarity of its members to it (0-1); else null",
    }),
  })
  .openapi("IssueMetadata");

export const Issue = z
  .object({
    id: z.string().openapi({ example: "iss_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    title: z.string(),
    description: z.string(),
    severity: z.enum(ISSUE_SEVERITIES),
    status: z.enum(ISSUE_STATUSES),
    traceCount: z.number().int(),
    agentId: z.string(),
    agentName: z.string().nullable(),
    tags: z.array(z.string()),
    clusterId: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Issue");

export const IssueDetail = Issue.extend({
  traceIds: z.array(z.string()),
  fixes: z.array(FixSummary),
  metadata: IssueMetadata,
}).openapi("IssueDetail");

export const CreateIssueBody = z
  .object({
    title: z.string().trim().min(1).max(500).optional(),
    description: z.string().max(10_000).default(""),
    agentId: z.string().min(1).optional(),
    severity: z.enum(ISSUE_SEVERITIES).optional(),
    traceIds: traceIds.optional(),
    tags: tags.default([]),
    clusterId: z.string().min(1).optional().openapi({
      description:
        "Open the issue from a failure cluster: its traces, severity, name and confidence (the other fields, when given, win)",
    }),
  })
  .strict()
  .openapi("CreateIssueBody");

export const UpdateIssueBody = z
  .object({
    severity: z.enum(ISSUE_SEVERITIES).optional(),
    status: z.enum(ISSUE_STATUSES).optional(),
    tags: tags.optional(),
  })
  .strict()
  .openapi("UpdateIssueBody");

export const ListIssuesQuery = PageQuery.extend({
  agentId: z.string().optional(),
  status: z.enum(ISSUE_STATUSES).optional(),
  severity: z.enum(ISSUE_SEVERITIES).optional(),
}).extend(sortQuery(["createdAt", "severity", "traceCount"], "createdAt").shape);

/** The deprecated case interface's create body: the issue body without clusterId and tags. */
export const CreateCaseBody = z
  .object({
    title: z.string().trim().min(1).max(500),
    description: z.string().max(10_000).default(""),
    agentId: z.string().min(1),
    severity: z.enum(ISSUE_SEVERITIES).default("medium"),
    traceIds: traceIds.default([]),
    tags: tags.default([]),
  })
  .strict()
  .openapi("CreateCaseBody");

export const ListCasesQuery = PageQuery.extend({
  agentId: z.string().optional(),
  status: z.enum(ISSUE_STATUSES).optional(),
  severity: z.enum(ISSUE_SEVERITIES).optional(),
});
