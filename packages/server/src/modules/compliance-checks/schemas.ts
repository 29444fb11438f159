import { z } from "@hono/zod-openapi";

const Framework = z.enum(["gdpr", "hipaa", "soc2"]);
const Severity = z.enum(["critical", "high", "medium", "low"]);
const Status = z.enum(["compliant", "needs_attention", "non_compliant"]);
const RiskLevel = z.enum(["low", "medium", "high", "critical"]);

const Finding = z
  .object({
    framework: Framework,
    severity: Severity,
    check: z.string(),
    message: z.string(),
    recommendation: z.string(),
  })
  .openapi("ComplianceFinding");

const FrameworkResult = z.object({
  status: Status,
  score: z.number(),
  issueCount: z.number().int(),
  criticalIssues: z.number().int(),
  checks: z.array(z.object({ check: z.string(), severity: Severity, passed: z.boolean() })),
});

export const ComplianceCheck = z
  .object({
    overallStatus: Status,
    score: z.number(),
    timestamp: z.string(),
    issues: z.array(Finding),
    checks: z.object({ gdpr: FrameworkResult, hipaa: FrameworkResult, soc2: FrameworkResult }),
    message: z.string().optional().openapi({ description: "Members: where the details are" }),
  })
  .openapi("ComplianceCheck");

const FrameworkSummary = z.object({ status: Status, score: z.number(), issueCount: z.number() });

export const ComplianceSummary = z
  .object({
    status: Status,
    score: z.number(),
    gdpr: FrameworkSummary,
    hipaa: FrameworkSummary,
    soc2: FrameworkSummary,
    lastChecked: z.string(),
  })
  .openapi("ComplianceSummary");

const Risk = z.object({ riskLevel: RiskLevel, overallScore: z.number() });

export const RiskAssessment = z
  .object({
    riskLevel: RiskLevel,
    overallScore: z.number().openapi({ description: "0 (no risk) to 100: 100 − compliance score" }),
    complianceScore: z.number(),
    timestamp: z.string(),
    frameworks: z.object({ gdpr: Risk, hipaa: Risk, soc2: Risk }),
    findingsBySeverity: z.object({
      critical: z.number(),
      high: z.number(),
      medium: z.number(),
      low: z.number(),
    }),
    factors: z.array(z.object({ check: z.string(), framework: Framework, severity: Severity })),
  })
  .openapi("RiskAssessment");

export const RiskHistory = z
  .object({
    assessments: z.array(
      z.object({ riskLevel: RiskLevel, overallScore: z.number(), timestamp: z.string() }),
    ),
  })
  .openapi("RiskHistory");

export const RiskHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export const SlaQuery = z.object({
  days: z.coerce.number().int().min(1).max(3650).default(30),
});

export const SlaReport = z
  .object({
    periodDays: z.number(),
    since: z.string(),
    timestamp: z.string(),
    deadlineDays: z.number(),
    totalRequests: z.number(),
    completed: z.number(),
    completedOnTime: z.number(),
    completedLate: z.number(),
    open: z.number(),
    overdue: z.number(),
    slaComplianceRate: z.number(),
    averageCompletionDays: z.number().nullable(),
    byType: z.record(z.string(), z.number()),
    overdueRequests: z.array(
      z.object({ id: z.string(), type: z.string(), status: z.string(), dueDate: z.string() }),
    ),
  })
  .openapi("SlaReport");

export const SystemHealth = z
  .object({
    timestamp: z.string(),
    components: z.array(
      z.object({
        name: z.string(),
        status: z.enum(["healthy", "degraded", "unhealthy"]),
        latencyMs: z.number(),
        detail: z.string().optional(),
      }),
    ),
    healthy: z.boolean(),
  })
  .openapi("SystemHealth");
