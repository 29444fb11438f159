import { z } from "@hono/zod-openapi";
import { PageQuery, sortQuery } from "../../http/paging";

export const INDUSTRIES = [
  "saas",
  "ecommerce",
  "fintech",
  "healthcare",
  "support",
  "education",
  "other",
] as const;

export const AgentConfig = z
  .object({
    primaryModel: z.string().max(200).optional(),
    fallbackModel: z.string().max(200).optional(),
    temperature: z.number().min(0).max(2).optional(),
    maxTokens: z.number().int().positive().optional(),
    systemPrompt: z.string().max(100_000).optional(),
    retrievalConfig: z
      .record(z.string(), z.unknown())
      .optional()
      .openapi({ description: "Vector search settings" }),
  })
  .strict()
  .openapi("AgentConfig");

export const AgentMetrics = z
  .object({
    successRate: z
      .number()
      .nullable()
      .openapi({ description: "Share of successful traces, 0-1; null without traces" }),
    avgLatency: z
      .number()
      .nullable()
      .openapi({ description: "Mean trace latency in ms; null without traces" }),
    totalTraces: z.number().int(),
    ragScores: z
      .object({ groundedness: z.number().nullable(), faithfulness: z.number().nullable() })
      .optional()
      .openapi({ description: "Detail view only: mean scores of the agent's analysed traces" }),
  })
  .openapi("AgentMetrics");

export const Agent = z
  .object({
    id: z.string().openapi({ example: "agent_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    name: z.string(),
    description: z.string(),
    industry: z.enum(INDUSTRIES),
    companyId: z.string(),
    departmentId: z.string().nullable(),
    config: AgentConfig,
    metrics: AgentMetrics,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Agent");

export const CreateAgentBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(5_000).default(""),
    industry: z.enum(INDUSTRIES).default("other"),
    companyId: z
      .string()
      .optional()
      .openapi({ description: "Must be your own company; defaults to it" }),
    departmentId: z.string().nullable().optional(),
    config: AgentConfig.default({}),
  })
  .strict()
  .openapi("CreateAgentBody");

export const UpdateAgentBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(5_000).optional(),
    industry: z.enum(INDUSTRIES).optional(),
    departmentId: z.string().nullable().optional(),
    config: AgentConfig.optional().openapi({
      description: "Merged into the stored config, key by key",
    }),
  })
  .strict()
  .openapi("UpdateAgentBody");

export const ListAgentsQuery = PageQuery.extend({
  companyId: z.string().optional(),
  departmentId: z.string().optional(),
  industry: z.enum(INDUSTRIES).optional(),
}).extend(sortQuery(["createdAt", "updatedAt", "name"], "createdAt").shape);

export const AgentIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});
