import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect } from "react";
import { GettingStarted } from "../../components/getting-started";
import { onListKeys } from "../../components/list-keys";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { count, ms, truncate, when } from "../../format";
import { Link, navigate, useLocation, withQuery } from "../../router";
import { agentName, useAgents } from "../agents/use-agents";
import { FILTERS, listQuery, paramsOf } from "./list-params";

export default function TraceList() {
  const { query } = useLocation();
  const params = paramsOf(query);
  const agents = useAgents();
  const traces = useQuery({ ...listQuery(params), placeholderData: keepPreviousData });
  const filtered = FILTERS.some((key) => query.get(key));

  function set(changes: Record<string, string | null>) {
    navigate(`/traces${withQuery(query, { ...changes, page: null, cursor: null })}`);
  }
  function applyText(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    set({
      sessionId: String(form.get("sessionId") ?? ""),
      userId: String(form.get("userId") ?? ""),
    });
  }
  useEffect(() => {
    // Land keyboard users on the list once it is there.
    if (traces.isSuccess && document.activeElement === document.body) {
      document.querySelector<HTMLElement>("[data-row-link]")?.focus({ preventScroll: true });
    }
  }, [traces.isSuccess]);

  const page = traces.data;
  return (
    <section>
      <h1>Traces</h1>
      <form className="filters" onSubmit={applyText} aria-label="Filters">
        <label>
          Agent
          <select value={params.agentId ?? ""} onChange={(e) => set({ agentId: e.target.value })}>
            <option value="">All agents</option>
            {agents.data?.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Outcome
          <select value={params.outcome ?? ""} onChange={(e) => set({ outcome: e.target.value })}>
            <option value="">All outcomes</option>
            <option value="success">Success</option>
            <option value="failure">Failure</option>
          </select>
        </label>
        <label>
          From
          <input
            type="date"
            value={params.startDate ?? ""}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        </label>
        <label>
          To
          <input
            type="date"
            value={params.endDate ?? ""}
            onChange={(e) => set({ endDate: e.target.value })}
          />
        </label>
        <label>
          Session
          <input name="sessionId" defaultValue={params.sessionId ?? ""} placeholder="session id" />
        </label>
        <label>
          User
          <input name="userId" defaultValue={params.userId ?? ""} placeholder="user id" />
        </label>
        <label>
          Sort by
          <select
            value={params.sortBy ?? "createdAt"}
            onChange={(e) =>
              set({ sortBy: e.target.value === "createdAt" ? null : e.target.value })
            }
          >
            <option value="createdAt">Newest</option>
            <option value="latencyMs">Slowest</option>
            <option value="tokenCount">Most tokens</option>
          </select>
        </label>
        <button type="submit" className="secondary">
          Apply
        </button>
        {filtered && (
          <button type="button" className="secondary" onClick={() => navigate("/traces")}>
            Clear filters
          </button>
        )}
      </form>

      {traces.isPending && <Loading label="Loading traces…" />}
      {traces.isError && <ErrorBox error={traces.error} />}
      {page && page.data.length === 0 && !filtered && page.pagination.page === 1 && (
        <Empty title="No traces yet">
          <GettingStarted />
        </Empty>
      )}
      {page && page.data.length === 0 && (filtered || page.pagination.page > 1) && (
        <Empty title="No traces match these filters">
          <p>
            Widen the dates or <Link href="/traces">clear the filters</Link>.
          </p>
        </Empty>
      )}
      {page && page.data.length > 0 && (
        <>
          <p className="muted" aria-live="polite">
            {count(page.pagination.total)} traces{traces.isFetching ? " · updating…" : ""} · use ↑ ↓
            to move, Enter to open
          </p>
          <table aria-label="Traces" onKeyDown={onListKeys}>
            <thead>
              <tr>
                <th scope="col">Trace</th>
                <th scope="col">Agent</th>
                <th scope="col">Outcome</th>
                <th scope="col" className="num">
                  Latency
                </th>
                <th scope="col" className="num">
                  Tokens
                </th>
                <th scope="col" className="num">
                  Spans
                </th>
                <th scope="col">Time</th>
              </tr>
            </thead>
            <tbody>
              {page.data.map((trace) => (
                <tr key={trace.id}>
                  <td>
                    <Link href={`/traces/${encodeURIComponent(trace.id)}`} data-row-link="">
                      {truncate(trace.name || trace.userMessage || trace.id, 90)}
                    </Link>
                    {trace.userMessage && trace.name && (
                      <div className="muted">{truncate(trace.userMessage, 110)}</div>
                    )}
                  </td>
                  <td>{agentName(agents.data, trace.agentId)}</td>
                  <td>
                    <span className={`badge ${trace.outcome === "success" ? "ok" : "bad"}`}>
                      {trace.outcome}
                    </span>
                  </td>
                  <td className="num">{ms(trace.latencyMs)}</td>
                  <td className="num">{count(trace.tokenCount)}</td>
                  <td className="num">{trace.spanCount}</td>
                  <td>{when(trace.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="pager" aria-label="Pages">
            <button
              type="button"
              className="secondary"
              disabled={page.pagination.page <= 1}
              onClick={() =>
                navigate(
                  `/traces${withQuery(query, { page: String(page.pagination.page - 1), cursor: null })}`,
                )
              }
            >
              ← Previous
            </button>
            <span>Page {page.pagination.page}</span>
            <button
              type="button"
              className="secondary"
              disabled={!page.pagination.hasMore}
              onClick={() =>
                navigate(
                  `/traces${withQuery(query, {
                    page: String(page.pagination.page + 1),
                    cursor: page.pagination.nextCursor ?? null,
                  })}`,
                )
              }
            >
              Next →
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
