import { z } from "@hono/zod-openapi";
import { PII_ENTITIES } from "@vigil/guardrails-core";

export const MAX_RETENTION_DAYS = 3_650;

export const ComplianceSettings = z
  .object({
    retentionDays: z.number().int().nullable().openapi({
      description:
        "Traces older than this (by their start time) are purged, with everything derived from them; null keeps them",
    }),
    redactOnIngest: z.array(z.enum(PII_ENTITIES)).openapi({
      description:
        "PII entities replaced by typed placeholders ([EMAIL]) before a trace is stored, on every ingest path; [] is off",
    }),
    updatedAt: z.string().nullable(),
  })
  .openapi("ComplianceSettings");

export const UpdateComplianceSettingsBody = z
  .object({
    retentionDays: z.number().int().min(1).max(MAX_RETENTION_DAYS).nullable().optional(),
    redactOnIngest: z
      .array(z.enum(PII_ENTITIES))
      .max(PII_ENTITIES.length)
      .refine((list) => new Set(list).size === list.length, "lists an entity twice")
      .optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, "give retentionDays or redactOnIngest")
  .openapi("UpdateComplianceSettingsBody");
