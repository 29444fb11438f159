import { z } from "@hono/zod-openapi";
import { MAX_SCANNERS_PER_REQUEST } from "../guardrails/schemas";

export const PolicyScanner = z
  .object({
    scanner: z.string().openapi({ example: "pii" }),
    config: z.record(z.string(), z.unknown()).default({}),
  })
  .strict()
  .openapi("GuardrailPolicyScanner");

export const PolicyOptions = z
  .object({
    timeout: z.number().min(100).max(30_000).optional(),
    failOpen: z.boolean().optional(),
    shortCircuit: z.boolean().optional(),
  })
  .strict()
  .openapi("GuardrailPolicyOptions");

export const GuardrailPolicy = z
  .object({
    id: z.string().openapi({ example: "gp_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    name: z.string(),
    description: z.string(),
    scanners: z.array(z.object({ scanner: z.string(), config: z.record(z.string(), z.unknown()) })),
    options: z.object({ timeout: z.number(), failOpen: z.boolean(), shortCircuit: z.boolean() }),
    isDefault: z.boolean(),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("GuardrailPolicy");

const scanners = z.array(PolicyScanner).min(1).max(MAX_SCANNERS_PER_REQUEST);

export const CreatePolicyBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(5_000).default(""),
    scanners,
    options: PolicyOptions.default({}),
    isDefault: z
      .boolean()
      .default(false)
      .openapi({ description: "true makes it the company's default, unsetting the previous one" }),
  })
  .strict()
  .openapi("CreateGuardrailPolicyBody");

export const UpdatePolicyBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(5_000).optional(),
    scanners: scanners.optional(),
    options: PolicyOptions.optional().openapi({ description: "Merged into the stored options" }),
    isDefault: z.boolean().optional(),
  })
  .strict()
  .openapi("UpdateGuardrailPolicyBody");

export const PolicyIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});
