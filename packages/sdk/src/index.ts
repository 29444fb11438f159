/**
 * @vigil/sdk: the typed client for the Vigil API.
 * @example
 * import { NotFoundError, Vigil } from "@vigil/sdk";
 *
 * const vigil = new Vigil({ baseUrl: "http://127.0.0.1:4318", apiKey: "vgl_…" });
 * const agent = await vigil.agents.create({ name: "Support bot" });
 * for await (const a of vigil.agents.list({ limit: 50 })) console.log(a.name);
 *
 * const t = vigil.traces.start({ agentId: agent.id });
 * t.span({ name: "answer", type: "llm", model: "gpt-4o-mini", tokens: { input: 12, output: 30 } });
 * await t.end();
 * await vigil.shutdown();
 *
 * @packageDocumentation
 */
export { Vigil } from "./client";
export type { RecorderOptions } from "./core/batcher";
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  type ErrorDetails,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  TraceDroppedError,
  UnprocessableEntityError,
  VigilError,
} from "./core/errors";
export { Page, type PageInfo, PagePromise } from "./core/pagination";
export type { ClientOptions, Fetch, RequestOptions } from "./core/transport";
export type { components, operations, paths } from "./generated/openapi";
export type {
  SpanEndParams,
  SpanHandle,
  SpanParams,
  SpanStartParams,
  TimeInput,
  TraceEndParams,
  TraceHandle,
  TraceStartParams,
} from "./recorder";
export type { AgentConfigsResource } from "./resources/agent-configs";
export type { AgentsResource } from "./resources/agents";
export type { AnalyzerResource } from "./resources/analyzer";
export type { ApiKeysResource } from "./resources/api-keys";
export type { AuthResource } from "./resources/auth";
export type { BaaResource } from "./resources/baa";
export type { BusinessMetricsResource } from "./resources/business-metrics";
export type { ComplianceScanningResource } from "./resources/compliance-scanning";
export type { ComplianceSettingsResource } from "./resources/compliance-settings";
export type { CreditsResource } from "./resources/credits";
export type { DepartmentsResource } from "./resources/departments";
export type { EvaluationSuitesResource } from "./resources/evaluation-suites";
export type { ExplainerResource, OffsetList } from "./resources/explainer";
export type { FlaggedTracesResource } from "./resources/flagged-traces";
export type { GradersResource } from "./resources/graders";
export type { GuardrailAnalyticsResource } from "./resources/guardrail-analytics";
export type { GuardrailPoliciesResource } from "./resources/guardrail-policies";
export type { GuardrailsResource } from "./resources/guardrails";
export type { HealthResource } from "./resources/health";
export type { HumanReviewResource } from "./resources/human-review";
export type {
  CasesResource,
  FixesResource,
  IssuesResource,
  ShadowTestsResource,
} from "./resources/issues";
export type { JobsResource } from "./resources/jobs";
export type { LlmUsageResource } from "./resources/llm-usage";
export type {
  NotificationChannelsResource,
  NotificationPreferencesResource,
  NotificationRulesResource,
} from "./resources/notifications";
export type {
  OtlpAnyValue,
  OtlpExportLogsServiceRequest,
  OtlpExportLogsServiceResponse,
  OtlpExportTraceServiceRequest,
  OtlpExportTraceServiceResponse,
  OtlpKeyValue,
  OtlpLogRecord,
  OtlpResource,
  OtlpResourceLogs,
  OtlpResourceSpans,
  OtlpScopeSpans,
  OtlpSpan,
} from "./resources/otlp";
export type { PatternsResource } from "./resources/patterns";
export type { QualityResource } from "./resources/quality";
export type { RoiResource } from "./resources/roi";
export type { SessionsResource } from "./resources/sessions";
export type { TraceEvaluationsResource } from "./resources/trace-evaluations";
export type { TracesResource } from "./resources/traces";
export type { LegacyWebhooksResource, WebhooksResource } from "./resources/webhooks";
export type {
  Agent,
  AgentApiKeyListParams,
  AgentConfig,
  AgentConfigCreateParams,
  AgentConfigRecord,
  AgentConfigUpdateParams,
  AgentCreateParams,
  AgentListParams,
  AgentMetrics,
  AgentUpdateParams,
  ApiKey,
  ApiKeyCreateParams,
  ApiKeyListParams,
  ApiKeyTest,
  ApiKeyUpdateParams,
  ApiKeyUsage,
  ApiKeyWithSecret,
  AuthConfig,
  AuthSession,
  BaaAgreement,
  BaaCreateParams,
  BaaUpdateParams,
  BusinessMetric,
  BusinessMetricCreateParams,
  BusinessMetricHistory,
  BusinessMetricHistoryParams,
  BusinessMetricListParams,
  CalibrationSession,
  CalibrationSessionCreateParams,
  CalibrationSessionDetail,
  CalibrationSessionListParams,
  ComplianceSettings,
  ComplianceSettingsUpdateParams,
  CounterfactualReport,
  CreatedWebhook,
  CreditBalance,
  CreditBalanceParams,
  CreditLedgerEntry,
  DeleteResponse,
  Department,
  DepartmentCreateParams,
  DepartmentListParams,
  DepartmentUpdateParams,
  ErrorSignature,
  ErrorSignatureList,
  ErrorSignatureListParams,
  EvaluateBatchParams,
  EvaluateBatchResult,
  EvaluationCriterion,
  EvaluationResultsParams,
  EvaluationSuite,
  EvaluationSuiteCreateParams,
  EvaluationSuiteRunParams,
  EvaluationSuiteRunResult,
  ExplainerAnalyzeParams,
  ExplainerAnalyzeResponse,
  ExplainerHealth,
  ExplainerResult,
  ExplainerSearchParams,
  ExplainerSearchResponse,
  Explanation,
  ExplanationListItem,
  ExplanationListParams,
  FailureCluster,
  FailureClusterDetail,
  FailureClusterList,
  FailureClusterListParams,
  FlagComment,
  FlagCommentCreateParams,
  FlaggedTrace,
  FlaggedTraceCreateParams,
  FlaggedTraceDetail,
  FlaggedTraceList,
  FlaggedTraceListParams,
  FlaggedTraceUpdateParams,
  GenerateAllJob,
  GenerateAllParams,
  GracefulRotation,
  GraderBulkEvaluateParams,
  GraderBulkEvaluateResult,
  GraderEvaluateParams,
  GraderEvaluateResult,
  GraderResult,
  GraderRule,
  GuardrailAnalytics,
  GuardrailAnalyticsParams,
  GuardrailFinding,
  GuardrailPolicy,
  GuardrailPolicyCreateParams,
  GuardrailPolicyUpdateParams,
  GuardrailScannerList,
  GuardrailScannerResult,
  GuardrailScanParams,
  GuardrailScanResult,
  Health,
  HumanReviewAssignment,
  HumanReviewAssignParams,
  HumanReviewItem,
  HumanReviewItemCreateParams,
  HumanReviewItemDetail,
  HumanReviewQueue,
  HumanReviewQueueParams,
  HumanReviewSkip,
  HumanReviewSkipParams,
  HumanReviewStats,
  HumanReviewStatsParams,
  HumanReviewSubmission,
  HumanReviewSubmitParams,
  JobStats,
  LegacyWebhook,
  LegacyWebhookCreateParams,
  LegacyWebhookTestResult,
  LlmUsageListParams,
  LlmUsageRecord,
  LlmUsageSummary,
  LlmUsageSummaryParams,
  LogoutResult,
  NotificationChannel,
  NotificationChannelKind,
  NotificationChannelPutParams,
  NotificationChannelTestResult,
  NotificationPreferences,
  NotificationPreferencesUpdateParams,
  NotificationRule,
  NotificationRuleCreateParams,
  NotificationRuleUpdateParams,
  Permission,
  Readiness,
  ReplayedDelivery,
  RetrievedDocument,
  RoiByAgent,
  RoiByAgentParams,
  RoiConfigured,
  RoiConfigureParams,
  RoiCorrelation,
  RoiCorrelationParams,
  RoiPredictedImpact,
  RoiPredictedImpactParams,
  RoiSettings,
  RoiSummary,
  RoiSummaryParams,
  RoiTrends,
  RoiTrendsParams,
  RotatedApiKey,
  RotatedWebhookSecret,
  ScanBackfillResult,
  ScanningHealth,
  ScanRule,
  ScanRuleCreateParams,
  ScanRuleUpdateParams,
  SessionCreateParams,
  SessionListParams,
  SessionUpdateParams,
  Span,
  SpanInput,
  SpanStatus,
  SpanTokens,
  SpanType,
  StoredExplanation,
  TraceCreated,
  TraceCreateParams,
  TraceDetail,
  TraceEvaluation,
  TraceEvaluationCreateParams,
  TraceEvaluationListParams,
  TraceListItem,
  TraceListParams,
  TraceSession,
  TraceSessionDetail,
  TraceStats,
  TraceStatsParams,
  UpdatedWebhook,
  ValidateKeyResult,
  Violation,
  ViolationBulkUpdateParams,
  ViolationList,
  ViolationListParams,
  ViolationStats,
  ViolationUpdateParams,
  Webhook,
  WebhookCircuitReset,
  WebhookCreateParams,
  WebhookDelivery,
  WebhookDeliveryListParams,
  WebhookDeliveryPage,
  WebhookFilters,
  WebhookMetrics,
  WebhookTestResult,
  WebhookUpdateParams,
} from "./types";
export type {
  AnyWebhookEvent,
  FailureDetectedEventData,
  WebhookEvent,
  WebhookEventBaseData,
  WebhookEventData,
  WebhookEventType,
  WebhookSeverity,
  WebhookTestEventData,
} from "./webhook-events";
export {
  type HeadersLike,
  parseWebhookEvent,
  verifyStandardWebhook,
  verifyWebhook,
  WebhookVerificationError,
  type WebhookVerificationFailure,
  type WebhookVerifyOptions,
} from "./webhooks";
