import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  AgentConfigCreateParams,
  AgentConfigRecord,
  AgentConfigUpdateParams,
  DeleteResponse,
} from "../types";

/**
 * One config record per agent: system prompt, model, temperature, max tokens, tools.
 * @example
 * await vigil.agentConfigs.create({ agentId, model: "gpt-4o-mini", tools: ["search"] });
 * await vigil.agentConfigs.update(agentId, { temperature: 0.2 });
 */
export class AgentConfigsResource extends APIResource {
  /** GET /api/agent-configs/{agentId} */
  get(agentId: string, options?: RequestOptions): Promise<AgentConfigRecord> {
    return this.transport.get(path`/api/agent-configs/${agentId}`, options);
  }

  /** POST /api/agent-configs: a second config for the same agent throws ConflictError. */
  create(body: AgentConfigCreateParams, options?: RequestOptions): Promise<AgentConfigRecord> {
    return this.transport.post("/api/agent-configs", body, options);
  }

  /** PUT /api/agent-configs/{agentId}: only the given fields change. */
  update(
    agentId: string,
    body: AgentConfigUpdateParams,
    options?: RequestOptions,
  ): Promise<AgentConfigRecord> {
    return this.transport.put(path`/api/agent-configs/${agentId}`, body, options);
  }

  /** DELETE /api/agent-configs/{agentId} */
  delete(agentId: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/agent-configs/${agentId}`, options);
  }
}
