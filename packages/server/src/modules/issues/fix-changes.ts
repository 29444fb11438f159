/**
 * What each fix type changes, validated the same way at create and at apply:
 *
 * - prompt_update    {promptDiff}: a unified diff of the agent config record's systemPrompt
 * - config_change    partial {model, temperature, maxTokens, tools, systemPrompt} of that record
 * - retrieval_update {retrievalConfig}: merged key by key into the agent's config.retrievalConfig
 * - guardrail        {policyId, scanners?, options?}: a change to one of the company's active
 *                    guardrail policies (scanners replaced, options merged)
 */
import { z } from "@hono/zod-openapi";
import { GuardrailsError, validatePolicy } from "@vigil/guardrails-core";
import { ValidationError } from "../../http/errors";
import { validationErrorFrom } from "../../http/validation";
import { PolicyOptions, PolicyScanner } from "../guardrail-policies/schemas";
import type { FixType } from "./schema";
import { applyUnifiedDiff, DiffError } from "./unified-diff";

export const PromptUpdateChanges = z
  .object({ promptDiff: z.string().min(1).max(200_000) })
  .strict()
  .openapi("PromptUpdateChanges");

export const ConfigChangeChanges = z
  .object({
    model: z.string().trim().min(1).max(200).optional(),
    temperature: z.number().min(0).max(2).nullable().optional(),
    maxTokens: z.number().int().positive().nullable().optional(),
    tools: z.array(z.string().min(1).max(200)).max(200).optional(),
    systemPrompt: z.string().max(100_000).optional(),
  })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "changes nothing" })
  .openapi("ConfigChangeChanges");

export const RetrievalUpdateChanges = z
  .object({ retrievalConfig: z.record(z.string(), z.unknown()) })
  .strict()
  .openapi("RetrievalUpdateChanges");

export const GuardrailChanges = z
  .object({
    policyId: z.string().min(1),
    scanners: z.array(PolicyScanner).min(1).optional(),
    options: PolicyOptions.optional(),
  })
  .strict()
  .refine((value) => value.scanners !== undefined || value.options !== undefined, {
    message: "give scanners or options",
  })
  .openapi("GuardrailChanges");

export type PromptUpdate = z.infer<typeof PromptUpdateChanges>;
export type ConfigChange = z.infer<typeof ConfigChangeChanges>;
export type RetrievalUpdate = z.infer<typeof RetrievalUpdateChanges>;
export type GuardrailChange = z.infer<typeof GuardrailChanges>;

export type FixChanges =
  | { type: "prompt_update"; changes: PromptUpdate }
  | { type: "config_change"; changes: ConfigChange }
  | { type: "retrieval_update"; changes: RetrievalUpdate }
  | { type: "guardrail"; changes: GuardrailChange };

const SCHEMAS = {
  prompt_update: PromptUpdateChanges,
  config_change: ConfigChangeChanges,
  retrieval_update: RetrievalUpdateChanges,
  guardrail: GuardrailChanges,
} as const;

/** The changes checked against the type's shape; 400 naming `changes.<field>` otherwise. */
export function parseChanges(type: FixType, changes: unknown): FixChanges {
  const parsed = SCHEMAS[type].safeParse(changes);
  if (!parsed.success) {
    const error = validationErrorFrom(parsed.error, "json");
    const details = error.details as { field: string; reason: string; issues: { field: string }[] };
    const prefix = (field: string) => (field === "body" ? "changes" : `changes.${field}`);
    const field = prefix(details.field);
    throw new ValidationError(`Invalid changes for a ${type} fix: ${field}: ${details.reason}`, {
      ...details,
      field,
      issues: details.issues.map((issue) => ({ ...issue, field: prefix(issue.field) })),
    });
  }
  return { type, changes: parsed.data } as FixChanges;
}

/** The prompt with the diff applied; 400 saying where it does not apply. */
export function applyPromptDiff(prompt: string, diff: string): string {
  try {
    return applyUnifiedDiff(prompt, diff);
  } catch (error) {
    if (error instanceof DiffError) {
      throw new ValidationError(
        `changes.promptDiff does not apply to the agent's system prompt: ${error.message}`,
        {
          field: "changes.promptDiff",
          reason: error.message,
          ...(error.diffLine !== undefined ? { diffLine: error.diffLine } : {}),
        },
      );
    }
    throw error;
  }
}

/** A guardrail policy as it would be with the change; 400 when guardrails-core refuses it. */
export function checkPolicy(scanners: unknown, options: unknown): void {
  try {
    validatePolicy({ scanners, options } as Parameters<typeof validatePolicy>[0]);
  } catch (error) {
    if (error instanceof GuardrailsError) {
      throw new ValidationError(`Invalid changes for a guardrail fix: ${error.message}`, {
        field: `changes.${error.field ?? "scanners"}`,
        reason: error.message,
      });
    }
    throw error;
  }
}
