import { useQuery } from "@tanstack/react-query";
import { vigil } from "../../api";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { percent } from "../../format";
import { Link, useLocation } from "../../router";
import type { EvalRunComparison } from "../../schemas";

type Change = EvalRunComparison["significantChanges"][number];

const signed = (value: number, digits = 3) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;
const points = (rate: number) => `${rate >= 0 ? "+" : ""}${(rate * 100).toFixed(1)} pts`;
const interval = (i: { lower: number; upper: number }, f: (n: number) => string) =>
  `[${f(i.lower)}, ${f(i.upper)}]`;

function describeChange(c: Change, names: Map<string, string>): string {
  const what =
    c.metric === "passRate"
      ? `pass rate ${points(c.change)} (McNemar p ${c.pValue?.toFixed(4) ?? "—"})`
      : `mean score ${signed(c.change)} (95% CI ${c.interval ? interval(c.interval, (n) => signed(n)) : "—"})`;
  return `${names.get(c.runId) ?? c.runId} vs ${names.get(c.baselineRunId) ?? c.baselineRunId}: ${what}`;
}

function Changes({
  title,
  items,
  names,
}: {
  title: string;
  items: Change[];
  names: Map<string, string>;
}) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      {items.length === 0 ? (
        <p className="muted">None at α = 0.05.</p>
      ) : (
        <ul>
          {items.map((c) => (
            <li key={`${c.runId}:${c.metric}`}>
              <span className={`badge ${c.direction === "better" ? "ok" : "bad"}`}>
                {c.direction}
              </span>{" "}
              {describeChange(c, names)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Two (or more) runs side by side with the paired statistics the API computed. */
export default function RunCompare() {
  const { query } = useLocation();
  const runIds = (query.get("runIds") ?? "").split(",").filter(Boolean);
  const diff = useQuery({
    queryKey: ["eval-compare", runIds],
    queryFn: () => vigil.evalRuns.compare(runIds),
    enabled: runIds.length >= 2,
  });
  const back = (
    <p>
      <Link href="/evaluations">← Evaluation runs</Link>
    </p>
  );
  if (runIds.length < 2) {
    return (
      <section>
        {back}
        <h1>Compare runs</h1>
        <Empty title="Pick two runs">
          <p>
            Tick two runs in the <Link href="/evaluations">list</Link> and press Compare; the older
            is the baseline.
          </p>
        </Empty>
      </section>
    );
  }
  if (diff.isPending) return <Loading label="Comparing the runs…" />;
  if (diff.isError) {
    return (
      <section>
        {back}
        <h1>Compare runs</h1>
        <ErrorBox error={diff.error} />
      </section>
    );
  }
  const d = diff.data;
  const names = new Map(d.runs.map((r) => [r.id, r.name]));
  return (
    <section>
      {back}
      <h1>Compare runs</h1>
      <p className="muted">
        The first run is the baseline. Pass/fail changes are tested with McNemar's exact test, score
        changes with a paired bootstrap 95% interval (seed {d.seed}); only changes significant at α
        = {d.alpha} are listed as such.
      </p>
      <table aria-label="Runs compared">
        <thead>
          <tr>
            <th scope="col">Run</th>
            <th scope="col" className="num">
              Examples
            </th>
            <th scope="col" className="num">
              Pass rate
            </th>
            <th scope="col">95% interval (Wilson)</th>
            <th scope="col" className="num">
              Mean score
            </th>
            <th scope="col">Flaky examples</th>
          </tr>
        </thead>
        <tbody>
          {d.runs.map((r, i) => (
            <tr key={r.id}>
              <td>
                <Link href={`/evaluations/${encodeURIComponent(r.id)}`}>{r.name}</Link>
                {i === 0 && <div className="muted">baseline</div>}
              </td>
              <td className="num">{r.examples}</td>
              <td className="num">{percent(r.passRate)}</td>
              <td>{interval(r.passRateInterval, percent)}</td>
              <td className="num">{r.avgScore === null ? "—" : r.avgScore.toFixed(3)}</td>
              <td>{r.flakyExamples.length > 0 ? r.flakyExamples.join(", ") : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Changes title="Regressions" items={d.regressions} names={names} />
      <Changes title="Significant changes" items={d.significantChanges} names={names} />
      {d.comparisons.map((pair) => (
        <section key={pair.runId} aria-label={`${names.get(pair.runId)} against the baseline`}>
          <h2>
            {names.get(pair.runId)} against {names.get(pair.baselineRunId)}
          </h2>
          <dl className="facts">
            <dt>Shared examples</dt>
            <dd>{pair.sharedExamples}</dd>
            <dt>Pass → fail</dt>
            <dd>{pair.passToFail}</dd>
            <dt>Fail → pass</dt>
            <dd>{pair.failToPass}</dd>
            <dt>Pass rate change</dt>
            <dd>{points(pair.passRateChange)}</dd>
            <dt>McNemar p</dt>
            <dd>{pair.mcnemarP.toFixed(4)}</dd>
            <dt>Score change</dt>
            <dd>
              {signed(pair.scoreChange.mean)} (95% CI {interval(pair.scoreChange, (n) => signed(n))}
              )
            </dd>
          </dl>
          <table aria-label={`Deltas per example: ${names.get(pair.runId)}`}>
            <thead>
              <tr>
                <th scope="col">Example</th>
                <th scope="col">Baseline</th>
                <th scope="col">Candidate</th>
                <th scope="col" className="num">
                  Score delta
                </th>
              </tr>
            </thead>
            <tbody>
              {pair.examples.map((e) => (
                <tr key={e.exampleId}>
                  <td>
                    <code>{e.exampleId}</code>
                  </td>
                  <td>
                    <span className={`badge ${e.baseline.passed ? "ok" : "bad"}`}>
                      {e.baseline.passed ? "pass" : "fail"}
                    </span>
                  </td>
                  <td>
                    <span className={`badge ${e.candidate.passed ? "ok" : "bad"}`}>
                      {e.candidate.passed ? "pass" : "fail"}
                    </span>
                  </td>
                  <td className="num">{e.delta === null ? "—" : signed(e.delta)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  );
}
