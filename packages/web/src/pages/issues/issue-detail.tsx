import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { vigil } from "../../api";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { count, percent, when } from "../../format";
import { Link } from "../../router";
import type { IssueDetail as Detail } from "../../schemas";
import { ISSUE_MOVES, type IssueStatus, statusLabel, tone } from "./states";

/** The status select offers only the moves the server allows from the current status. */
function StatusChange({ issue }: { issue: Detail }) {
  const client = useQueryClient();
  const moves = ISSUE_MOVES[issue.status];
  const [to, setTo] = useState<IssueStatus | "">("");
  const move = useMutation({
    mutationFn: (status: IssueStatus) => vigil.issues.update(issue.id, { status }),
    onSuccess: (updated) => {
      client.setQueryData(["issue", issue.id], updated);
      void client.invalidateQueries({ queryKey: ["issues"] });
      setTo("");
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (to) move.mutate(to);
  }
  return (
    <form className="filters" aria-label="Change status" onSubmit={submit}>
      <label>
        Move to
        <select value={to} onChange={(e) => setTo(e.target.value as IssueStatus | "")}>
          <option value="">Choose a status…</option>
          {moves.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={!to || move.isPending}>
        {move.isPending ? "Saving…" : "Change status"}
      </button>
      {move.isError && <ErrorBox error={move.error} />}
    </form>
  );
}

export default function IssueDetail({ id }: { id: string }) {
  const issue = useQuery({ queryKey: ["issue", id], queryFn: () => vigil.issues.get(id) });
  if (issue.isPending) return <Loading label="Loading the issue…" />;
  if (issue.isError) {
    return (
      <section>
        <p>
          <Link href="/issues">← Issues</Link>
        </p>
        <h1>Issue</h1>
        <ErrorBox error={issue.error} />
      </section>
    );
  }
  const i = issue.data;
  const m = i.metadata;
  return (
    <section>
      <p>
        <Link href="/issues">← Issues</Link>
      </p>
      <h1>
        {i.title} <span className={`badge ${tone(i.severity)}`}>{i.severity}</span>{" "}
        <span className={`badge ${tone(i.status)}`}>{statusLabel(i.status)}</span>
      </h1>
      {i.description && <p>{i.description}</p>}
      <dl className="facts" aria-label="Issue facts">
        <dt>Issue id</dt>
        <dd>
          <code>{i.id}</code>
        </dd>
        <dt>Agent</dt>
        <dd>
          <Link href={`/agents/${encodeURIComponent(i.agentId)}`}>{i.agentName ?? i.agentId}</Link>
        </dd>
        <dt>Traces</dt>
        <dd>{count(i.traceCount)}</dd>
        <dt>First seen</dt>
        <dd>{when(m.firstSeenAt)}</dd>
        <dt>Last seen</dt>
        <dd>{when(m.lastSeenAt)}</dd>
        <dt>Affected customers</dt>
        <dd>{count(m.affectedCustomers)}</dd>
        <dt>Cluster confidence</dt>
        <dd>
          {m.clusterConfidence === null
            ? "— (not opened from a cluster)"
            : percent(m.clusterConfidence)}
        </dd>
        <dt>Tags</dt>
        <dd>{i.tags.length > 0 ? i.tags.join(", ") : "—"}</dd>
        <dt>Opened</dt>
        <dd>{when(i.createdAt)}</dd>
        <dt>Updated</dt>
        <dd>{when(i.updatedAt)}</dd>
      </dl>
      <StatusChange issue={i} />

      <h2>Fixes</h2>
      {i.fixes.length === 0 ? (
        <Empty title="No fix yet">
          <p>
            Propose one with <code>POST /api/fixes</code> (<code>issueId</code>, a type and its
            changes); it shows here, ready for a shadow test.
          </p>
        </Empty>
      ) : (
        <table aria-label="Fixes">
          <thead>
            <tr>
              <th scope="col">Fix</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {i.fixes.map((fix) => (
              <tr key={fix.id}>
                <td>
                  <Link href={`/fixes/${encodeURIComponent(fix.id)}`}>{fix.description}</Link>
                </td>
                <td>{statusLabel(fix.type)}</td>
                <td>
                  <span className={`badge ${tone(fix.status)}`}>{fix.status}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2>Linked traces</h2>
      {i.traceIds.length === 0 ? (
        <p className="muted">No traces are linked to this issue.</p>
      ) : (
        <ul aria-label="Linked traces">
          {i.traceIds.map((traceId) => (
            <li key={traceId}>
              <Link href={`/traces/${encodeURIComponent(traceId)}`}>
                <code>{traceId}</code>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
