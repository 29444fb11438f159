import { migrations as landedMigrations } from "../db/migrations/index";
import type { VersionedMigration } from "../db/migrations/types";
import { agentConfigsModule } from "./agent-configs/register";
import { agentsModule } from "./agents/register";
import { analysisModule } from "./analysis/register";
import { apiKeysModule } from "./api-keys/register";
import { auditModule } from "./audit/register";
import { authModule } from "./auth/register";
import { baaModule } from "./baa/register";
import { browserSessionsModule } from "./browser-sessions/register";
import { businessMetricsModule } from "./business-metrics/register";
import { complianceChecksModule } from "./compliance-checks/register";
import { complianceScanningModule } from "./compliance-scanning/register";
import { complianceSettingsModule } from "./compliance-settings/register";
import { creditsModule } from "./credits/register";
import { departmentsModule } from "./departments/register";
import { deterministicGradersModule } from "./deterministic-graders/register";
import { evalHealthModule } from "./eval-health/register";
import { evalRunsModule } from "./eval-runs/register";
import { evaluationModule } from "./evaluation/register";
import { flaggedTracesModule } from "./flagged-traces/register";
import { guardrailPoliciesModule } from "./guardrail-policies/register";
import { guardrailsModule } from "./guardrails/register";
import { healthModule } from "./health/register";
import { humanReviewModule } from "./human-review/register";
import { issuesModule } from "./issues/register";
import { jobsModule } from "./jobs/register";
import { llmUsageModule } from "./llm-usage/register";
import type { VigilModule } from "./module";
import { notificationsModule } from "./notifications/register";
import { patternsModule } from "./patterns/register";
import { privacyModule } from "./privacy/register";
import { roiModule } from "./roi/register";
import { sessionsModule } from "./sessions/register";
import { traceEvaluationsModule } from "./trace-evaluations/register";
import { tracesModule } from "./traces/register";
import { webhooksModule } from "./webhooks/register";

/**
 * Every API area of the server, in mounting order. Adding an area is one line here and a
 * folder beside it (modules/README.md).
 */
export const modules: readonly VigilModule[] = [
  healthModule,
  authModule,
  browserSessionsModule,
  apiKeysModule,
  agentsModule,
  departmentsModule,
  agentConfigsModule,
  tracesModule,
  sessionsModule,
  traceEvaluationsModule,
  guardrailsModule,
  guardrailPoliciesModule,
  deterministicGradersModule,
  notificationsModule,
  jobsModule,
  llmUsageModule,
  webhooksModule,
  creditsModule,
  patternsModule,
  analysisModule,
  issuesModule,
  evaluationModule,
  auditModule,
  privacyModule,
  baaModule,
  flaggedTracesModule,
  complianceSettingsModule,
  complianceScanningModule,
  businessMetricsModule,
  roiModule,
  humanReviewModule,
  evalRunsModule,
  evalHealthModule,
  complianceChecksModule,
];

/**
 * Every migration the database runs: the landed history in db/migrations (0001–0006, which
 * span several areas), then each module's own, ordered by name.
 */
export const migrations: readonly VersionedMigration[] = [
  ...landedMigrations,
  ...modules.flatMap((module) => module.migrations ?? []),
].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
