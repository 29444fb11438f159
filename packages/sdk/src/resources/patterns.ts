import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  ErrorSignatureList,
  ErrorSignatureListParams,
  FailureClusterDetail,
  FailureClusterList,
  FailureClusterListParams,
} from "../types";

/**
 * Failure patterns found from ingested failures: error signatures (the same error, whatever its
 * ids, numbers and times) and failure clusters per agent, whose ids stay stable.
 * @example
 * const { clusters } = await vigil.patterns.clusters("agent_01…", { minClusterSize: 5 });
 * const detail = await vigil.patterns.cluster("agent_01…", clusters[0].id);
 * const { signatures } = await vigil.patterns.signatures({ severity: "high" });
 */
export class PatternsResource extends APIResource {
  /** GET /api/v1/explainer/signatures */
  signatures(
    query: ErrorSignatureListParams = {},
    options?: RequestOptions,
  ): Promise<ErrorSignatureList> {
    return this.transport.get("/api/v1/explainer/signatures", options, query);
  }

  /** GET /api/v1/explainer/clusters/:agentId */
  clusters(
    agentId: string,
    query: FailureClusterListParams = {},
    options?: RequestOptions,
  ): Promise<FailureClusterList> {
    return this.transport.get(
      `/api/v1/explainer/clusters/${encodeURIComponent(agentId)}`,
      options,
      query,
    );
  }

  /** GET /api/v1/explainer/clusters/:agentId/:clusterId (a merged-away id answers its survivor) */
  cluster(
    agentId: string,
    clusterId: string,
    options?: RequestOptions,
  ): Promise<FailureClusterDetail> {
    return this.transport.get(
      `/api/v1/explainer/clusters/${encodeURIComponent(agentId)}/${encodeURIComponent(clusterId)}`,
      options,
    );
  }
}
