import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  AgentApiKeyListParams,
  ApiKey,
  ApiKeyCreateParams,
  ApiKeyListParams,
  ApiKeyTest,
  ApiKeyUpdateParams,
  ApiKeyUsage,
  ApiKeyWithSecret,
  DeleteResponse,
  RotatedApiKey,
} from "../types";

/**
 * API keys of the caller's company (admins) or the caller's own (members).
 * @example
 * const created = await vigil.apiKeys.create({ name: "ci", permissions: ["read"] });
 * console.log(created.key); // shown only now
 */
export class ApiKeysResource extends APIResource {
  /** POST /api/v2/api-keys: the full key is in `key`, returned only now. */
  create(body: ApiKeyCreateParams = {}, options?: RequestOptions): Promise<ApiKeyWithSecret> {
    return this.transport.post("/api/v2/api-keys", body, options);
  }

  /** GET /api/v2/api-keys: a page of keys (never their values). */
  list(query: ApiKeyListParams = {}, options?: RequestOptions): PagePromise<ApiKey> {
    return this.transport.getPage("/api/v2/api-keys", query, options);
  }

  /** GET /api/v2/api-keys/{id} */
  get(id: string, options?: RequestOptions): Promise<ApiKey> {
    return this.transport.get(path`/api/v2/api-keys/${id}`, options);
  }

  /** PATCH /api/v2/api-keys/{id}: rename a key or change its permissions. */
  update(id: string, body: ApiKeyUpdateParams, options?: RequestOptions): Promise<ApiKey> {
    return this.transport.patch(path`/api/v2/api-keys/${id}`, body, options);
  }

  /** DELETE /api/v2/api-keys/{id}: revokes the key at once. */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/v2/api-keys/${id}`, options);
  }

  /** POST /api/v2/api-keys/{id}/rotate: a new value in `key`; the old one stops working. */
  rotate(id: string, options?: RequestOptions): Promise<RotatedApiKey> {
    return this.transport.post(path`/api/v2/api-keys/${id}/rotate`, undefined, options);
  }

  /** POST /api/v2/api-keys/{id}/test: validity, permissions, rate limit, tier. */
  test(id: string, options?: RequestOptions): Promise<ApiKeyTest> {
    return this.transport.post(path`/api/v2/api-keys/${id}/test`, undefined, options);
  }

  /** GET /api/v2/api-keys/{id}/usage: request counts in total, 24 h, 7 days, per endpoint. */
  usage(id: string, options?: RequestOptions): Promise<ApiKeyUsage> {
    return this.transport.get(path`/api/v2/api-keys/${id}/usage`, options);
  }

  /** GET /api/v2/agents/{agentId}/api-keys: a page of the keys bound to an agent. */
  listForAgent(
    agentId: string,
    query: AgentApiKeyListParams = {},
    options?: RequestOptions,
  ): PagePromise<ApiKey> {
    return this.transport.getPage(path`/api/v2/agents/${agentId}/api-keys`, query, options);
  }
}
