/**
 * @vigil/sdk: the typed client for the Vigil API.
 * @example
 * import { NotFoundError, Vigil } from "@vigil/sdk";
 *
 * const vigil = new Vigil({ baseUrl: "http://127.0.0.1:4318", apiKey: "vgl_…" });
 * const agent = await vigil.agents.create({ name: "Support bot" });
 * for await (const a of vigil.agents.list({ limit: 50 })) console.log(a.name);
 *
 * @packageDocumentation
 */
export { Vigil } from "./client";
export {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  type ErrorDetails,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
  VigilError,
} from "./core/errors";
export { Page, type PageInfo, PagePromise } from "./core/pagination";
export type { ClientOptions, Fetch, RequestOptions } from "./core/transport";
export type { components, operations, paths } from "./generated/openapi";
export type { AgentConfigsResource } from "./resources/agent-configs";
export type { AgentsResource } from "./resources/agents";
export type { ApiKeysResource } from "./resources/api-keys";
export type { AuthResource } from "./resources/auth";
export type { DepartmentsResource } from "./resources/departments";
export type { HealthResource } from "./resources/health";
export type {
  Agent,
  AgentApiKeyListParams,
  AgentConfig,
  AgentConfigCreateParams,
  AgentConfigRecord,
  AgentConfigUpdateParams,
  AgentCreateParams,
  AgentListParams,
  AgentMetrics,
  AgentUpdateParams,
  ApiKey,
  ApiKeyCreateParams,
  ApiKeyListParams,
  ApiKeyTest,
  ApiKeyUpdateParams,
  ApiKeyUsage,
  ApiKeyWithSecret,
  AuthConfig,
  DeleteResponse,
  Department,
  DepartmentCreateParams,
  DepartmentListParams,
  DepartmentUpdateParams,
  ExplainerHealth,
  Health,
  Permission,
  Readiness,
  RotatedApiKey,
  ValidateKeyResult,
} from "./types";
