import { TraceBatcher } from "./core/batcher";
import { type ClientOptions, Transport } from "./core/transport";
import { AgentConfigsResource } from "./resources/agent-configs";
import { AgentsResource } from "./resources/agents";
import { AnalyzerResource } from "./resources/analyzer";
import { ApiKeysResource } from "./resources/api-keys";
import { AuditResource } from "./resources/audit";
import { AuthResource } from "./resources/auth";
import { BaaResource } from "./resources/baa";
import { BusinessMetricsResource } from "./resources/business-metrics";
import { ComplianceChecksResource } from "./resources/compliance-checks";
import { ComplianceScanningResource } from "./resources/compliance-scanning";
import { ComplianceSettingsResource } from "./resources/compliance-settings";
import { CreditsResource } from "./resources/credits";
import { DepartmentsResource } from "./resources/departments";
import { EvalHealthResource } from "./resources/eval-health";
import { EvalRunsResource } from "./resources/eval-runs";
import { EvaluationSuitesResource } from "./resources/evaluation-suites";
import { ExplainerResource } from "./resources/explainer";
import { FlaggedTracesResource } from "./resources/flagged-traces";
import { GradersResource } from "./resources/graders";
import { GuardrailAnalyticsResource } from "./resources/guardrail-analytics";
import { GuardrailPoliciesResource } from "./resources/guardrail-policies";
import { GuardrailsResource } from "./resources/guardrails";
import { HealthResource } from "./resources/health";
import { HumanReviewResource } from "./resources/human-review";
import {
  CasesResource,
  FixesResource,
  IssuesResource,
  ShadowTestsResource,
} from "./resources/issues";
import { JobsResource } from "./resources/jobs";
import { LlmUsageResource } from "./resources/llm-usage";
import {
  NotificationChannelsResource,
  NotificationPreferencesResource,
  NotificationRulesResource,
} from "./resources/notifications";
import { OtlpResource } from "./resources/otlp";
import { PatternsResource } from "./resources/patterns";
import { PrivacyResource } from "./resources/privacy";
import { QualityResource } from "./resources/quality";
import { RoiResource } from "./resources/roi";
import { SessionsResource } from "./resources/sessions";
import { TraceEvaluationsResource } from "./resources/trace-evaluations";
import { TracesResource } from "./resources/traces";
import { LegacyWebhooksResource, WebhooksResource } from "./resources/webhooks";

/**
 * The Vigil API client. Every endpoint is a method of a resource namespace; calls retry
 * network errors, timeouts, 408, 429 and 5xx with backoff, and every POST carries an
 * `Idempotency-Key` so a retried write never runs twice.
 * @example
 * import { Vigil } from "@vigil/sdk";
 *
 * const vigil = new Vigil({ baseUrl: "http://127.0.0.1:4318", apiKey: process.env.VIGIL_API_KEY });
 * const agent = await vigil.agents.create({ name: "Support bot" });
 * await vigil.apiKeys.rotate(keyId);
 */
export class Vigil {
  /** Where requests go, without a trailing slash. */
  readonly baseUrl: string;
  readonly health: HealthResource;
  readonly auth: AuthResource;
  readonly apiKeys: ApiKeysResource;
  readonly agents: AgentsResource;
  readonly departments: DepartmentsResource;
  /** Evaluation sets, runs against a target, and their comparison. */
  readonly evalRuns: EvalRunsResource;
  /** Evaluation health: report, snapshots, regressions and saturation of an agent's runs. */
  readonly evalHealth: EvalHealthResource;
  readonly agentConfigs: AgentConfigsResource;
  readonly traces: TracesResource;
  readonly sessions: SessionsResource;
  readonly traceEvaluations: TraceEvaluationsResource;
  readonly otlp: OtlpResource;
  readonly guardrails: GuardrailsResource;
  readonly guardrailPolicies: GuardrailPoliciesResource;
  readonly guardrailAnalytics: GuardrailAnalyticsResource;
  readonly graders: GradersResource;
  readonly evaluationSuites: EvaluationSuitesResource;
  readonly webhooks: WebhooksResource;
  readonly jobs: JobsResource;
  readonly llmUsage: LlmUsageResource;
  readonly credits: CreditsResource;
  readonly patterns: PatternsResource;
  readonly explainer: ExplainerResource;
  readonly analyzer: AnalyzerResource;
  readonly quality: QualityResource;
  readonly notificationChannels: NotificationChannelsResource;
  readonly notificationRules: NotificationRulesResource;
  readonly notificationPreferences: NotificationPreferencesResource;
  /** @deprecated The older webhook variant; use `webhooks`. */
  readonly legacyWebhooks: LegacyWebhooksResource;
  readonly audit: AuditResource;
  readonly privacy: PrivacyResource;
  readonly baa: BaaResource;
  readonly flaggedTraces: FlaggedTracesResource;
  readonly complianceSettings: ComplianceSettingsResource;
  readonly complianceScanning: ComplianceScanningResource;
  readonly businessMetrics: BusinessMetricsResource;
  readonly roi: RoiResource;
  readonly humanReview: HumanReviewResource;
  readonly issues: IssuesResource;
  readonly fixes: FixesResource;
  readonly shadowTests: ShadowTestsResource;
  /** @deprecated The case interface; use `issues`. */
  readonly cases: CasesResource;
  readonly complianceChecks: ComplianceChecksResource;
  readonly #batcher: TraceBatcher;

