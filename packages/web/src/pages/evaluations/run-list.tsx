import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { vigil } from "../../api";
import { onListKeys } from "../../components/list-keys";
import { Pager } from "../../components/pager";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { percent, when } from "../../format";
import { Link, navigate, useLocation, withQuery } from "../../router";
import type { EvalRun } from "../../schemas";
import { isLive, RUN_STATUSES, RunProgress, runTone } from "./run-status";

const PAGE_SIZE = 25;

/** The two picked runs, the older one first: the baseline the newer is compared against. */
function compareHref(picked: EvalRun[]): string {
  const [a, b] = [...picked].sort((x, y) => x.createdAt.localeCompare(y.createdAt));
  return `/evaluations/compare?runIds=${encodeURIComponent(`${a!.id},${b!.id}`)}`;
}

export default function RunList() {
  const { query } = useLocation();
  const status = query.get("status") ?? "";
  const pageNo = Number(query.get("page") ?? 1) || 1;
  const params = { limit: PAGE_SIZE, page: pageNo, ...(status ? { status } : {}) } as Parameters<
    typeof vigil.evalRuns.list
  >[0];
  const runs = useQuery({
    queryKey: ["eval-runs", params],
    queryFn: async () => await vigil.evalRuns.list(params),
    placeholderData: keepPreviousData,
    // Running runs move: refresh their progress while any is live.
    refetchInterval: (q) => (q.state.data?.data.some(isLive) ? 2000 : false),
  });
  const [picked, setPicked] = useState<EvalRun[]>([]);
  const toggle = (run: EvalRun) =>
    setPicked((now) =>
      now.some((r) => r.id === run.id)
        ? now.filter((r) => r.id !== run.id)
        : [...now, run].slice(-2),
    );
  const page = runs.data;

  return (
    <section>
      <h1>Evaluation runs</h1>
      <form className="filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Status
          <select
            value={status}
            onChange={(e) =>
              navigate(`/evaluations${withQuery(query, { status: e.target.value, page: null })}`)
            }
          >
            <option value="">Any status</option>
            {RUN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={picked.length !== 2}
          onClick={() => navigate(compareHref(picked))}
        >
          Compare the two picked runs
        </button>
        <span className="muted" aria-live="polite">
          {picked.length === 2
            ? `Baseline: the older of ${picked.map((r) => r.name).join(" and ")}`
            : `Pick two runs to compare (${picked.length} picked)`}
        </span>
      </form>

      {runs.isPending && <Loading label="Loading evaluation runs…" />}
      {runs.isError && <ErrorBox error={runs.error} />}
      {page && page.data.length === 0 && !status && pageNo === 1 && (
        <Empty title="No evaluation runs yet">
          <p>
            Create a set of examples with <code>vigil eval sets import examples.jsonl</code>, then
            run it against your agent with <code>vigil eval run --set SET_ID</code> (or{" "}
            <code>POST /api/eval-runs</code>); runs show here with their progress.
          </p>
        </Empty>
      )}
      {page && page.data.length === 0 && (status || pageNo > 1) && (
        <Empty title="No runs match these filters">
          <p>
            <Link href="/evaluations">Clear the filters</Link> to see every run.
          </p>
        </Empty>
      )}
      {page && page.data.length > 0 && (
        <>
          <table aria-label="Evaluation runs" onKeyDown={onListKeys}>
            <thead>
              <tr>
                <th scope="col">Compare</th>
                <th scope="col">Run</th>
                <th scope="col">Status</th>
                <th scope="col">Progress</th>
                <th scope="col" className="num">
                  Pass rate
                </th>
                <th scope="col">Started</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((run) => (
                <tr key={run.id}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`Pick ${run.name} to compare`}
                      checked={picked.some((r) => r.id === run.id)}
                      onChange={() => toggle(run)}
                    />
                  </td>
                  <td>
                    <Link href={`/evaluations/${encodeURIComponent(run.id)}`} data-row-link="">
                      {run.name}
                    </Link>
                    {run.tags.length > 0 && <div className="muted">{run.tags.join(", ")}</div>}
                  </td>
                  <td>
                    <span className={`badge ${runTone(run.status)}`}>{run.status}</span>
                  </td>
                  <td>
                    <RunProgress run={run} />
                  </td>
                  <td className="num">{percent(run.passRate)}</td>
                  <td>{when(run.startedAt ?? run.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            base="/evaluations"
            page={page.pagination.page}
            hasMore={page.pagination.hasMore}
            total={page.pagination.total}
            noun="runs"
          />
        </>
      )}
    </section>
  );
}
