import { z } from "@hono/zod-openapi";
import { PageQuery, sortQuery } from "../../http/paging";
import {
  FIX_STATUSES,
  FIX_TYPES,
  ISSUE_SEVERITIES,
  ISSUE_STATUSES,
  SHADOW_TEST_STATUSES,
} from "./states";

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

export const ShadowTestSummary = z
  .object({
    id: z.string(),
    status: z.enum(SHADOW_TEST_STATUSES),
    improvementRate: z.number().nullable(),
  })
  .openapi("FixShadowTestSummary");

export const Fix = z
  .object({
    id: z.string().openapi({ example: "fix_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    issueId: z.string().nullable().openapi({ description: "null once its issue was deleted" }),
    agentId: z.string(),
    type: z.enum(FIX_TYPES),
    status: z.enum(FIX_STATUSES),
    description: z.string(),
    changes: z.record(z.string(), z.unknown()),
    author: z.string().openapi({ description: "The user id that created it" }),
    appliedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Fix");

export const FixDetail = Fix.extend({ shadowTests: z.array(ShadowTestSummary) }).openapi(
  "FixDetail",
);

export const CreateFixBody = z
  .object({
    issueId: z.string().min(1).optional(),
    caseId: z.string().min(1).optional().openapi({
      description: "Deprecated: the issue's id under the case interface",
      deprecated: true,
    }),
    type: z.enum(FIX_TYPES),
    description: z.string().trim().min(1).max(10_000),
    changes: z.record(z.string(), z.unknown()).openapi({
      description:
        "prompt_update {promptDiff}; config_change {model?, temperature?, maxTokens?, tools?, systemPrompt?}; retrieval_update {retrievalConfig}; guardrail {policyId, scanners?, options?}",
    }),
  })
  .strict()
  .openapi("CreateFixBody");

export const UpdateFixBody = z
  .object({
    status: z.enum(FIX_STATUSES).optional(),
    description: z.string().trim().min(1).max(10_000).optional(),
  })
  .strict()
  .openapi("UpdateFixBody");

export const ListFixesQuery = PageQuery.extend({
  issueId: z.string().optional(),
  status: z.enum(FIX_STATUSES).optional(),
  type: z.enum(FIX_TYPES).optional(),
});

export const FixApplication = z
  .object({
    fix: Fix,
    target: z.enum(["agent_config", "agent", "guardrail_policy"]),
    targetId: z.string(),
    previous: z.record(z.string(), z.unknown()),
    current: z.record(z.string(), z.unknown()),
    appliedAt: z.string(),
    rolledBackAt: z.string().nullable(),
  })
  .openapi("FixApplication");

export const ComparisonMode = z.enum(["side_by_side", "automated"]);

export const ShadowTestConfig = z
  .object({ comparisonMode: ComparisonMode.default("side_by_side") })
  .strict()
  .openapi("ShadowTestConfig");

const count = z.number().int().min(0);

export const ShadowTestOutcome = z
  .object({
    improved: count,
    unchanged: count,
    regressed: count,
    improvementRate: z.number().min(0).max(1),
    errored: count.optional(),
    mcnemarPValue: z.number().min(0).max(1).nullable().optional(),
  })
  .strict()
  .openapi("ShadowTestOutcome");

export const ShadowTestFailure = z
  .object({ error: z.string().min(1).max(10_000) })
  .strict()
  .openapi("ShadowTestFailure");

export const ShadowTestResults = z
  .union([ShadowTestOutcome, ShadowTestFailure])
  .openapi("ShadowTestResults");

export const TraceResult = z
  .object({
    traceId: z.string(),
    verdict: z.enum(["improved", "unchanged", "regressed", "error"]),
    originalScore: z.number().nullable(),
    fixedScore: z.number().nullable(),
    explanation: z.string().max(10_000),
  })
  .strict()
  .openapi("ShadowTraceResult");

export const ShadowTest = z
  .object({
    id: z.string().openapi({ example: "st_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    fixId: z.string().nullable(),
    issueId: z.string().nullable(),
    status: z.enum(SHADOW_TEST_STATUSES),
    traceCount: z.number().int(),
    config: z.object({ comparisonMode: ComparisonMode }),
    results: ShadowTestResults.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    completedAt: z.string().nullable(),
  })
  .openapi("ShadowTest");

export const ShadowTestDetail = ShadowTest.extend({
  traceIds: z.array(z.string()),
  traceResults: z.array(TraceResult),
}).openapi("ShadowTestDetail");

export const CreateShadowTestBody = z
  .object({
    fixId: z.string().min(1),
    traceIds: z.array(z.string().min(1).max(200)).min(1).max(1_000),
    config: ShadowTestConfig.default({ comparisonMode: "side_by_side" }),
  })
  .strict()
  .openapi("CreateShadowTestBody");

export const UpdateShadowTestBody = z
  .object({
    status: z.enum(SHADOW_TEST_STATUSES).optional(),
    results: ShadowTestResults.optional(),
    traceResults: z.array(TraceResult).max(1_000).optional(),
  })
  .strict()
  .openapi("UpdateShadowTestBody");

export const ListShadowTestsQuery = PageQuery.extend({
  fixId: z.string().optional(),
  status: z.enum(SHADOW_TEST_STATUSES).optional(),
});

export const LegacyShadowTestResults = z
  .object({
    testId: z.string(),
    status: z.enum(SHADOW_TEST_STATUSES),
    results: ShadowTestResults.nullable(),
  })
  .openapi("LegacyShadowTestResults");

export const ShadowExecutionBody = z
  .object({
    fixId: z.string().min(1),
    traceId: z.string().min(1).max(200),
  })
  .strict()
  .openapi("ShadowExecutionBody");

export const ShadowExecution = z
  .object({
    traceId: z.string(),
    fixId: z.string(),
    originalOutput: z.string(),
    fixedOutput: z.string(),
    verdict: z.enum(["improved", "unchanged", "regressed"]),
    originalScore: z.number(),
    fixedScore: z.number(),
    explanation: z.string(),
    latencyMs: z.number().int(),
    executedAt: z.string(),
  })
  .openapi("ShadowExecution");