  /** @throws VigilError when baseUrl is not an http(s) URL or a number option is out of range. */
  constructor(options: ClientOptions) {
    const transport = new Transport(options);
    this.#batcher = new TraceBatcher(
      (trace) => transport.post("/api/traces", trace),
      options.recorder,
    );
    this.baseUrl = transport.baseUrl;
    this.health = new HealthResource(transport);
    this.auth = new AuthResource(transport);
    this.apiKeys = new ApiKeysResource(transport);
    this.agents = new AgentsResource(transport);
    this.departments = new DepartmentsResource(transport);
    this.evalRuns = new EvalRunsResource(transport);
    this.evalHealth = new EvalHealthResource(transport);
    this.agentConfigs = new AgentConfigsResource(transport);
    this.traces = new TracesResource(transport, this.#batcher);
    this.sessions = new SessionsResource(transport);
    this.traceEvaluations = new TraceEvaluationsResource(transport);
    this.otlp = new OtlpResource(transport);
    this.guardrails = new GuardrailsResource(transport);
    this.guardrailPolicies = new GuardrailPoliciesResource(transport);
    this.guardrailAnalytics = new GuardrailAnalyticsResource(transport);
    this.graders = new GradersResource(transport);
    this.evaluationSuites = new EvaluationSuitesResource(transport);
    this.webhooks = new WebhooksResource(transport);
    this.jobs = new JobsResource(transport);
    this.llmUsage = new LlmUsageResource(transport);
    this.credits = new CreditsResource(transport);
    this.patterns = new PatternsResource(transport);
    this.explainer = new ExplainerResource(transport);
    this.analyzer = new AnalyzerResource(transport);
    this.quality = new QualityResource(transport);
    this.notificationChannels = new NotificationChannelsResource(transport);
    this.notificationRules = new NotificationRulesResource(transport);
    this.notificationPreferences = new NotificationPreferencesResource(transport);
    this.legacyWebhooks = new LegacyWebhooksResource(transport);
    this.audit = new AuditResource(transport);
    this.privacy = new PrivacyResource(transport);
    this.baa = new BaaResource(transport);
    this.flaggedTraces = new FlaggedTracesResource(transport);
    this.complianceSettings = new ComplianceSettingsResource(transport);
    this.complianceScanning = new ComplianceScanningResource(transport);
    this.businessMetrics = new BusinessMetricsResource(transport);
    this.roi = new RoiResource(transport);
    this.humanReview = new HumanReviewResource(transport);
    this.issues = new IssuesResource(transport);
    this.fixes = new FixesResource(transport);
    this.shadowTests = new ShadowTestsResource(transport);
    this.cases = new CasesResource(transport);
    this.complianceChecks = new ComplianceChecksResource(transport);
  }

  /**
   * Sends every trace recorded with `vigil.traces.start()` and queued so far; resolves when
   * none is left queued or in flight. Never rejects: lost traces go to `recorder.onError`.
   * @example
   * await t.end();
   * await vigil.flush(); // e.g. at the end of a serverless handler
   */
  flush(): Promise<void> {
    return this.#batcher.flush();
  }

  /**
   * Stops the recorder's timer and sends what is queued. Traces ended afterwards are not sent
   * (they go to `recorder.onError`). The other methods keep working.
   * @example
   * process.on("SIGTERM", async () => { await vigil.shutdown(); process.exit(0); });
   */
  shutdown(): Promise<void> {
    return this.#batcher.shutdown();
  }
}
