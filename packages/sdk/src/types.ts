import type { components, operations } from "./generated/openapi";

type Schemas = components["schemas"];
type QueryOf<Op extends keyof operations> = NonNullable<operations[Op]["parameters"]["query"]>;

/** `{status, version, uptimeSeconds, timestamp}` from the health endpoints. */
export type Health = Schemas["Health"];
/** The readiness check, with the database's status and latency. */
export type Readiness = Schemas["Readiness"];
/** Which analysis tiers can run, and whether an LLM provider is configured. */
export type ExplainerHealth = Schemas["ExplainerHealth"];

/** Identity provider settings for browser clients; nulls when SSO is not set up. */
export type AuthConfig = Schemas["AuthConfig"];
export type AuthSession = Schemas["AuthSession"];
export type LogoutResult = Schemas["LogoutResult"];
/** What the calling API key may do: tier, rate limit, permissions, features. */
export type ValidateKeyResult = Schemas["ValidateKeyResult"];

export type Permission = Schemas["Permission"];
/** An API key as listed: never its value, only `keyPrefix`. */
export type ApiKey = Schemas["ApiKey"];
/** A new key with its full value in `key`: shown only once. */
export type ApiKeyWithSecret = Schemas["ApiKeyWithSecret"];
/** A rotated key with its new value in `key`. */
export type RotatedApiKey = Schemas["RotatedApiKey"];
export type ApiKeyTest = Schemas["ApiKeyTest"];
export type ApiKeyUsage = Schemas["ApiKeyUsage"];
export type ApiKeyCreateParams = Schemas["CreateApiKeyBody"];
export type ApiKeyUpdateParams = Schemas["UpdateApiKeyBody"];
export type ApiKeyListParams = QueryOf<"listApiKeys">;
export type AgentApiKeyListParams = QueryOf<"listAgentApiKeys">;

/** An agent with its config and metrics (totalTraces, successRate, avgLatency). */
export type Agent = Schemas["Agent"];
/** The config embedded in an agent (models, temperature, prompt, retrieval). */
export type AgentConfig = Schemas["AgentConfig"];
export type AgentMetrics = Schemas["AgentMetrics"];
export type AgentCreateParams = Schemas["CreateAgentBody"];
export type AgentUpdateParams = Schemas["UpdateAgentBody"];
export type AgentListParams = QueryOf<"listAgents">;

/** A department with the number of its agents. */
export type Department = Schemas["Department"];
export type DepartmentCreateParams = Schemas["CreateDepartmentBody"];
export type DepartmentUpdateParams = Schemas["UpdateDepartmentBody"];
export type DepartmentListParams = QueryOf<"listDepartments">;

/** An agent's config record of the agent-configs endpoints. */
export type AgentConfigRecord = Schemas["AgentConfigRecord"];
export type AgentConfigCreateParams = Schemas["CreateAgentConfigBody"];
export type AgentConfigUpdateParams = Schemas["UpdateAgentConfigBody"];

/** What a delete answers: the server's confirmation. */
export interface DeleteResponse {
  message: string;
}

/** What `POST /api/traces` answers: the trace's id, its span count, and `ingested: true`. */
export type TraceCreated = Schemas["TraceCreated"];
/** A native trace: its agent, spans and optional stated facts (outcome, messages, ids). */
export type TraceCreateParams = Schemas["CreateTraceBody"];
/** A span as sent in a native trace; `id` and `parentSpanId` link spans into a tree. */
export type SpanInput = Schemas["SpanInput"];
/** Token usage of a span: input, output, total (total defaults to input + output). */
export type SpanTokens = Schemas["SpanTokens"];
/** A document a retrieval span found. */
export type RetrievedDocument = Schemas["RetrievedDocument"];
/** What a span does: `llm`, `retrieval`, `tool`, `agent`, … */
export type SpanType = SpanInput["type"];
/** A span's status: `ok`, `error` (makes the trace a failure) or `unset`. */
export type SpanStatus = NonNullable<SpanInput["status"]>;
/** A trace as listed: outcome, messages, latency, tokens and span count. */
export type TraceListItem = Schemas["TraceListItem"];
/** A trace with its token breakdown, source, metadata and every span. */
export type TraceDetail = Schemas["TraceDetail"];
/** A stored span, with `parentSpanId` and the ids of its `children`. */
export type Span = Schemas["Span"];
/** Counts, rates, exact latency percentiles and token usage over a period. */
export type TraceStats = Schemas["TraceStats"];
export type TraceListParams = QueryOf<"listTraces">;
export type TraceStatsParams = QueryOf<"getTraceStats">;

