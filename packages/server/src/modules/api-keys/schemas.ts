import { z } from "@hono/zod-openapi";
import { PageQuery } from "../../http/paging";
import { PERMISSIONS, ROLES, TIERS } from "../../http/principal";
import { DURATION_PATTERN } from "../../lib/duration";

export const PermissionSchema = z.enum(PERMISSIONS).openapi("Permission");

export const ApiKey = z
  .object({
    id: z.string().openapi({ example: "key_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    name: z.string(),
    keyPrefix: z.string().openapi({
      description: "The first characters of the key, to recognise it",
      example: "vgl_Ab12",
    }),
    agentId: z.string().nullable(),
    userId: z.string(),
    role: z.enum(ROLES),
    permissions: z.array(PermissionSchema),
    tier: z.enum(TIERS),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    rotatedAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  })
  .openapi("ApiKey");

export const ApiKeyWithSecret = ApiKey.extend({
  key: z.string().openapi({ description: "The full key; shown only now", example: "vgl_…" }),
}).openapi("ApiKeyWithSecret");

const Duration = z
  .string()
  .regex(DURATION_PATTERN, "must be a duration such as 30d, 12h, 90m or 3600s")
  .openapi({ example: "30d" });

export const CreateApiKeyBody = z
  .object({
    name: z.string().trim().min(1).max(255).default("API key"),
    agentId: z
      .string()
      .min(1)
      .nullable()
      .optional()
      .openapi({ description: "Bind the key to one agent" }),
    permissions: z.array(PermissionSchema).min(1).optional().openapi({
      description: "Subset of read, write, delete; defaults to the caller's permissions",
    }),
    expiresIn: Duration.optional(),
  })
  .strict()
  .openapi("CreateApiKeyBody");

export const UpdateApiKeyBody = z
  .object({
    name: z.string().trim().min(1).max(255).optional(),
    permissions: z.array(PermissionSchema).min(1).optional(),
  })
  .strict()
  .openapi("UpdateApiKeyBody");

export const ListApiKeysQuery = PageQuery.extend({
  agentId: z.string().optional(),
});

export const KeyIdParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});
export const AgentIdParams = z.object({
  agentId: z.string().openapi({ param: { name: "agentId", in: "path" } }),
});

export const RotatedApiKey = ApiKeyWithSecret.openapi("RotatedApiKey");

export const ApiKeyTest = z
  .object({
    valid: z.boolean(),
    permissions: z.array(PermissionSchema),
    rateLimit: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "Requests per minute; null when unlimited" }),
    tier: z.enum(TIERS),
    expiresAt: z.string().nullable(),
  })
  .openapi("ApiKeyTest");

export const ApiKeyUsage = z
  .object({
    keyId: z.string(),
    totalRequests: z.number().int(),
    last24h: z.number().int(),
    last7d: z.number().int(),
    byEndpoint: z.record(z.string(), z.number().int()).openapi({
      description: 'Requests per endpoint, keyed by method and route, e.g. "GET /api/agents"',
    }),
  })
  .openapi("ApiKeyUsage");

export const ValidateKeyResult = z
  .object({
    valid: z.boolean(),
    tier: z.enum(TIERS),
    rateLimit: z.number().int().nullable(),
    permissions: z.object({ read: z.boolean(), write: z.boolean(), delete: z.boolean() }),
    features: z.array(z.string()),
    companyId: z.string(),
    agentId: z.string().nullable(),
    expiresAt: z.string().nullable(),
  })
  .openapi("ValidateKeyResult");
