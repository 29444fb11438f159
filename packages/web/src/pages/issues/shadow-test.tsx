import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { vigil } from "../../api";
import { Cards } from "../../components/cards";
import { ErrorBox, Loading } from "../../components/states";
import { percent, when } from "../../format";
import { Link } from "../../router";
import type { ShadowTestDetail } from "../../schemas";
import { isActive, tone } from "./states";

const score = (value: number | null) => (value === null ? "—" : value.toFixed(3));
const VERDICT_TONE = { improved: "ok", regressed: "bad", unchanged: "neutral", error: "warn" };

function Outcome({ test }: { test: ShadowTestDetail }) {
  const r = test.results;
  if (r === null) {
    return (
      <p className="muted" role="status">
        {isActive(test)
          ? `Replaying ${test.traceCount} traces with and without the fix… (${test.traceResults.length} done)`
          : "No results."}
      </p>
    );
  }
  if ("error" in r) {
    return (
      <div className="error-box" role="alert">
        <strong>The shadow test failed</strong>
        <p>{r.error}</p>
      </div>
    );
  }
  return (
    <Cards
      label="Shadow test results"
      items={[
        ["Improved", String(r.improved)],
        ["Unchanged", String(r.unchanged)],
        ["Regressed", String(r.regressed)],
        ["Errored", String(r.errored ?? 0)],
        ["Improvement rate", percent(r.improvementRate)],
        [
          "McNemar p",
          r.mcnemarPValue === null || r.mcnemarPValue === undefined
            ? "—"
            : r.mcnemarPValue.toFixed(4),
        ],
      ]}
    />
  );
}

/** A shadow test: live while it runs, then its counts, rates and a verdict per trace. */
export default function ShadowTestPage({ id }: { id: string }) {
  const client = useQueryClient();
  const test = useQuery({
    queryKey: ["shadow-test", id],
    queryFn: () => vigil.shadowTests.get(id),
    // The job writes a row per trace as each finishes: follow it until it ends.
    refetchInterval: (q) => (q.state.data && isActive(q.state.data) ? 1000 : false),
  });
  const ended = test.data !== undefined && !isActive(test.data);
  const fixId = test.data?.fixId;
  useEffect(() => {
    // The fix page lists this test's status and rate: once it ends, what it cached is old.
    if (ended && fixId) void client.invalidateQueries({ queryKey: ["fix", fixId] });
  }, [ended, fixId, client]);
  if (test.isPending) return <Loading label="Loading the shadow test…" />;
  if (test.isError) {
    return (
      <section>
        <p>
          <Link href="/issues">← Issues</Link>
        </p>
        <h1>Shadow test</h1>
        <ErrorBox error={test.error} />
      </section>
    );
  }
  const t = test.data;
  return (
    <section>
      <p>
        {t.fixId ? (
          <Link href={`/fixes/${encodeURIComponent(t.fixId)}`}>← Fix</Link>
        ) : (
          <Link href="/issues">← Issues</Link>
        )}
      </p>
      <h1>
        Shadow test <span className={`badge ${tone(t.status)}`}>{t.status}</span>
      </h1>
      <dl className="facts" aria-label="Shadow test facts">
        <dt>Test id</dt>
        <dd>
          <code>{t.id}</code>
        </dd>
        <dt>Comparison</dt>
        <dd>{t.config.comparisonMode.replace(/_/g, " ")}</dd>
        <dt>Traces</dt>
        <dd>{t.traceCount}</dd>
        <dt>Started</dt>
        <dd>{when(t.createdAt)}</dd>
        <dt>Completed</dt>
        <dd>{when(t.completedAt)}</dd>
      </dl>
      <Outcome test={t} />
      <p className="muted">
        Improvement rate = improved ÷ (traces − errored). McNemar's exact p asks whether the
        pass/fail flips lean one way by more than chance; below 0.05 they do.
      </p>
      <h2>Per trace</h2>
      {t.traceResults.length === 0 ? (
        <p className="muted">No trace has finished yet.</p>
      ) : (
        <table aria-label="Verdicts per trace">
          <thead>
            <tr>
              <th scope="col">Trace</th>
              <th scope="col">Verdict</th>
              <th scope="col" className="num">
                Original
              </th>
              <th scope="col" className="num">
                With the fix
              </th>
              <th scope="col">Explanation</th>
            </tr>
          </thead>
          <tbody>
            {t.traceResults.map((r) => (
              <tr key={r.traceId}>
                <td>
                  <Link href={`/traces/${encodeURIComponent(r.traceId)}`}>
                    <code>{r.traceId}</code>
                  </Link>
                </td>
                <td>
                  <span className={`badge ${VERDICT_TONE[r.verdict]}`}>{r.verdict}</span>
                </td>
                <td className="num">{score(r.originalScore)}</td>
                <td className="num">{score(r.fixedScore)}</td>
                <td>{r.explanation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
