import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { vigil } from "../../api";
import { onListKeys } from "../../components/list-keys";
import { Pager } from "../../components/pager";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { count, when } from "../../format";
import { Link, navigate, useLocation, withQuery } from "../../router";
import type { IssueListParams } from "../../schemas";
import { useAgents } from "../agents/use-agents";
import { ISSUE_SEVERITIES, ISSUE_STATUSES, statusLabel, tone } from "./states";

const PAGE_SIZE = 25;
const FILTERS = ["status", "severity", "agentId"] as const;
const SORTS = {
  "createdAt:desc": "Newest",
  "createdAt:asc": "Oldest",
  "severity:desc": "Most severe",
  "traceCount:desc": "Most traces",
} as const;

/** The list's request, read from the address so every view of it is a link. */
function paramsOf(query: URLSearchParams): IssueListParams {
  const params: Record<string, unknown> = {
    limit: PAGE_SIZE,
    page: Number(query.get("page") ?? 1) || 1,
  };
  for (const key of FILTERS) {
    const value = query.get(key);
    if (value) params[key] = value;
  }
  const [sortBy, sortOrder] = (query.get("sort") ?? "createdAt:desc").split(":");
  params.sortBy = sortBy;
  params.sortOrder = sortOrder;
  return params as IssueListParams;
}

export default function IssueList() {
  const { query } = useLocation();
  const params = paramsOf(query);
  const agents = useAgents();
  const issues = useQuery({
    queryKey: ["issues", params],
    queryFn: async () => await vigil.issues.list(params),
    placeholderData: keepPreviousData,
  });
  const filtered = FILTERS.some((key) => query.get(key));
  const set = (changes: Record<string, string | null>) =>
    navigate(`/issues${withQuery(query, { ...changes, page: null })}`);
  const page = issues.data;

  return (
    <section>
      <h1>Issues</h1>
      <form className="filters" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <label>
          Status
          <select
            value={query.get("status") ?? ""}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">Any status</option>
            {ISSUE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Severity
          <select
            value={query.get("severity") ?? ""}
            onChange={(e) => set({ severity: e.target.value })}
          >
            <option value="">Any severity</option>
            {ISSUE_SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Agent
          <select
            value={query.get("agentId") ?? ""}
            onChange={(e) => set({ agentId: e.target.value })}
          >
            <option value="">All agents</option>
            {agents.data?.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Sort by
          <select
            value={query.get("sort") ?? "createdAt:desc"}
            onChange={(e) =>
              set({ sort: e.target.value === "createdAt:desc" ? null : e.target.value })
            }
          >
            {Object.entries(SORTS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {filtered && (
          <button type="button" className="secondary" onClick={() => navigate("/issues")}>
            Clear filters
          </button>
        )}
      </form>

      {issues.isPending && <Loading label="Loading issues…" />}
      {issues.isError && <ErrorBox error={issues.error} />}
      {page && page.data.length === 0 && !filtered && page.pagination.page === 1 && (
        <Empty title="No issues yet">
          <p>
            An issue groups failed traces for a fix. Open one from a failure cluster with{" "}
            <code>
              POST /api/v2/issues {"{"}"clusterId": "…"{"}"}
            </code>
            , or from traces with <code>traceIds</code>; <code>vigil issues list</code> shows them
            in a terminal.
          </p>
        </Empty>
      )}
      {page && page.data.length === 0 && (filtered || page.pagination.page > 1) && (
        <Empty title="No issues match these filters">
          <p>
            <Link href="/issues">Clear the filters</Link> to see every issue.
          </p>
        </Empty>
      )}
      {page && page.data.length > 0 && (
        <>
          <p className="muted" aria-live="polite">
            {issues.isFetching ? "Updating… · " : ""}use ↑ ↓ to move, Enter to open
          </p>
          <table aria-label="Issues" onKeyDown={onListKeys}>
            <thead>
              <tr>
                <th scope="col">Issue</th>
                <th scope="col">Severity</th>
                <th scope="col">Status</th>
                <th scope="col">Agent</th>
                <th scope="col" className="num">
                  Traces
                </th>
                <th scope="col">Opened</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((issue) => (
                <tr key={issue.id}>
                  <td>
                    <Link href={`/issues/${encodeURIComponent(issue.id)}`} data-row-link="">
                      {issue.title}
                    </Link>
                    {issue.tags.length > 0 && <div className="muted">{issue.tags.join(", ")}</div>}
                  </td>
                  <td>
                    <span className={`badge ${tone(issue.severity)}`}>{issue.severity}</span>
                  </td>
                  <td>
                    <span className={`badge ${tone(issue.status)}`}>
                      {statusLabel(issue.status)}
                    </span>
                  </td>
                  <td>{issue.agentName ?? issue.agentId}</td>
                  <td className="num">{count(issue.traceCount)}</td>
                  <td>{when(issue.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            base="/issues"
            page={page.pagination.page}
            hasMore={page.pagination.hasMore}
            total={page.pagination.total}
            noun="issues"
          />
        </>
      )}
    </section>
  );
}
