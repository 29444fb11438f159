import { z } from "@hono/zod-openapi";
import { PII_ENTITIES } from "@vigil/guardrails-core";
import { SEVERITIES } from "../../events/types";

export const SCAN_FIELDS = ["input", "output", "metadata"] as const;
export const CONFIDENCES = ["low", "medium", "high"] as const;
export const VIOLATION_STATUSES = ["open", "acknowledged", "resolved", "false_positive"] as const;

export const ScanRule = z
  .object({
    id: z.string().openapi({ example: "rule_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    name: z.string(),
    description: z.string().nullable(),
    isEnabled: z.boolean(),
    piiTypes: z.array(z.enum(PII_ENTITIES)),
    fieldsToScan: z.array(z.enum(SCAN_FIELDS)),
    minConfidence: z.enum(CONFIDENCES),
    autoFlag: z.boolean(),
    autoAlert: z.boolean(),
    alertSeverity: z.enum(SEVERITIES),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("ScanRule");

export const ScanRuleList = z.object({ rules: z.array(ScanRule) }).openapi("ScanRuleList");

const ruleFields = {
  name: z.string().trim().min(1).max(200),
  description: z.string().max(2_000),
  isEnabled: z.boolean(),
  piiTypes: z
    .array(z.enum(PII_ENTITIES))
    .min(1)
    .max(PII_ENTITIES.length)
    .refine((list) => new Set(list).size === list.length, "lists a type twice"),
  fieldsToScan: z
    .array(z.enum(SCAN_FIELDS))
    .min(1)
    .max(SCAN_FIELDS.length)
    .refine((list) => new Set(list).size === list.length, "lists a field twice"),
  minConfidence: z.enum(CONFIDENCES),
  autoFlag: z.boolean(),
  autoAlert: z.boolean(),
  alertSeverity: z.enum(SEVERITIES),
};

export const CreateScanRuleBody = z
  .object({
    ...ruleFields,
    description: ruleFields.description.optional(),
    isEnabled: ruleFields.isEnabled.default(true),
    fieldsToScan: ruleFields.fieldsToScan.default([...SCAN_FIELDS]),
    minConfidence: ruleFields.minConfidence.default("medium"),
    autoFlag: ruleFields.autoFlag.default(false),
    autoAlert: ruleFields.autoAlert.default(false),
    alertSeverity: ruleFields.alertSeverity.default("warning"),
  })
  .strict()
  .openapi("CreateScanRuleBody");

export const UpdateScanRuleBody = z
  .object({
    name: ruleFields.name.optional(),
    description: ruleFields.description.nullable().optional(),
    isEnabled: ruleFields.isEnabled.optional(),
    piiTypes: ruleFields.piiTypes.optional(),
    fieldsToScan: ruleFields.fieldsToScan.optional(),
    minConfidence: ruleFields.minConfidence.optional(),
    autoFlag: ruleFields.autoFlag.optional(),
    autoAlert: ruleFields.autoAlert.optional(),
    alertSeverity: ruleFields.alertSeverity.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "give at least one field")
  .openapi("UpdateScanRuleBody");

export const Violation = z
  .object({
    id: z.string().openapi({ example: "viol_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    ruleId: z.string(),
    ruleName: z.string(),
    traceId: z.string(),
    agentId: z.string(),
    piiType: z.string(),
    status: z.enum(VIOLATION_STATUSES),
    matchCount: z.number().int(),
    detectedAt: z.string(),
    notes: z.string().nullable(),
    updatedAt: z.string(),
  })
  .openapi("Violation");

export const ViolationList = z
  .object({ violations: z.array(Violation), total: z.number().int() })
  .openapi("ViolationList");
export const TraceViolations = z
  .object({ violations: z.array(Violation) })
  .openapi("TraceViolations");
export const ViolationStats = z
  .object({
    stats: z.object({
      total: z.number().int(),
      byStatus: z.record(z.string(), z.number().int()),
      byPiiType: z.record(z.string(), z.number().int()),
    }),
  })
  .openapi("ViolationStats");

const DateBound = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), "must be an ISO 8601 date or date-time");

export const ListViolationsQuery = z.object({
  status: z.enum(VIOLATION_STATUSES).optional(),
  ruleId: z.string().max(100).optional(),
  agentId: z.string().max(200).optional(),
  piiType: z.enum(PII_ENTITIES).optional(),
  startDate: DateBound.optional(),
  endDate: DateBound.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

export const StatsQuery = z.object({ agentId: z.string().max(200).optional() });

export const UpdateViolationBody = z
  .object({ status: z.enum(VIOLATION_STATUSES), notes: z.string().max(5_000).optional() })
  .strict()
  .openapi("UpdateViolationBody");

export const BulkViolationsBody = z
  .object({
    ids: z.array(z.string().min(1).max(100)).min(1).max(100),
    status: z.enum(VIOLATION_STATUSES),
  })
  .strict()
  .openapi("BulkUpdateViolationsBody");

export const BulkResult = z.object({ updated: z.number().int() }).openapi("BulkViolationsResult");

export const BackfillQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const BackfillResult = z
  .object({ total: z.number().int(), enqueued: z.number().int() })
  .openapi("ScanBackfillResult");

export const ScanningHealth = z
  .object({
    active: z.boolean(),
    redis: z.literal(false).openapi({ description: "Vigil's queue is its database, never Redis" }),
    workerInitialized: z.boolean(),
    complianceQueue: z.object({
      waiting: z.number().int(),
      active: z.number().int(),
      completed: z.number().int(),
      failed: z.number().int(),
    }),
  })
  .openapi("ScanningHealth");

export const IdParam = z.object({
  id: z
    .string()
    .max(100)
    .openapi({ param: { name: "id", in: "path" } }),
});
export const TraceIdParam = z.object({
  traceId: z
    .string()
    .max(200)
    .openapi({ param: { name: "traceId", in: "path" } }),
});
