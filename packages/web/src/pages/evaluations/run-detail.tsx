import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { vigil } from "../../api";
import { Cards } from "../../components/cards";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { count, ms, percent, truncate, when } from "../../format";
import { Link } from "../../router";
import type { EvalRunDetail } from "../../schemas";
import { agentName, useAgents } from "../agents/use-agents";
import { isLive, RunProgress, runTone } from "./run-status";

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? "—" : value.toFixed(3);

function Summary({ run }: { run: EvalRunDetail }) {
  const s = run.summary;
  return (
    <Cards
      label="Run summary"
      items={[
        ["Pass rate", percent(run.passRate ?? s?.passRate)],
        ["Passed", count(s?.passed ?? run.passed)],
        ["Failed", count(s?.failed ?? run.failed)],
        ["Target errors", count(s?.errors)],
        ["Average score", score(s?.avgScore)],
      ]}
    />
  );
}

function Results({ run }: { run: EvalRunDetail }) {
  if (run.results.length === 0) {
    return <p className="muted">No example has finished yet.</p>;
  }
  return (
    <table aria-label="Results per example">
      <thead>
        <tr>
          <th scope="col">Example</th>
          <th scope="col">Input → output</th>
          <th scope="col">Verdict</th>
          <th scope="col" className="num">
            Score
          </th>
          <th scope="col">Scores</th>
          <th scope="col">Reasoning</th>
          <th scope="col" className="num">
            Latency
          </th>
        </tr>
      </thead>
      <tbody>
        {run.results.map((r) => (
          <tr key={`${r.exampleId}:${r.trial}`}>
            <td>
              <code>{r.exampleId}</code>
              {r.trial > 1 && <div className="muted">trial {r.trial}</div>}
            </td>
            <td>
              <div>{truncate(r.input, 160)}</div>
              <div>→ {r.error ? <em>{r.error}</em> : truncate(r.actualOutput, 240)}</div>
              {r.expectedOutput !== null && (
                <div className="muted">expected: {truncate(r.expectedOutput, 160)}</div>
              )}
            </td>
            <td>
              <span className={`badge ${r.passed ? "ok" : "bad"}`}>
                {r.passed ? "pass" : "fail"}
              </span>
            </td>
            <td className="num">{score(r.score)}</td>
            <td>
              {Object.entries(r.scores)
                .map(([name, value]) => `${name} ${value.toFixed(2)}`)
                .join(" · ") || "—"}
            </td>
            <td>{r.reasoning}</td>
            <td className="num">{ms(r.latencyMs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A run: live progress while it runs (polled), its summary, every example's result, cancel. */
export default function RunDetail({ id }: { id: string }) {
  const client = useQueryClient();
  const agents = useAgents();
  const run = useQuery({
    queryKey: ["eval-run", id],
    queryFn: () => vigil.evalRuns.results(id),
    refetchInterval: (q) => (q.state.data && isLive(q.state.data) ? 1000 : false),
  });
  const cancel = useMutation({
    mutationFn: () => vigil.evalRuns.cancel(id),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["eval-run", id] });
      void client.invalidateQueries({ queryKey: ["eval-runs"] });
    },
  });
  if (run.isPending) return <Loading label="Loading the run…" />;
  if (run.isError) {
    return (
      <section>
        <p>
          <Link href="/evaluations">← Evaluation runs</Link>
        </p>
        <h1>Evaluation run</h1>
        <ErrorBox error={run.error} />
      </section>
    );
  }
  const r = run.data;
  const target = r.config.target;
  return (
    <section>
      <p>
        <Link href="/evaluations">← Evaluation runs</Link>
      </p>
      <h1>
        {r.name} <span className={`badge ${runTone(r.status)}`}>{r.status}</span>
      </h1>
      <p aria-live="polite">
        <RunProgress run={r} /> examples scored{isLive(r) ? " · updating live" : ""}
      </p>
      {isLive(r) && (
        <p>
          <button
            type="button"
            className="danger"
            disabled={cancel.isPending}
            onClick={() =>
              window.confirm("Cancel this run? Calls in flight stop; finished results stay.") &&
              cancel.mutate()
            }
          >
            {cancel.isPending ? "Cancelling…" : "Cancel run"}
          </button>
        </p>
      )}
      {cancel.isError && <ErrorBox error={cancel.error} />}
      {r.error && (
        <div className="error-box" role="alert">
          <strong>The run failed</strong>
          <p>{r.error}</p>
        </div>
      )}
      <Summary run={r} />
      <dl className="facts" aria-label="Run facts">
        <dt>Run id</dt>
        <dd>
          <code>{r.id}</code>
        </dd>
        <dt>Set</dt>
        <dd>
          <code>{r.evalSetId}</code>
        </dd>
        <dt>Agent</dt>
        <dd>
          <Link href={`/agents/${encodeURIComponent(r.agentId)}`}>
            {agentName(agents.data, r.agentId)}
          </Link>
        </dd>
        <dt>Target</dt>
        <dd>{target.type === "http" ? `http ${target.url ?? ""}` : "the model provider"}</dd>
        <dt>Metrics</dt>
        <dd>
          {(r.config.metrics ?? []).join(", ")} · pass at ≥ {r.config.threshold} · {r.config.trials}{" "}
          trial
          {r.config.trials === 1 ? "" : "s"} · concurrency {r.config.concurrency}
        </dd>
        <dt>Started</dt>
        <dd>{when(r.startedAt)}</dd>
        <dt>Completed</dt>
        <dd>{when(r.completedAt)}</dd>
      </dl>
      <h2>Results</h2>
      {r.results.length === 0 && !isLive(r) ? (
        <Empty title="No results">
          <p>The run ended before any example was scored.</p>
        </Empty>
      ) : (
        <Results run={r} />
      )}
    </section>
  );
}
