import { z } from "@hono/zod-openapi";

export const MAX_SCANNERS_PER_REQUEST = 6;
export const GUARDRAIL_ACTIONS = ["pass", "flag", "redact", "block"] as const;
export const ANALYTICS_PERIODS = ["24h", "7d", "30d"] as const;

export const ToolCall = z
  .object({
    name: z.string().min(1),
    arguments: z
      .unknown()
      .optional()
      .openapi({ description: "An object, or a JSON string of one" }),
  })
  .openapi("GuardrailToolCall");

export const ScanOptions = z
  .object({
    timeout: z
      .number()
      .min(100)
      .max(30_000)
      .optional()
      .openapi({ description: "Per-scanner budget in ms, 100-30000; default 5000" }),
    failOpen: z
      .boolean()
      .optional()
      .openapi({ description: "On a scanner timeout: true gives pass, false (default) block" }),
    shortCircuit: z
      .boolean()
      .optional()
      .openapi({ description: "Stop at the first block; default false" }),
    returnRedacted: z
      .boolean()
      .optional()
      .openapi({ description: "Return redactedInput/redactedOutput; default true" }),
  })
  .strict()
  .openapi("GuardrailScanOptions");

export const ScannerConfigMap = z
  .record(z.string(), z.record(z.string(), z.unknown()))
  .openapi({ description: "Per-scanner config keyed by scanner name" });

export const ScanBody = z
  .object({
    input: z.string().optional(),
    output: z.string().optional(),
    toolCall: ToolCall.optional(),
    scanners: z
      .array(z.string())
      .min(1)
      .max(MAX_SCANNERS_PER_REQUEST)
      .optional()
      .openapi({ description: "Scanner names, in run order; at most 6" }),
    policyId: z
      .string()
      .optional()
      .openapi({ description: "A stored policy; overrides scanners when both are given" }),
    config: ScannerConfigMap.optional(),
    options: ScanOptions.optional(),
  })
  .strict()
  .openapi("GuardrailScanBody");

export const Finding = z
  .object({
    field: z.enum(["input", "output", "toolCall"]),
    type: z.string(),
    value: z.string().openapi({ description: "The placeholder (or mask) of the detected text" }),
    start: z.number().int(),
    end: z.number().int(),
    confidence: z.number(),
  })
  .openapi("GuardrailFinding");

export const ScannerResult = z
  .object({
    scanner: z.string(),
    status: z.enum(["completed", "timeout", "skipped"]),
    action: z.enum(GUARDRAIL_ACTIONS),
    findings: z.array(Finding),
    latencyMs: z.number(),
  })
  .openapi("GuardrailScannerResult");

export const ScanResult = z
  .object({
    action: z.enum(GUARDRAIL_ACTIONS),
    actionReason: z.string(),
    redactedInput: z.string().optional(),
    redactedOutput: z.string().optional(),
    results: z.record(z.string(), ScannerResult),
    metadata: z.object({
      scanId: z.string(),
      totalLatencyMs: z.number(),
      scannersExecuted: z.number().int(),
      scannersBlocked: z.number().int(),
      scannersFlagged: z.number().int(),
      scannersTimedOut: z.number().int(),
      cached: z.boolean(),
    }),
  })
  .openapi("GuardrailScanResult");

export const ScannerList = z
  .object({
    scanners: z.array(z.object({ name: z.string(), description: z.string() })),
  })
  .openapi("GuardrailScannerList");

export const AnalyticsQuery = z.object({
  period: z.enum(ANALYTICS_PERIODS).default("7d"),
  agentId: z.string().optional(),
});

export const GuardrailAnalytics = z
  .object({
    period: z.enum(ANALYTICS_PERIODS),
    from: z.string(),
    to: z.string(),
    totalScans: z.number().int(),
    byAction: z.object({
      pass: z.number().int(),
      redact: z.number().int(),
      flag: z.number().int(),
      block: z.number().int(),
    }),
    byScanner: z.record(
      z.string(),
      z.object({ scans: z.number().int(), findings: z.number().int() }),
    ),
    avgLatencyMs: z.number().nullable().openapi({ description: "null without scans" }),
    topFindings: z.array(z.object({ type: z.string(), count: z.number().int() })),
  })
  .openapi("GuardrailAnalytics");
