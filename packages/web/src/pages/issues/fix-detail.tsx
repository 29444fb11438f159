import { useQuery } from "@tanstack/react-query";
import { vigil } from "../../api";
import { useSession } from "../../components/session";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { asText, percent, when } from "../../format";
import { Link } from "../../router";
import { agentName, useAgents } from "../agents/use-agents";
import { FixActions } from "./fix-actions";
import { PromptDiff } from "./prompt-diff";
import { StartShadowTest } from "./start-shadow-test";
import { statusLabel, tone } from "./states";

/** A fix's changes: a prompt diff as a diff, any other change as its JSON. */
function Changes({ changes }: { changes: Record<string, unknown> }) {
  const { promptDiff, ...rest } = changes;
  return (
    <>
      {typeof promptDiff === "string" && <PromptDiff diff={promptDiff} />}
      {Object.keys(rest).length > 0 && <pre>{asText(rest)}</pre>}
    </>
  );
}

export default function FixDetail({ id }: { id: string }) {
  const session = useSession();
  const agents = useAgents();
  const fix = useQuery({ queryKey: ["fix", id], queryFn: () => vigil.fixes.get(id) });
  const back = fix.data?.issueId ? (
    <Link href={`/issues/${encodeURIComponent(fix.data.issueId)}`}>← Issue</Link>
  ) : (
    <Link href="/issues">← Issues</Link>
  );
  if (fix.isPending) return <Loading label="Loading the fix…" />;
  if (fix.isError) {
    return (
      <section>
        <p>{back}</p>
        <h1>Fix</h1>
        <ErrorBox error={fix.error} />
      </section>
    );
  }
  const f = fix.data;
  return (
    <section>
      <p>{back}</p>
      <h1>
        Fix: {f.description} <span className={`badge ${tone(f.status)}`}>{f.status}</span>
      </h1>
      <dl className="facts" aria-label="Fix facts">
        <dt>Fix id</dt>
        <dd>
          <code>{f.id}</code>
        </dd>
        <dt>Type</dt>
        <dd>{statusLabel(f.type)}</dd>
        <dt>Agent</dt>
        <dd>
          <Link href={`/agents/${encodeURIComponent(f.agentId)}`}>
            {agentName(agents.data, f.agentId)}
          </Link>
        </dd>
        <dt>Author</dt>
        <dd>{f.author}</dd>
        <dt>Created</dt>
        <dd>{when(f.createdAt)}</dd>
        <dt>Applied</dt>
        <dd>{f.appliedAt ? when(f.appliedAt) : "not applied"}</dd>
      </dl>
      <FixActions fix={f} isAdmin={session.data?.user.role === "admin"} />

      <h2>Changes</h2>
      <Changes changes={f.changes} />

      <h2>Shadow tests</h2>
      <StartShadowTest fix={f} />
      {f.shadowTests.length === 0 ? (
        <Empty title="Not tested yet">
          <p>
            A shadow test replays the issue's traces with and without this fix and shows which
            answers improved, stayed the same or regressed, before anything is applied.
          </p>
        </Empty>
      ) : (
        <table aria-label="Shadow tests">
          <thead>
            <tr>
              <th scope="col">Test</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Improvement rate
              </th>
            </tr>
          </thead>
          <tbody>
            {f.shadowTests.map((test) => (
              <tr key={test.id}>
                <td>
                  <Link href={`/shadow-tests/${encodeURIComponent(test.id)}`}>{test.id}</Link>
                </td>
                <td>
                  <span className={`badge ${tone(test.status)}`}>{test.status}</span>
                </td>
                <td className="num">{percent(test.improvementRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
