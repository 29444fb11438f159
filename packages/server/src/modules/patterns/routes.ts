import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { respond } from "../../http/openapi";
import { secured } from "../../http/route";
import {
  AgentParam,
  ClusterDetail,
  ClusterList,
  ClusterParams,
  ClustersQuery,
  SignatureList,
  SignaturesQuery,
} from "./schemas";
import * as service from "./service";

const tags = ["Explainer"];

const signatures = secured(
  createRoute({
    method: "get",
    path: "/api/v1/explainer/signatures",
    tags,
    operationId: "listErrorSignatures",
    summary: "Error signatures: failures grouped by type, parameterised message and failing spans",
    request: { query: SignaturesQuery },
    responses: respond.ok(SignatureList, "Signatures, most recently seen first"),
  }),
);
const clusters = secured(
  createRoute({
    method: "get",
    path: "/api/v1/explainer/clusters/{agentId}",
    tags,
    operationId: "listFailureClusters",
    summary: "The agent's failure clusters in a time window",
    request: { params: AgentParam, query: ClustersQuery },
    responses: {
      ...respond.ok(ClusterList, "Clusters, largest first"),
      ...respond.notFound("No such agent"),
    },
  }),
);
const cluster = secured(
  createRoute({
    method: "get",
    path: "/api/v1/explainer/clusters/{agentId}/{clusterId}",
    tags,
    operationId: "getFailureCluster",
    summary: "A failure cluster with its root cause, suggested fix and traces",
    request: { params: ClusterParams },
    responses: {
      ...respond.ok(ClusterDetail, "The cluster (or the older one it was merged into)"),
      ...respond.notFound("No such agent or cluster"),
    },
  }),
);

export function patternRoutes(app: VigilApp): void {
  app.openapi(signatures, async (c) =>
    c.json(
      ok(await service.listSignatures(c.env.deps, c.get("principal"), c.req.valid("query"))),
      200,
    ),
  );
  app.openapi(clusters, async (c) => {
    const { agentId } = c.req.valid("param");
    const query = c.req.valid("query");
    return c.json(
      ok(await service.listClusters(c.env.deps, c.get("principal"), agentId, query)),
      200,
    );
  });
  app.openapi(cluster, async (c) => {
    const { agentId, clusterId } = c.req.valid("param");
    return c.json(
      ok(await service.getCluster(c.env.deps, c.get("principal"), agentId, clusterId)),
      200,
    );
  });
}
