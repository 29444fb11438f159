import { z } from "@hono/zod-openapi";
import { PERMISSIONS, ROLES } from "../../http/principal";

export const AuthSession = z
  .object({
    authMethod: z
      .enum(["session", "api_key"])
      .openapi({ description: "How this request authenticated: the session cookie or an API key" }),
    user: z.object({
      id: z.string(),
      companyId: z.string(),
      role: z.enum(ROLES),
      name: z.string().nullable(),
      email: z.string().nullable(),
    }),
    permissions: z.array(z.enum(PERMISSIONS)),
    agentId: z.string().nullable().openapi({ description: "The agent an API key is bound to" }),
    expiresAt: z
      .string()
      .nullable()
      .openapi({ description: "Absolute expiry of the session (or the key's expiry)" }),
    idleTimeoutSeconds: z.number().int().nullable().openapi({
      description: "A session also ends after this long without a request; null for a key",
    }),
  })
  .openapi("AuthSession");

export const LogoutResult = z
  .object({
    loggedOut: z
      .boolean()
      .openapi({ description: "Whether the request carried a session cookie to end" }),
  })
  .openapi("LogoutResult");