/** A session (conversation): the traces sharing a `sessionId`, with their totals. */
export type TraceSession = Schemas["TraceSession"];
/** A session with its traces in the order they happened (at most 500). */
export type TraceSessionDetail = Schemas["TraceSessionDetail"];
export type SessionCreateParams = Schemas["CreateSessionBody"];
export type SessionUpdateParams = Schemas["UpdateSessionBody"];
/** `bookmarked` may be a boolean; the query string carries it as `true` or `false`. */
export type SessionListParams = Omit<QueryOf<"listSessions">, "bookmarked"> & {
  bookmarked?: boolean | "true" | "false";
};

/** A score, label or annotation attached to a trace or one of its spans. */
export type TraceEvaluation = Schemas["TraceEvaluation"];
export type TraceEvaluationCreateParams = Schemas["CreateTraceEvaluationBody"];
export type TraceEvaluationListParams = QueryOf<"listTraceEvaluations">;

/** Body of a guardrail scan: input/output/toolCall plus scanners, policyId, config, options. */
export type GuardrailScanParams = Schemas["GuardrailScanBody"];
/** A scan's decision (action, actionReason), redacted texts and per-scanner results. */
export type GuardrailScanResult = Schemas["GuardrailScanResult"];
export type GuardrailScannerResult = Schemas["GuardrailScannerResult"];
/** One finding: its type, span and placeholder; never the detected text. */
export type GuardrailFinding = Schemas["GuardrailFinding"];
export type GuardrailScannerList = Schemas["GuardrailScannerList"];
/** A stored guardrail policy. */
export type GuardrailPolicy = Schemas["GuardrailPolicy"];
export type GuardrailPolicyCreateParams = Schemas["CreateGuardrailPolicyBody"];
export type GuardrailPolicyUpdateParams = Schemas["UpdateGuardrailPolicyBody"];
/** Scan counts over a period: by action, scanner and finding type. */
export type GuardrailAnalytics = Schemas["GuardrailAnalytics"];
export type GuardrailAnalyticsParams = QueryOf<"getGuardrailAnalytics">;

/** One rule of the deterministic graders: a type and its config. */
export type GraderRule = Schemas["GraderRule"];
export type GraderResult = Schemas["GraderResult"];
export type GraderEvaluateParams = Schemas["EvaluateGradersBody"];
export type GraderEvaluateResult = Schemas["EvaluateGradersResult"];
export type GraderBulkEvaluateParams = Schemas["BulkEvaluateGradersBody"];
export type GraderBulkEvaluateResult = Schemas["BulkEvaluateGradersResult"];

