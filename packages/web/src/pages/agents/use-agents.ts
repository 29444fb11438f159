import { useQuery } from "@tanstack/react-query";
import type { Agent } from "@vigil/sdk";
import { vigil } from "../../api";

/** The company's agents (first 100), shared by every page that names or filters by agent. */
export const agentsQuery = {
  queryKey: ["agents", "all"] as const,
  queryFn: async () => (await vigil.agents.list({ limit: 100 })).data,
  staleTime: 60_000,
};

export function useAgents() {
  return useQuery(agentsQuery);
}

export function agentName(agents: Agent[] | undefined, id: string): string {
  return agents?.find((agent) => agent.id === id)?.name ?? id;
}
