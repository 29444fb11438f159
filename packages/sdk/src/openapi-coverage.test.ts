import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../server/src/index";
import { Vigil } from "./client";
import { APIResource } from "./core/resource";

interface Call {
  method: string;
  path: string;
}

/** A client whose fetch records each request and answers an empty success envelope. */
function recordingClient(): { vigil: Vigil; calls: Call[] } {
  const calls: Call[] = [];
  const vigil = new Vigil({
    baseUrl: "http://vigil.test",
    apiKey: "vgl_test",
    maxRetries: 0,
    fetch: async (url, init) => {
      calls.push({ method: init.method ?? "GET", path: new URL(url).pathname });
      const body = {
        success: true,
        data: [],
        message: "ok",
        pagination: { page: 1, limit: 20, total: 0, hasMore: false },
      };
      return new Response(JSON.stringify(body), {
        headers: { "content-type": "application/json" },
      });
    },
  });
  return { vigil, calls };
}

/** Walks an async iterable to its end, so a `listAll` sends its requests. */
async function drain(items: AsyncIterable<unknown>): Promise<void> {
  for await (const item of items) void item;
}

/** One invocation of every SDK method, keyed `resource.method`. */
const INVOCATIONS: Record<string, (vigil: Vigil) => PromiseLike<unknown>> = {
  "health.check": (v) => v.health.check(),
  "audit.list": (v) => v.audit.list({ outcome: "failure" }),
  "audit.exportCsv": (v) => v.audit.exportCsv({ days: 7 }),
  "audit.verify": (v) => v.audit.verify(),
  "privacy.listConsents": (v) => v.privacy.listConsents(),
  "privacy.grantConsent": (v) => v.privacy.grantConsent("analytics", { lawfulBasis: "consent" }),
  "privacy.withdrawConsent": (v) => v.privacy.withdrawConsent("analytics"),
  "privacy.listDsrs": (v) => v.privacy.listDsrs(),
  "privacy.createDsr": (v) => v.privacy.createDsr({ requestType: "access" }),
  "privacy.getDsr": (v) => v.privacy.getDsr("dsr_1"),
  "privacy.updateDsr": (v) => v.privacy.updateDsr("dsr_1", { status: "in_progress" }),
  "privacy.verifyDsr": (v) => v.privacy.verifyDsr("dsr_1", { approve: true }),
  "privacy.requestErasure": (v) => v.privacy.requestErasure({ reason: "leaving" }),
  "privacy.exportMyData": (v) => v.privacy.exportMyData({ format: "csv" }),
  "privacy.download": (v) => v.privacy.download("/api/v1/compliance/export/download/exp_1"),
  "baa.list": (v) => v.baa.list(),
  "complianceChecks.check": (v) => v.complianceChecks.check(),
  "complianceChecks.summary": (v) => v.complianceChecks.summary(),
  "complianceChecks.risk": (v) => v.complianceChecks.risk(),
  "complianceChecks.riskHistory": (v) => v.complianceChecks.riskHistory({ limit: 5 }),
  "complianceChecks.sla": (v) => v.complianceChecks.sla({ days: 60 }),
  "complianceChecks.systemHealth": (v) => v.complianceChecks.systemHealth(),
  "complianceScanning.listRules": (v) => v.complianceScanning.listRules(),
  "complianceScanning.createRule": (v) =>
    v.complianceScanning.createRule({ name: "r", piiTypes: ["email"] }),
  "complianceScanning.updateRule": (v) =>
    v.complianceScanning.updateRule("rule_1", { isEnabled: false }),
  "complianceScanning.deleteRule": (v) => v.complianceScanning.deleteRule("rule_1"),
  "complianceScanning.seedRules": (v) => v.complianceScanning.seedRules(),
  "complianceScanning.listViolations": (v) => v.complianceScanning.listViolations({ limit: 5 }),
  "complianceScanning.getViolation": (v) => v.complianceScanning.getViolation("viol_1"),
  "complianceScanning.violationsOfTrace": (v) => v.complianceScanning.violationsOfTrace("tr_1"),
  "complianceScanning.violationStats": (v) => v.complianceScanning.violationStats(),
  "complianceScanning.updateViolation": (v) =>
    v.complianceScanning.updateViolation("viol_1", { status: "resolved" }),
  "complianceScanning.bulkUpdateViolations": (v) =>
    v.complianceScanning.bulkUpdateViolations({ ids: ["viol_1"], status: "resolved" }),
  "complianceScanning.backfill": (v) => v.complianceScanning.backfill({ limit: 10 }),
  "complianceScanning.health": (v) => v.complianceScanning.health(),
  "complianceSettings.get": (v) => v.complianceSettings.get(),
  "complianceSettings.update": (v) => v.complianceSettings.update({ retentionDays: 30 }),
  "flaggedTraces.list": (v) => v.flaggedTraces.list({ status: "open" }),
  "flaggedTraces.create": (v) =>
    v.flaggedTraces.create({ traceId: "tr_1", agentId: "agent_1", reason: "other" }),
  "flaggedTraces.get": (v) => v.flaggedTraces.get("flag_1"),
  "flaggedTraces.byTrace": (v) => v.flaggedTraces.byTrace("tr_1"),
  "flaggedTraces.update": (v) => v.flaggedTraces.update("flag_1", { status: "resolved" }),
  "flaggedTraces.delete": (v) => v.flaggedTraces.delete("flag_1"),
  "flaggedTraces.comment": (v) => v.flaggedTraces.comment("flag_1", { content: "c" }),
  "humanReview.queue": (v) => v.humanReview.queue({ status: "pending", limit: 10 }),
  "humanReview.createItem": (v) => v.humanReview.createItem({ input: "q", output: "a" }),
  "humanReview.getItem": (v) => v.humanReview.getItem("review_1"),
  "humanReview.assign": (v) => v.humanReview.assign({ reviewId: "review_1", reviewerId: "bob" }),
  "humanReview.skip": (v) => v.humanReview.skip({ reviewId: "review_1", reason: "busy" }),
  "humanReview.submit": (v) => v.humanReview.submit({ reviewId: "review_1", verdict: "pass" }),
  "humanReview.createCalibration": (v) =>
    v.humanReview.createCalibration({
      name: "c",
      reviewerIds: ["bob"],
      examples: [{ input: "q", output: "a" }],
    }),
  "humanReview.listCalibrations": (v) => v.humanReview.listCalibrations(),
  "humanReview.getCalibration": (v) => v.humanReview.getCalibration("cal_1"),
  "humanReview.stats": (v) => v.humanReview.stats({ reviewerId: "bob" }),
  "baa.create": (v) =>
    v.baa.create({ vendorName: "v", agreementDate: "2026-01-01", effectiveDate: "2026-01-02" }),
  "baa.update": (v) => v.baa.update("baa_1", { status: "terminated" }),
  "health.live": (v) => v.health.live(),
  "health.ready": (v) => v.health.ready(),
  "health.explainer": (v) => v.health.explainer(),
  "auth.config": (v) => v.auth.config(),
  "auth.validateKey": (v) => v.auth.validateKey(),
  "auth.session": (v) => v.auth.session(),
  "auth.logout": (v) => v.auth.logout(),
  "apiKeys.create": (v) => v.apiKeys.create({ name: "k" }),
  "apiKeys.list": (v) => v.apiKeys.list(),
  "apiKeys.get": (v) => v.apiKeys.get("key_1"),
  "apiKeys.update": (v) => v.apiKeys.update("key_1", { name: "k2" }),
  "apiKeys.delete": (v) => v.apiKeys.delete("key_1"),
  "apiKeys.rotate": (v) => v.apiKeys.rotate("key_1"),
  "apiKeys.test": (v) => v.apiKeys.test("key_1"),
  "apiKeys.usage": (v) => v.apiKeys.usage("key_1"),
  "apiKeys.listForAgent": (v) => v.apiKeys.listForAgent("agent_1"),
  "webhooks.create": (v) =>
    v.webhooks.create({ name: "w", url: "https://x.test", events: ["failure.detected"] }),
  "webhooks.list": (v) => v.webhooks.list(),
  "webhooks.get": (v) => v.webhooks.get("w1"),
  "webhooks.update": (v) => v.webhooks.update("w1", { name: "w2" }),
  "webhooks.delete": (v) => v.webhooks.delete("w1"),
  "webhooks.test": (v) => v.webhooks.test("w1"),
  "webhooks.rotateSecret": (v) => v.webhooks.rotateSecret("w1"),
  "webhooks.rotateSecretGracefully": (v) => v.webhooks.rotateSecretGracefully("w1"),
  "webhooks.resetCircuitBreaker": (v) => v.webhooks.resetCircuitBreaker("w1"),
  "webhooks.metrics": (v) => v.webhooks.metrics("w1"),
  "webhooks.deliveries": (v) => v.webhooks.deliveries("w1"),
  "webhooks.replay": (v) => v.webhooks.replay("w1", "d1"),
  "legacyWebhooks.create": (v) =>
    v.legacyWebhooks.create({ url: "https://x.test", events: ["trace.failure"] }),
  "legacyWebhooks.list": (v) => v.legacyWebhooks.list(),
  "legacyWebhooks.delete": (v) => v.legacyWebhooks.delete("w1"),
  "legacyWebhooks.test": (v) => v.legacyWebhooks.test("w1"),
  "notificationChannels.list": (v) => v.notificationChannels.list(),
  "notificationChannels.put": (v) =>
    v.notificationChannels.put("email", { config: { recipients: ["a@b.test"] } }),
  "notificationChannels.delete": (v) => v.notificationChannels.delete("email"),
  "notificationChannels.test": (v) => v.notificationChannels.test("email"),
  "notificationRules.list": (v) => v.notificationRules.list("agent_1"),
  "notificationRules.create": (v) =>
    v.notificationRules.create({
      agentId: "agent_1",
      name: "r",
      conditions: {},
      channel: "in_app",
      recipients: [],
    }),
  "notificationRules.update": (v) => v.notificationRules.update("rule_1", { name: "r2" }),
  "notificationRules.delete": (v) => v.notificationRules.delete("rule_1"),
  "notificationPreferences.get": (v) => v.notificationPreferences.get(),
  "notificationPreferences.update": (v) =>
    v.notificationPreferences.update({ minSeverity: "error" }),
  "jobs.stats": (v) => v.jobs.stats(),
  "llmUsage.list": (v) => v.llmUsage.list(),
  "llmUsage.summary": (v) => v.llmUsage.summary(),
  "credits.balance": (v) => v.credits.balance(),
  "patterns.signatures": (v) => v.patterns.signatures(),
  "patterns.clusters": (v) => v.patterns.clusters("agent_1"),
  "patterns.cluster": (v) => v.patterns.cluster("agent_1", "cluster_1"),
  "explainer.analyze": (v) => v.explainer.analyze({ traces: [{ traceId: "tr_1" }] }),
  "explainer.trace": (v) => v.explainer.trace("tr_1"),
  "explainer.list": (v) => v.explainer.list(),
  "explainer.counterfactual": (v) => v.explainer.counterfactual("tr_1"),
  "explainer.search": (v) => v.explainer.search({ query: "refund" }),
  "explainer.generateAll": (v) => v.explainer.generateAll("agent_1"),
  "analyzer.analyze": (v) => v.analyzer.analyze({ traces: [{ traceId: "tr_1" }] }),
  "analyzer.results": (v) => v.analyzer.results("anl_1"),
  "analyzer.history": (v) => v.analyzer.history(),
  "analyzer.batch": (v) => v.analyzer.batch({ agentId: "agent_1", traceIds: ["tr_1"] }),
  "quality.ragScores": (v) => v.quality.ragScores("tr_1"),
  "quality.hallucinationDetection": (v) =>
    v.quality.hallucinationDetection({ output: "x", context: [] }),
  "quality.evaluateBatch": (v) => v.quality.evaluateBatch({ traceIds: ["tr_1"] }),
  "quality.summary": (v) => v.quality.summary(),
  "quality.trends": (v) => v.quality.trends(),
  "agents.list": (v) => v.agents.list(),
  "agents.get": (v) => v.agents.get("agent_1"),
  "agents.create": (v) => v.agents.create({ name: "a" }),
  "agents.update": (v) => v.agents.update("agent_1", { name: "b" }),
  "agents.delete": (v) => v.agents.delete("agent_1"),
  "departments.list": (v) => v.departments.list(),
  "departments.get": (v) => v.departments.get("dept_1"),
  "departments.create": (v) => v.departments.create({ name: "d" }),
  "departments.update": (v) => v.departments.update("dept_1", { name: "e" }),
  "departments.delete": (v) => v.departments.delete("dept_1"),
  "evalRuns.listSets": (v) => v.evalRuns.listSets({ agentId: "agent_1" }),
  "evalRuns.createSet": (v) =>
    v.evalRuns.createSet({ name: "s", agentId: "agent_1", examples: [{ input: "q" }] }),
  "evalRuns.getSet": (v) => v.evalRuns.getSet("eval_set_1"),
  "evalRuns.start": (v) => v.evalRuns.start({ evalSetId: "eval_set_1" }),
  "evalRuns.results": (v) => v.evalRuns.results("eval_run_1"),
  "evalRuns.list": (v) => v.evalRuns.list({ status: "completed" }),
  "evalRuns.create": (v) => v.evalRuns.create({ evalSetId: "eval_set_1" }),
  "evalRuns.get": (v) => v.evalRuns.get("eval_run_1"),
  "evalRuns.update": (v) => v.evalRuns.update("eval_run_1", { name: "n" }),
  "evalRuns.cancel": (v) => v.evalRuns.cancel("eval_run_1"),
  "evalRuns.compare": (v) => v.evalRuns.compare(["eval_run_1", "eval_run_2"], { seed: 1 }),
  "evalHealth.report": (v) => v.evalHealth.report({ agentId: "agent_1", period: "7d" }),
  "evalHealth.snapshots": (v) =>
    v.evalHealth.snapshots({ agentId: "agent_1", granularity: "weekly" }),
  "evalHealth.regressions": (v) => v.evalHealth.regressions({ agentId: "agent_1", threshold: 0.1 }),
  "evalHealth.saturation": (v) => v.evalHealth.saturation({ agentId: "agent_1" }),
  "agentConfigs.get": (v) => v.agentConfigs.get("agent_1"),
  "agentConfigs.create": (v) => v.agentConfigs.create({ agentId: "agent_1" }),
  "agentConfigs.update": (v) => v.agentConfigs.update("agent_1", { model: "m" }),
  "agentConfigs.delete": (v) => v.agentConfigs.delete("agent_1"),
  "traces.create": (v) => v.traces.create({ agentId: "agent_1", spans: [] }),
  "traces.list": (v) => v.traces.list(),
  "traces.listAll": (v) => drain(v.traces.listAll()),
  "traces.get": (v) => v.traces.get("tr_1"),
  "traces.spans": (v) => v.traces.spans("tr_1"),
  "traces.delete": (v) => v.traces.delete("tr_1"),
  "traces.stats": (v) => v.traces.stats({ period: "24h" }),
  "traces.start": async (v) => {
    await v.traces.start({ agentId: "agent_1" }).end();
    await v.flush();
  },
  "sessions.list": (v) => v.sessions.list(),
  "sessions.listAll": (v) => drain(v.sessions.listAll()),
  "sessions.get": (v) => v.sessions.get("chat-1"),
  "sessions.create": (v) => v.sessions.create({ id: "chat-1" }),
  "sessions.update": (v) => v.sessions.update("chat-1", { bookmarked: true }),
  "traceEvaluations.list": (v) => v.traceEvaluations.list(),
  "traceEvaluations.listAll": (v) => drain(v.traceEvaluations.listAll()),
  "traceEvaluations.create": (v) =>
    v.traceEvaluations.create({ traceId: "tr_1", name: "helpfulness", value: 1 }),
  "otlp.exportTraces": (v) => v.otlp.exportTraces({ resourceSpans: [] }),
  "otlp.exportLogs": (v) => v.otlp.exportLogs({ resourceLogs: [] }),
  "otlp.exportLangfuseTraces": (v) => v.otlp.exportLangfuseTraces({ resourceSpans: [] }),
  "guardrails.scan": (v) => v.guardrails.scan({ input: "hi", scanners: ["pii"] }),
  "guardrails.scanners": (v) => v.guardrails.scanners(),
  "guardrailPolicies.create": (v) =>
    v.guardrailPolicies.create({ name: "p", scanners: [{ scanner: "pii" }] }),
  "guardrailPolicies.list": (v) => v.guardrailPolicies.list(),
  "guardrailPolicies.get": (v) => v.guardrailPolicies.get("gp_1"),
  "guardrailPolicies.update": (v) => v.guardrailPolicies.update("gp_1", { name: "q" }),
  "guardrailPolicies.delete": (v) => v.guardrailPolicies.delete("gp_1"),
  "guardrailAnalytics.get": (v) => v.guardrailAnalytics.get({ period: "24h" }),
  "issues.list": (v) => v.issues.list({ status: "open", sortBy: "severity" }),
  "issues.get": (v) => v.issues.get("iss_1"),
  "issues.create": (v) => v.issues.create({ clusterId: "cluster_1" }),
  "issues.update": (v) => v.issues.update("iss_1", { status: "closed" }),
  "issues.delete": (v) => v.issues.delete("iss_1"),
  "cases.list": (v) => v.cases.list({ severity: "high" }),
  "cases.get": (v) => v.cases.get("iss_1"),
  "cases.create": (v) => v.cases.create({ title: "t", agentId: "agent_1" }),
  "cases.update": (v) => v.cases.update("iss_1", { severity: "low" }),
  "cases.delete": (v) => v.cases.delete("iss_1"),
  "fixes.list": (v) => v.fixes.list({ issueId: "iss_1" }),
  "fixes.get": (v) => v.fixes.get("fix_1"),
  "fixes.create": (v) =>
    v.fixes.create({ issueId: "iss_1", type: "config_change", description: "d", changes: {} }),
  "fixes.update": (v) => v.fixes.update("fix_1", { status: "proposed" }),
  "fixes.apply": (v) => v.fixes.apply("fix_1"),
  "fixes.rollback": (v) => v.fixes.rollback("fix_1"),
  "shadowTests.list": (v) => v.shadowTests.list({ fixId: "fix_1" }),
  "shadowTests.get": (v) => v.shadowTests.get("st_1"),
  "shadowTests.create": (v) => v.shadowTests.create({ fixId: "fix_1", traceIds: ["tr_1"] }),
  "shadowTests.update": (v) => v.shadowTests.update("st_1", { status: "running" }),
  "shadowTests.results": (v) => v.shadowTests.results("st_1"),
  "shadowTests.execute": (v) => v.shadowTests.execute({ fixId: "fix_1", traceId: "tr_1" }),
  "graders.evaluate": (v) => v.graders.evaluate({ output: "x", rules: [{ type: "no_pii" }] }),
  "graders.bulkEvaluate": (v) =>
    v.graders.bulkEvaluate({ items: [{ id: "1", output: "x", rules: [{ type: "no_pii" }] }] }),
  "businessMetrics.create": (v) => v.businessMetrics.create({ name: "csat", value: 4.5 }),
  "businessMetrics.list": (v) => v.businessMetrics.list({ name: "csat" }),
  "businessMetrics.history": (v) => v.businessMetrics.history({ name: "csat", interval: "week" }),
  "businessMetrics.delete": (v) => v.businessMetrics.delete("metric_1"),
  "roi.configure": (v) => v.roi.configure({ humanCostPerHour: 30 }),
  "roi.settings": (v) => v.roi.settings(),
  "roi.summary": (v) => v.roi.summary({ period: "90d" }),
  "roi.byAgent": (v) => v.roi.byAgent("agent_1", { period: "7d" }),
  "roi.predictedImpact": (v) => v.roi.predictedImpact({ horizon: "1y", scenario: "optimistic" }),
  "roi.correlation": (v) => v.roi.correlation({ metricX: "successRate", metricY: "csat" }),
  "roi.trends": (v) => v.roi.trends({ interval: "week" }),
  "evaluationSuites.create": (v) =>
    v.evaluationSuites.create({
      name: "s",
      criteria: [{ name: "pii", type: "deterministic", rule: "no_pii" }],
    }),
  "evaluationSuites.run": (v) =>
    v.evaluationSuites.run({ suiteId: "suite_1", traceIds: ["tr_1"], options: { parallel: true } }),
  "evaluationSuites.results": (v) => v.evaluationSuites.results({ suiteId: "suite_1" }),
};

