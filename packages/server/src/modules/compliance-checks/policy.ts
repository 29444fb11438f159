/**
 * The compliance policy, pure: the deployment's state (state.ts reads it) in, findings, scores
 * and risk out. Each rule names its framework, severity, a stable check name, what is wrong and
 * what to do.
 */

export type Framework = "gdpr" | "hipaa" | "soc2";
export type Severity = "critical" | "high" | "medium" | "low";
export const FRAMEWORKS: readonly Framework[] = ["gdpr", "hipaa", "soc2"];

export interface Finding {
  framework: Framework;
  severity: Severity;
  check: string;
  message: string;
  recommendation: string;
}

/** What the checks read: counts and flags, never personal data. */
export interface ComplianceState {
  encryptionKeyFromEnv: boolean;
  dev: boolean;
  retentionDays: number | null;
  redactOnIngest: readonly string[];
  auditChainIntact: boolean;
  auditEntries: number;
  healthcareAgents: number;
  currentBaas: number;
  overdueDsrs: number;
  keysNeverRotated: number;
  keysNeverExpiring: number;
  insecureWebhooks: number;
  admins: number;
}

interface Rule {
  framework: Framework;
  severity: Severity;
  check: string;
  /** The finding's message when the rule fails, or null when it passes. */
  failing(state: ComplianceState): string | null;
  recommendation: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const RULES: readonly Rule[] = [
  {
    framework: "gdpr",
    severity: "high",
    check: "data_retention",
    failing: (s) =>
      s.retentionDays === null ? "No retention period is set: traces are kept forever" : null,
    recommendation: "Set retentionDays with PUT /api/v1/compliance/settings",
  },
  {
    framework: "gdpr",
    severity: "critical",
    check: "dsr_deadlines",
    failing: (s) =>
      s.overdueDsrs > 0
        ? `${plural(s.overdueDsrs, "data subject request")} past the 30-day deadline`
        : null,
    recommendation: "Complete the overdue requests (GET /api/v1/compliance/sla lists them)",
  },
  {
    framework: "gdpr",
    severity: "medium",
    check: "encryption_key",
    failing: (s) =>
      s.encryptionKeyFromEnv
        ? null
        : "Secrets are sealed with a key generated into the data directory, beside the data",
    recommendation: "Set VIGIL_ENCRYPTION_KEY (32 bytes, base64) from a secret manager",
  },
  {
    framework: "hipaa",
    severity: "critical",
    check: "baa_current",
    failing: (s) =>
      s.healthcareAgents > 0 && s.currentBaas === 0
        ? `${plural(s.healthcareAgents, "healthcare agent")} but no current business associate agreement`
        : null,
    recommendation: "Record a current BAA with POST /api/v1/compliance/baa",
  },
  {
    framework: "hipaa",
    severity: "high",
    check: "redaction_on_ingest",
    failing: (s) =>
      s.healthcareAgents > 0 && s.redactOnIngest.length === 0
        ? "Healthcare agents' traces are stored without redaction on ingest"
        : null,
    recommendation: "Set redactOnIngest with PUT /api/v1/compliance/settings",
  },
  {
    framework: "hipaa",
    severity: "high",
    check: "encryption_at_rest",
    failing: (s) =>
      s.healthcareAgents > 0 && !s.encryptionKeyFromEnv
        ? "Healthcare data with the encryption key kept beside the data"
        : null,
    recommendation: "Set VIGIL_ENCRYPTION_KEY from a secret manager",
  },
  {
    framework: "soc2",
    severity: "critical",
    check: "audit_chain",
    failing: (s) =>
      s.auditChainIntact ? null : "The audit log's hash chain is broken: entries were changed",
    recommendation: "Run `vigil audit verify` to find the first broken entry and investigate",
  },
  {
    framework: "soc2",
    severity: "medium",
    check: "key_rotation",
    failing: (s) =>
      s.keysNeverRotated > 0
        ? `${plural(s.keysNeverRotated, "API key")} older than 90 days never rotated`
        : null,
    recommendation: "Rotate them with POST /api/v2/api-keys/{id}/rotate",
  },
  {
    framework: "soc2",
    severity: "low",
    check: "key_expiry",
    failing: (s) =>
      s.keysNeverExpiring > 0 ? `${plural(s.keysNeverExpiring, "API key")} never expire` : null,
    recommendation: "Create keys with expiresIn and revoke the ones that never expire",
  },
  {
    framework: "soc2",
    severity: "high",
    check: "webhook_https",
    failing: (s) =>
      !s.dev && s.insecureWebhooks > 0
        ? `${plural(s.insecureWebhooks, "webhook")} deliver over plain HTTP`
        : null,
    recommendation: "Change their URLs to https://",
  },
  {
    framework: "soc2",
    severity: "medium",
    check: "admin_count",
    failing: (s) =>
      s.admins === 0
        ? "No administrator: nobody can verify erasures or review the audit log"
        : s.admins > 5
          ? `${s.admins} administrators: more than least privilege needs`
          : null,
    recommendation: "Keep two to five administrators; make the others members",
  },
];

const PENALTY: Record<Severity, number> = { critical: 40, high: 20, medium: 10, low: 5 };

export function findingsOf(state: ComplianceState): Finding[] {
  return RULES.flatMap((rule) => {
    const message = rule.failing(state);
    return message === null
      ? []
      : [
          {
            framework: rule.framework,
            severity: rule.severity,
            check: rule.check,
            message,
            recommendation: rule.recommendation,
          },
        ];
  });
}

export type Status = "compliant" | "needs_attention" | "non_compliant";

export interface FrameworkResult {
  status: Status;
  score: number;
  issueCount: number;
  criticalIssues: number;
  checks: { check: string; severity: Severity; passed: boolean }[];
}

/** A framework's score: 100 less a penalty per finding by severity, never below 0. */
export function frameworkResult(
  framework: Framework,
  findings: readonly Finding[],
): FrameworkResult {
  const own = findings.filter((f) => f.framework === framework);
  const score = Math.max(0, 100 - own.reduce((sum, f) => sum + PENALTY[f.severity], 0));
  const criticalIssues = own.filter((f) => f.severity === "critical").length;
  return {
    status: statusOf(score, criticalIssues, own.length),
    score,
    issueCount: own.length,
    criticalIssues,
    checks: RULES.filter((r) => r.framework === framework).map((r) => ({
      check: r.check,
      severity: r.severity,
      passed: !own.some((f) => f.check === r.check),
    })),
  };
}

export function statusOf(score: number, critical: number, issues: number): Status {
  if (issues === 0) return "compliant";
  return critical > 0 || score < 60 ? "non_compliant" : "needs_attention";
}

export type RiskLevel = "low" | "medium" | "high" | "critical";

/** Risk rises as compliance falls: overallScore is 100 − the compliance score. */
export function riskOf(complianceScore: number): { riskLevel: RiskLevel; overallScore: number } {
  const overallScore = Math.round((100 - complianceScore) * 10) / 10;
  const riskLevel: RiskLevel =
    overallScore >= 50
      ? "critical"
      : overallScore >= 30
        ? "high"
        : overallScore >= 10
          ? "medium"
          : "low";
  return { riskLevel, overallScore };
}
