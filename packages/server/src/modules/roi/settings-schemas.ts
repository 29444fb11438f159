import { z } from "@hono/zod-openapi";

export const AI_COST_MODELS = ["per-token", "per-request", "flat-rate"] as const;

const money = (description: string, example: number) =>
  z.number().min(0).max(1_000_000).openapi({ description, example });
const handlingMinutes = z
  .number()
  .gt(0)
  .max(10_080)
  .openapi({ description: "Minutes a person takes to handle one interaction", example: 6 });

export const AgentOverride = z
  .object({
    agentId: z.string().min(1).openapi({ description: "One of your agents" }),
    humanCostPerHour: money(
      "Replaces the company's humanCostPerHour for this agent",
      40,
    ).optional(),
    avgHumanHandlingMinutes: handlingMinutes.optional(),
  })
  .strict()
  .openapi("RoiAgentOverride");

/** Every setting; the spec's defaults, plus the prices each AI cost model reads. */
export const RoiSettingsFields = z.object({
  humanCostPerHour: money("What an hour of human handling costs (default 25)", 25),
  avgHumanHandlingMinutes: handlingMinutes,
  aiCostModel: z.enum(AI_COST_MODELS).openapi({
    description:
      "per-token: priced by the traces' input and output tokens; per-request: costPerRequest per trace; flat-rate: flatRateMonthlyCost per agent with traces, prorated by days",
  }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, "must be a three-letter ISO 4217 code such as USD")
    .openapi({ example: "USD" }),
  overheadMultiplier: z.number().min(1).max(10).openapi({
    description:
      "Fully loaded human cost over wages (benefits, tooling, management), 1-10; the part above 1 is reported as efficiencyGains",
    example: 1,
  }),
  costPer1kInputTokens: money("per-token: price of 1,000 input tokens (default 0.0005)", 0.0005),
  costPer1kOutputTokens: money("per-token: price of 1,000 output tokens (default 0.0015)", 0.0015),
  costPerRequest: money("per-request: price of one trace (default 0.01)", 0.01),
  flatRateMonthlyCost: money("flat-rate: monthly price of one agent (default 0)", 0),
  agentOverrides: z.array(AgentOverride).max(1_000),
});

/** POST configure: every field optional; the ones sent replace the stored ones. */
export const ConfigureRoiBody = RoiSettingsFields.partial()
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.agentOverrides?.forEach((override, index) => {
      if (seen.has(override.agentId)) {
        ctx.addIssue({
          code: "custom",
          path: ["agentOverrides", index, "agentId"],
          message: `agent ${override.agentId} has more than one override`,
        });
      }
      seen.add(override.agentId);
    });
  })
  .openapi("ConfigureRoiBody");

export const RoiConfigured = z
  .object({
    configId: z.string().openapi({ example: "roi_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    updatedAt: z.string(),
  })
  .openapi("RoiConfigured");

export const RoiSettings = RoiSettingsFields.extend({
  configId: z.string().nullable().openapi({ description: "null until configure is first called" }),
  updatedAt: z.string().nullable(),
}).openapi("RoiSettings");