/** `resource.method` for every public method of every resource of a client. */
function sdkMethods(vigil: Vigil): string[] {
  return Object.entries(vigil)
    .filter(([, value]) => value instanceof APIResource)
    .flatMap(([name, resource]) =>
      Object.getOwnPropertyNames(Object.getPrototypeOf(resource))
        .filter((method) => method !== "constructor")
        .map((method) => `${name}.${method}`),
    );
}

/** Every (METHOD, path template) of the OpenAPI document, with a matcher for concrete paths. */
function documentOperations() {
  const paths = (openApiDocument() as { paths: Record<string, Record<string, unknown>> }).paths;
  return Object.entries(paths).flatMap(([template, item]) =>
    Object.keys(item)
      .filter((m) => ["get", "post", "put", "patch", "delete"].includes(m))
      .map((m) => ({
        operation: `${m.toUpperCase()} ${template}`,
        matches: (call: Call) =>
          call.method === m.toUpperCase() &&
          new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(call.path),
      })),
  );
}

describe("SDK coverage of the OpenAPI document", () => {
  it("has an invocation in this test for every SDK method", () => {
    const { vigil } = recordingClient();
    expect(Object.keys(INVOCATIONS).sort()).toEqual(sdkMethods(vigil).sort());
  });

  it("has an SDK method for every operation of the document", async () => {
    const { vigil, calls } = recordingClient();
    for (const invoke of Object.values(INVOCATIONS)) await invoke(vigil);

    const operations = documentOperations();
    expect(operations.length).toBeGreaterThan(0);
    const missing = operations
      .filter(({ matches }) => !calls.some(matches))
      .map(({ operation }) => operation);
    expect(missing, "operations without an SDK method").toEqual([]);
  });

  it("calls only operations the document has", async () => {
    const { vigil, calls } = recordingClient();
    for (const invoke of Object.values(INVOCATIONS)) await invoke(vigil);
    const operations = documentOperations();
    const unknown = calls.filter((call) => !operations.some(({ matches }) => matches(call)));
    expect(unknown).toEqual([]);
  });
});