/** A webhook (its secret is shown only by create and the rotations). */
export type Webhook = Schemas["Webhook"];
/** What create answers: the webhook with its `whsec_…` secret, shown only now. */
export type CreatedWebhook = Schemas["CreatedWebhook"];
export type WebhookCreateParams = Schemas["CreateWebhookBody"];
export type WebhookUpdateParams = Schemas["UpdateWebhookBody"];
/** What update answers: a message and the webhook as now stored. */
export type UpdatedWebhook = Schemas["UpdatedWebhook"];
/** What reset-circuit-breaker answers: a message and the webhook, its failures cleared. */
export type WebhookCircuitReset = Schemas["WebhookCircuitReset"];
export type WebhookFilters = Schemas["WebhookFilters"];
export type WebhookTestResult = Schemas["WebhookTestResult"];
export type RotatedWebhookSecret = Schemas["RotatedWebhookSecret"];
export type GracefulRotation = Schemas["GracefulRotation"];
export type WebhookMetrics = Schemas["WebhookMetrics"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type WebhookDeliveryPage = Schemas["WebhookDeliveryPage"];
export type WebhookDeliveryListParams = QueryOf<"listWebhookDeliveries">;
export type ReplayedDelivery = Schemas["ReplayedDelivery"];
/** @deprecated The older webhook variant; use Webhook. */
export type LegacyWebhook = Schemas["LegacyWebhook"];
/** @deprecated */
export type LegacyWebhookCreateParams = Schemas["LegacyCreateWebhookBody"];
/** @deprecated */
export type LegacyWebhookTestResult = Schemas["LegacyWebhookTestResult"];

/** A notification channel of the company; sensitive config masked. */
export type NotificationChannel = Schemas["NotificationChannel"];
export type NotificationChannelKind = NotificationChannel["channel"];
export type NotificationChannelPutParams = Schemas["PutNotificationChannelBody"];
export type NotificationChannelTestResult = Schemas["NotificationChannelTestResult"];
/** A notification rule: fires on matching events, throttled by cooldownMinutes. */
export type NotificationRule = Schemas["NotificationRule"];
export type NotificationRuleCreateParams = Schemas["CreateNotificationRuleBody"];
export type NotificationRuleUpdateParams = Schemas["UpdateNotificationRuleBody"];
/** The calling user's notification preferences (channels, minSeverity, quiet hours). */
export type NotificationPreferences = Schemas["NotificationPreferences"];
export type NotificationPreferencesUpdateParams = Schemas["UpdateNotificationPreferencesBody"];

/** The company's background jobs by state and type. */
export type JobStats = Schemas["JobStats"];

/** One call Vigil made to the model provider (or a cache hit), and the company's totals. */
export type LlmUsageRecord = Schemas["LlmUsageRecord"];
export type LlmUsageSummary = Schemas["LlmUsageSummary"];
export type LlmUsageListParams = QueryOf<"listLlmUsage">;
export type LlmUsageSummaryParams = QueryOf<"getLlmUsageSummary">;
/** Analysis credits: balance, used, and the newest ledger entries (charges are negative). */
export type CreditBalance = Schemas["CreditBalance"];
export type CreditLedgerEntry = Schemas["CreditLedgerEntry"];
export type CreditBalanceParams = QueryOf<"getCreditBalance">;
/** An evaluation suite (v1) and its criteria: deterministic, llm_judge, jury, composite. */
export type EvaluationSuite = Schemas["EvaluationSuite"];
export type EvaluationCriterion = Schemas["EvaluationCriterion"];
export type EvaluationSuiteCreateParams = Schemas["CreateEvaluationSuiteBody"];
export type EvaluationSuiteRunParams = Schemas["RunEvaluationSuiteBody"];
/** A suite run: summary {totalTraces, averageScore, passRate, criteriaBreakdown} and results. */
export type EvaluationSuiteRunResult = Schemas["EvaluationSuiteRunResult"];
export type EvaluationResultsParams = QueryOf<"getEvaluationResults">;
/** Error signatures: failures grouped by type, parameterised message and failing spans. */
export type ErrorSignature = Schemas["ErrorSignature"];
export type ErrorSignatureList = Schemas["ErrorSignatureList"];
export type ErrorSignatureListParams = QueryOf<"listErrorSignatures">;
/** Failure clusters of an agent; a detail adds root cause, suggested fix and traces. */
export type FailureCluster = Schemas["FailureCluster"];
export type FailureClusterList = Schemas["FailureClusterList"];
export type FailureClusterDetail = Schemas["FailureClusterDetail"];
export type FailureClusterListParams = QueryOf<"listFailureClusters">;

/** A page of the audit log: `logs[]` and {page, limit, total, totalPages}. */
export type AuditLogList = Schemas["AuditLogList"];
/** One audit entry: who did what to which resource, with its place in the hash chain. */
export type AuditLog = Schemas["AuditLog"];
export type AuditLogListParams = QueryOf<"listAuditLogs">;
/** The audit chain check: intact, or the first broken entry. */
export type AuditChainReport = Schemas["AuditChainReport"];

export type ConsentPurpose = Schemas["Consent"]["purpose"];
/** A consent record: a grant, or a withdrawal (a new record; history is kept). */
export type Consent = Schemas["Consent"];
export type ConsentList = Schemas["ConsentList"];
export type ConsentGranted = Schemas["ConsentGranted"];
export type ConsentWithdrawn = Schemas["ConsentWithdrawn"];
export type GrantConsentParams = Partial<Schemas["GrantConsentBody"]>;
/** A data subject request with its state, due date, overdue flag and export. */
export type Dsr = Schemas["Dsr"];
export type DsrList = Schemas["DsrList"];
export type DsrCreated = Schemas["DsrCreated"];
export type DsrCreateParams = Schemas["CreateDsrBody"];
export type DsrUpdateParams = Schemas["UpdateDsrBody"];
export type DsrVerifyParams = Schemas["VerifyDsrBody"];
export type ErasureRequested = Schemas["ErasureRequested"];
export type ExportMyDataParams = Partial<Schemas["ExportMyDataBody"]>;
export type ExportRequested = Schemas["ExportRequested"];

/** A business associate agreement (HIPAA): active, expired or terminated. */
export type BaaAgreement = Schemas["BusinessAssociateAgreement"];
export type BaaCreateParams = Schemas["CreateBaaBody"];
export type BaaUpdateParams = Schemas["UpdateBaaBody"];

/** A trace flagged for review: open, in_review or resolved. */
export type FlaggedTrace = Schemas["FlaggedTrace"];
/** A flag with its review history and comments. */
export type FlaggedTraceDetail = Schemas["FlaggedTraceDetail"];
/** A page of flags: `data`, `total`, `stats` by status and offset `pagination`. */
export type FlaggedTraceList = Schemas["FlagList"];
export type FlaggedTraceListParams = QueryOf<"listFlaggedTraces">;
export type FlaggedTraceCreateParams = Schemas["CreateFlagBody"];
export type FlaggedTraceUpdateParams = Schemas["UpdateFlagBody"];
export type FlagComment = Schemas["FlagComment"];
export type FlagCommentCreateParams = Schemas["CreateFlagCommentBody"];

/** Retention period and the PII entities redacted on ingest. */
export type ComplianceSettings = Schemas["ComplianceSettings"];
export type ComplianceSettingsUpdateParams = Schemas["UpdateComplianceSettingsBody"];

/** The compliance check, its summary, risk, SLA report and system health. */
export type ComplianceCheck = Schemas["ComplianceCheck"];
export type ComplianceSummary = Schemas["ComplianceSummary"];
export type RiskAssessment = Schemas["RiskAssessment"];
export type RiskHistory = Schemas["RiskHistory"];
export type RiskHistoryParams = QueryOf<"getComplianceRiskHistory">;
export type SlaReport = Schemas["SlaReport"];
export type SlaReportParams = QueryOf<"getComplianceSla">;
export type SystemHealth = Schemas["SystemHealth"];

/** A compliance scan rule: PII types looked for in the chosen fields of every new trace. */
export type ScanRule = Schemas["ScanRule"];
export type ScanRuleCreateParams = Schemas["CreateScanRuleBody"];
export type ScanRuleUpdateParams = Schemas["UpdateScanRuleBody"];
/** One PII type a rule found in one trace. */
export type Violation = Schemas["Violation"];
export type ViolationList = Schemas["ViolationList"];
export type ViolationListParams = QueryOf<"listViolations">;
export type ViolationStats = Schemas["ViolationStats"];
export type ViolationUpdateParams = Schemas["UpdateViolationBody"];
export type ViolationBulkUpdateParams = Schemas["BulkUpdateViolationsBody"];
export type ScanBackfillResult = Schemas["ScanBackfillResult"];
export type ScanningHealth = Schemas["ScanningHealth"];
/** A stored analysis of one trace: scores, claims with verdicts, findings, hallucinations. */
export type Explanation = Schemas["Explanation"];
export type ExplainerAnalyzeParams = Schemas["ExplainerAnalyzeBody"];
export type ExplainerAnalyzeResponse = Schemas["ExplainerAnalyzeResponse"];
export type ExplainerResult = Schemas["ExplainerResult"];
export type StoredExplanation = Schemas["StoredExplanation"];
export type ExplanationListItem = Schemas["ExplanationListItem"];
export type ExplanationListParams = QueryOf<"listExplanations">;

export type AnalyzerAnalyzeParams = Schemas["AnalyzerAnalyzeBody"];
/** A v2 analysis: its cost estimate, per-trace results by module, credits used and left. */
export type AnalyzerAnalyzeResponse = Schemas["AnalyzerAnalyzeResponse"];
export type AnalyzerResult = Schemas["AnalyzerResult"];
export type AnalysisRun = Schemas["AnalysisRun"];
export type AnalyzerHistory = Schemas["AnalyzerHistory"];
export type AnalyzerHistoryParams = QueryOf<"getAnalyzerHistory">;

export type RagScores = Schemas["RagScores"];
export type HallucinationDetectionParams = Schemas["HallucinationDetectionBody"];
export type HallucinationDetection = Schemas["HallucinationDetection"];
export type EvaluateBatchParams = Schemas["EvaluateBatchBody"];
export type EvaluateBatchResult = Schemas["EvaluateBatchResult"];
export type QualitySummary = Schemas["QualitySummary"];
export type QualitySummaryParams = QueryOf<"getQualitySummary">;
export type QualityTrends = Schemas["QualityTrends"];
export type QualityTrendsParams = QueryOf<"getQualityTrends">;
/** Changes that would have improved a trace, each citing a finding, with the expected score. */
export type CounterfactualReport = Schemas["CounterfactualReport"];
export type ExplainerSearchParams = Schemas["ExplainerSearchBody"];
export type ExplainerSearchResponse = Schemas["ExplainerSearchResponse"];
export type AnalyzerBatchParams = Schemas["AnalyzerBatchBody"];
/** A queued batch: poll `pollUrl` (or `vigil.analyzer.results(batchId)`). */
export type AnalyzerBatch = Schemas["AnalyzerBatch"];
export type GenerateAllJob = Schemas["GenerateAllJob"];
export type GenerateAllParams = QueryOf<"generateAllExplanations">;

/** A reported business metric value (`metric_…`). */
export type BusinessMetric = Schemas["BusinessMetric"];
export type BusinessMetricCreateParams = Schemas["CreateBusinessMetricBody"];
export type BusinessMetricListParams = QueryOf<"listBusinessMetrics">;
/** A metric's mean and count per UTC bucket; empty buckets have value null and count 0. */
export type BusinessMetricHistory = Schemas["MetricHistory"];
export type BusinessMetricHistoryParams = QueryOf<"getBusinessMetricHistory">;

/** Every ROI setting in force, defaults included. */
export type RoiSettings = Schemas["RoiSettings"];
export type RoiConfigureParams = Schemas["ConfigureRoiBody"];
export type RoiConfigured = Schemas["RoiConfigured"];
export type RoiSummary = Schemas["RoiSummary"];
export type RoiSummaryParams = QueryOf<"getRoiSummary">;
export type RoiByAgent = Schemas["RoiByAgent"];
export type RoiByAgentParams = QueryOf<"getRoiByAgent">;
export type RoiPredictedImpact = Schemas["RoiPredictedImpact"];
export type RoiPredictedImpactParams = QueryOf<"getRoiPredictedImpact">;
export type RoiCorrelation = Schemas["RoiCorrelation"];
export type RoiCorrelationParams = QueryOf<"getRoiCorrelation">;
export type RoiTrends = Schemas["RoiTrends"];
export type RoiTrendsParams = QueryOf<"getRoiTrends">;
/** A human review item; `review` holds the submitted review once completed. */
export type HumanReviewItem = Schemas["HumanReviewItem"];
export type HumanReviewItemDetail = Schemas["HumanReviewItemDetail"];
export type HumanReviewItemCreateParams = Schemas["CreateHumanReviewItemBody"];
/** `{items, pagination, queueStats {pending, inProgress, completedToday}}`. */
export type HumanReviewQueue = Schemas["HumanReviewQueue"];
export type HumanReviewQueueParams = QueryOf<"getHumanReviewQueue">;
export type HumanReviewAssignment = Schemas["HumanReviewAssignment"];
export type HumanReviewAssignParams = Schemas["AssignHumanReviewBody"];
export type HumanReviewSkip = Schemas["HumanReviewSkip"];
export type HumanReviewSkipParams = Schemas["SkipHumanReviewBody"];
export type HumanReviewSubmission = Schemas["HumanReviewSubmission"];
export type HumanReviewSubmitParams = Schemas["SubmitHumanReviewBody"];
export type CalibrationSession = Schemas["CalibrationSession"];
export type CalibrationSessionDetail = Schemas["CalibrationSessionDetail"];
export type CalibrationSessionCreateParams = Schemas["CreateCalibrationBody"];
export type CalibrationSessionListParams = QueryOf<"listCalibrationSessions">;
/** Review statistics: overview, byReviewer, byVerdict, judgeAgreement per criterion. */
export type HumanReviewStats = Schemas["HumanReviewStats"];
export type HumanReviewStatsParams = QueryOf<"getHumanReviewStats">;
/** An issue: failures grouped for a fix; the detail adds traceIds, fixes and metadata. */
export type Issue = Schemas["Issue"];
export type IssueDetail = Schemas["IssueDetail"];
export type IssueCreateParams = Schemas["CreateIssueBody"];
export type IssueUpdateParams = Schemas["UpdateIssueBody"];
export type IssueListParams = QueryOf<"listIssues">;
/** @deprecated The case interface's create body; use IssueCreateParams. */
export type CaseCreateParams = Schemas["CreateCaseBody"];
/** @deprecated The case interface's list filters; use IssueListParams. */
export type CaseListParams = QueryOf<"listCases">;
export type Fix = Schemas["Fix"];
export type FixDetail = Schemas["FixDetail"];
export type FixCreateParams = Schemas["CreateFixBody"];
export type FixUpdateParams = Schemas["UpdateFixBody"];
export type FixListParams = QueryOf<"listFixes">;
/** What an apply wrote (`current`) and what it replaced (`previous`); rollback answers the same. */
export type FixApplication = Schemas["FixApplication"];
export type ShadowTest = Schemas["ShadowTest"];
export type ShadowTestDetail = Schemas["ShadowTestDetail"];
export type ShadowTestCreateParams = Schemas["CreateShadowTestBody"];
export type ShadowTestUpdateParams = Schemas["UpdateShadowTestBody"];
export type ShadowTestListParams = QueryOf<"listShadowTests">;
/** @deprecated `{testId, status, results}`; use `shadowTests.get`. */
export type LegacyShadowTestResults = Schemas["LegacyShadowTestResults"];
export type ShadowExecution = Schemas["ShadowExecution"];
export type ShadowExecutionParams = Schemas["ShadowExecutionBody"];
/** An evaluation set without its examples (the list's item); the detail adds `examples`. */
export type EvalSet = Schemas["EvalSet"];
export type EvalSetDetail = Schemas["EvalSetDetail"];
export type EvalSetCreateParams = Schemas["CreateEvalSetBody"];
export type EvalSetCreated = Schemas["CreatedEvalSet"];
export type EvalSetListParams = QueryOf<"listEvalSets">;
/** An evaluation run with progress, config (target headers never shown) and summary. */
export type EvalRun = Schemas["EvalRun"];
export type EvalRunDetail = Schemas["EvalRunDetail"];
export type EvalRunResult = Schemas["EvalRunResult"];
export type EvalRunCreateParams = Schemas["CreateEvalRunBody"];
export type EvalRunUpdateParams = Schemas["UpdateEvalRunBody"];
export type EvalRunListParams = QueryOf<"listEvalRuns">;
export type StartedEvalRun = Schemas["StartedEvalRun"];
/** Runs compared with the first: McNemar p, bootstrap intervals, Wilson bounds, pass@k. */
export type EvalRunComparison = Schemas["EvalRunComparison"];

/** An agent's evaluation health this period against the previous one, with alerts. */
export type EvalHealthReport = Schemas["EvalHealthReport"];
export type EvalHealthReportParams = QueryOf<"getEvalHealthReport">;
export type EvalHealthAlert = Schemas["EvalHealthAlert"];
/** Pass rate and scores per UTC day, week (from Monday) or month. */
export type EvalHealthSnapshots = Schemas["EvalHealthSnapshots"];
export type EvalHealthSnapshotsParams = QueryOf<"getEvalHealthSnapshots">;
/** Significant drops between consecutive runs of a set, and every pair compared. */
export type EvalHealthRegressions = Schemas["EvalHealthRegressions"];
export type EvalHealthRegression = Schemas["EvalHealthRegression"];
export type EvalHealthRegressionsParams = QueryOf<"getEvalHealthRegressions">;
/** Per set, the share of examples passing (or failing) each of its last 5 runs. */
export type EvalHealthSaturation = Schemas["EvalHealthSaturation"];
export type EvalHealthSaturationParams = QueryOf<"getEvalHealthSaturation">;
