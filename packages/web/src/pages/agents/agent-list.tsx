import { useQuery } from "@tanstack/react-query";
import { vigil } from "../../api";
import { GettingStarted } from "../../components/getting-started";
import { onListKeys } from "../../components/list-keys";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { count, ms, percent, when } from "../../format";
import { Link } from "../../router";

export default function AgentList() {
  const agents = useQuery({
    queryKey: ["agents", "list"],
    queryFn: async () => (await vigil.agents.list({ limit: 100 })).data,
  });
  return (
    <section>
      <h1>Agents</h1>
      {agents.isPending && <Loading label="Loading agents…" />}
      {agents.isError && <ErrorBox error={agents.error} />}
      {agents.data?.length === 0 && (
        <Empty title="No agents yet">
          <p>
            An agent appears when its first trace arrives (its OpenTelemetry{" "}
            <code>service.name</code>), or when you create one with <code>POST /api/agents</code>.
          </p>
          <GettingStarted />
        </Empty>
      )}
      {agents.data && agents.data.length > 0 && (
        <table aria-label="Agents" onKeyDown={onListKeys}>
          <thead>
            <tr>
              <th scope="col">Agent</th>
              <th scope="col">Industry</th>
              <th scope="col" className="num">
                Traces
              </th>
              <th scope="col" className="num">
                Success rate
              </th>
              <th scope="col" className="num">
                Avg latency
              </th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {agents.data.map((agent) => (
              <tr key={agent.id}>
                <td>
                  <Link href={`/agents/${encodeURIComponent(agent.id)}`} data-row-link="">
                    {agent.name}
                  </Link>
                  {agent.description && <div className="muted">{agent.description}</div>}
                </td>
                <td>{agent.industry}</td>
                <td className="num">{count(agent.metrics.totalTraces)}</td>
                <td className="num">{percent(agent.metrics.successRate)}</td>
                <td className="num">{ms(agent.metrics.avgLatency)}</td>
                <td>{when(agent.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
