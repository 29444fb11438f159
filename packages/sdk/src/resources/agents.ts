import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  Agent,
  AgentCreateParams,
  AgentListParams,
  AgentUpdateParams,
  DeleteResponse,
} from "../types";

/**
 * Agents with their config and metrics.
 * @example
 * const agent = await vigil.agents.create({ name: "Support bot", industry: "support" });
 * for await (const a of vigil.agents.list({ industry: "support" })) console.log(a.name);
 */
export class AgentsResource extends APIResource {
  /** GET /api/agents: a page of agents; filter by departmentId or industry, sort by sortBy. */
  list(query: AgentListParams = {}, options?: RequestOptions): PagePromise<Agent> {
    return this.transport.getPage("/api/agents", query, options);
  }

  /** GET /api/agents/{id} */
  get(id: string, options?: RequestOptions): Promise<Agent> {
    return this.transport.get(path`/api/agents/${id}`, options);
  }

  /** POST /api/agents */
  create(body: AgentCreateParams, options?: RequestOptions): Promise<Agent> {
    return this.transport.post("/api/agents", body, options);
  }

  /** PATCH /api/agents/{id}: `config` is merged key by key. */
  update(id: string, body: AgentUpdateParams, options?: RequestOptions): Promise<Agent> {
    return this.transport.patch(path`/api/agents/${id}`, body, options);
  }

  /** DELETE /api/agents/{id}: the agent's traces are kept. */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/agents/${id}`, options);
  }
}
