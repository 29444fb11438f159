import { z } from "@hono/zod-openapi";

export const AgentConfigRecord = z
  .object({
    agentId: z.string(),
    systemPrompt: z.string(),
    model: z.string(),
    temperature: z.number().nullable(),
    maxTokens: z.number().int().nullable(),
    tools: z.array(z.string()),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("AgentConfigRecord");

const fields = {
  systemPrompt: z.string().max(100_000),
  model: z.string().max(200),
  temperature: z.number().min(0).max(2).nullable(),
  maxTokens: z.number().int().positive().nullable(),
  tools: z.array(z.string().min(1).max(200)).max(500),
};

export const CreateAgentConfigBody = z
  .object({
    agentId: z.string().min(1),
    systemPrompt: fields.systemPrompt.default(""),
    model: fields.model.default(""),
    temperature: fields.temperature.default(null),
    maxTokens: fields.maxTokens.default(null),
    tools: fields.tools.default([]),
  })
  .strict()
  .openapi("CreateAgentConfigBody");

export const UpdateAgentConfigBody = z
  .object({
    systemPrompt: fields.systemPrompt.optional(),
    model: fields.model.optional(),
    temperature: fields.temperature.optional(),
    maxTokens: fields.maxTokens.optional(),
    tools: fields.tools.optional(),
  })
  .strict()
  .openapi("UpdateAgentConfigBody");

export const AgentIdParam = z.object({
  agentId: z.string().openapi({ param: { name: "agentId", in: "path" } }),
});
