import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { vigil } from "../../api";
import { ErrorBox, Loading } from "../../components/states";
import { asText, when } from "../../format";
import { useAgents } from "../agents/use-agents";

/** Notification channels (secrets masked by the server) and one agent's rules. */
export function Notifications() {
  const channels = useQuery({
    queryKey: ["notification-channels"],
    queryFn: () => vigil.notificationChannels.list(),
  });
  const agents = useAgents();
  const [agentId, setAgentId] = useState("");
  const chosen = agentId || agents.data?.[0]?.id || "";
  const rules = useQuery({
    queryKey: ["notification-rules", chosen],
    queryFn: () => vigil.notificationRules.list(chosen),
    enabled: chosen !== "",
  });
  return (
    <section aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <h3>Channels</h3>
      {channels.isPending && <Loading label="Loading channels…" />}
      {channels.isError && <ErrorBox error={channels.error} />}
      {channels.data?.length === 0 && (
        <p className="muted">
          No channels. Configure Slack, email, PagerDuty or a webhook with{" "}
          <code>PUT /api/v1/explainer/notification-channels/slack</code>.
        </p>
      )}
      {channels.data && channels.data.length > 0 && (
        <table aria-label="Notification channels">
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">State</th>
              <th scope="col">Config</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {channels.data.map((c) => (
              <tr key={c.id}>
                <td>{c.channel}</td>
                <td>
                  <span className={`badge ${c.isEnabled ? "ok" : "neutral"}`}>
                    {c.isEnabled ? "enabled" : "disabled"}
                  </span>{" "}
                  <span className={`badge ${c.isVerified ? "ok" : "warn"}`}>
                    {c.isVerified ? "verified" : "not verified"}
                  </span>
                </td>
                <td>
                  <pre>{asText(c.config)}</pre>
                </td>
                <td>{when(c.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Rules</h3>
      {agents.data && agents.data.length > 0 && (
        <label className="inline">
          Agent
          <select value={chosen} onChange={(e) => setAgentId(e.target.value)}>
            {agents.data.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {agents.data?.length === 0 && (
        <p className="muted">Rules belong to an agent; none exists yet.</p>
      )}
      {rules.isError && <ErrorBox error={rules.error} />}
      {rules.data?.length === 0 && (
        <p className="muted">
          No rules for this agent. Create one with <code>POST /api/notification-rules</code>.
        </p>
      )}
      {rules.data && rules.data.length > 0 && (
        <table aria-label="Notification rules">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Channel</th>
              <th scope="col">Conditions</th>
              <th scope="col">Last triggered</th>
            </tr>
          </thead>
          <tbody>
            {rules.data.map((r) => (
              <tr key={r.id}>
                <td>
                  {r.name} {!r.isActive && <span className="badge neutral">inactive</span>}
                </td>
                <td>{r.channel}</td>
                <td>
                  <pre>{asText(r.conditions)}</pre>
                </td>
                <td>{when(r.lastTriggered)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
