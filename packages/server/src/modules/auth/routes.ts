import { createRoute, z } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { respond } from "../../http/openapi";
import { TIER_FEATURES, TIER_LIMITS } from "../../http/principal";
import { secured } from "../../http/route";
import { ValidateKeyResult } from "../api-keys/schemas";

const AuthConfig = z
  .object({
    domain: z
      .string()
      .nullable()
      .openapi({ description: "Identity provider issuer; null when SSO is not set up" }),
    clientId: z.string().nullable(),
    audience: z.string().nullable(),
    sso: z.boolean().openapi({
      description: "Whether GET /login starts OpenID Connect (else one-time login links only)",
    }),
    loginUrl: z.string().openapi({
      description: "Where a browser goes to log in (add ?next=/path to come back)",
    }),
    callbackUrl: z.string().nullable().openapi({
      description: "The redirect URI to register at the identity provider; null without SSO",
    }),
  })
  .openapi("AuthConfig");

const config = secured(
  createRoute({
    method: "get",
    path: "/api/auth/config",
    tags: ["Auth"],
    operationId: "getAuthConfig",
    summary: "Identity provider settings for browser clients (bare object)",
    responses: {
      200: { description: "The settings", content: { "application/json": { schema: AuthConfig } } },
    },
  }),
  { public: true },
);

const validateKey = secured(
  createRoute({
    method: "post",
    path: "/api/v1/explainer/validate-key",
    tags: ["Auth"],
    operationId: "validateKey",
    summary: "Validate the API key in the Authorization header",
    responses: respond.ok(
      ValidateKeyResult,
      "The key is valid; 401 INVALID_API_KEY when it is not",
    ),
  }),
  { permission: "read" },
);

export function authRoutes(app: VigilApp): void {
  app.openapi(config, (c) => {
    const { oidc, publicUrl } = c.env.deps.config;
    const sso = oidc.issuer !== undefined && oidc.clientId !== undefined;
    const origin = new URL(publicUrl ?? c.req.url).origin;
    return c.json(
      {
        domain: oidc.issuer ?? null,
        clientId: oidc.clientId ?? null,
        audience: oidc.audience ?? null,
        sso,
        loginUrl: "/login",
        callbackUrl: sso ? `${origin}/login/callback` : null,
      },
      200,
    );
  });
  app.openapi(validateKey, (c) => {
    const principal = c.get("principal");
    return c.json(
      ok({
        valid: true,
        tier: principal.tier,
        rateLimit: TIER_LIMITS[principal.tier]?.perMinute ?? null,
        permissions: {
          read: principal.permissions.includes("read"),
          write: principal.permissions.includes("write"),
          delete: principal.permissions.includes("delete"),
        },
        features: [...TIER_FEATURES[principal.tier]],
        companyId: principal.companyId,
        agentId: principal.agentId,
        expiresAt: principal.expiresAt,
      }),
      200,
    );
  });
}
