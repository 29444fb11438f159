import { useQuery } from "@tanstack/react-query";
import { vigil } from "../../api";
import { ErrorBox, Loading } from "../../components/states";
import { asText, count, ms, when } from "../../format";
import { Link, useLocation } from "../../router";
import { agentName, useAgents } from "../agents/use-agents";
import { SpanDetail } from "./span-detail";
import { Waterfall } from "./waterfall";

/** A trace: its facts, its spans as a waterfall, and the selected span (`?span=`). */
export default function TraceView({ id }: { id: string }) {
  const { query } = useLocation();
  const agents = useAgents();
  const trace = useQuery({ queryKey: ["trace", id], queryFn: () => vigil.traces.get(id) });
  if (trace.isPending) return <Loading label="Loading the trace…" />;
  if (trace.isError) {
    return (
      <section>
        <p>
          <Link href="/traces">← Traces</Link>
        </p>
        <h1>Trace</h1>
        <ErrorBox error={trace.error} />
      </section>
    );
  }
  const t = trace.data;
  const spanId = query.get("span");
  const selected =
    t.spans.find((span) => span.id === spanId) ??
    t.spans.find((s) => !s.parentSpanId) ??
    t.spans[0];
  return (
    <section>
      <p>
        <Link href="/traces">← Traces</Link>
      </p>
      <h1>
        {t.name || "Trace"}{" "}
        <span className={`badge ${t.outcome === "success" ? "ok" : "bad"}`}>{t.outcome}</span>
      </h1>
      <dl className="facts">
        <dt>Trace id</dt>
        <dd>
          <code>{t.id}</code>
        </dd>
        <dt>Agent</dt>
        <dd>
          <Link href={`/agents/${encodeURIComponent(t.agentId)}`}>
            {agentName(agents.data, t.agentId)}
          </Link>
        </dd>
        <dt>Started</dt>
        <dd>{when(t.createdAt)}</dd>
        <dt>Latency</dt>
        <dd>{ms(t.latencyMs)}</dd>
        <dt>Tokens</dt>
        <dd>
          {count(t.tokens.input)} in · {count(t.tokens.output)} out · {count(t.tokens.total)} total
        </dd>
        <dt>Source</dt>
        <dd>{t.source}</dd>
        {t.sessionId && (
          <>
            <dt>Session</dt>
            <dd>
              <Link href={`/traces?sessionId=${encodeURIComponent(t.sessionId)}`}>
                {t.sessionId}
              </Link>
            </dd>
          </>
        )}
        {t.userId && (
          <>
            <dt>User</dt>
            <dd>
              <Link href={`/traces?userId=${encodeURIComponent(t.userId)}`}>{t.userId}</Link>
            </dd>
          </>
        )}
        {t.userMessage && (
          <>
            <dt>User message</dt>
            <dd>{t.userMessage}</dd>
          </>
        )}
        {t.agentResponse && (
          <>
            <dt>Response</dt>
            <dd>{t.agentResponse}</dd>
          </>
        )}
      </dl>
      {Object.keys(t.metadata).length > 0 && (
        <details>
          <summary>Trace metadata</summary>
          <pre>{asText(t.metadata)}</pre>
        </details>
      )}
      <h2>Spans ({t.spans.length})</h2>
      {t.spans.length === 0 ? (
        <p className="muted">This trace has no spans.</p>
      ) : (
        <div className="trace-layout">
          <Waterfall traceId={t.id} spans={t.spans} selected={selected?.id ?? null} />
          {selected && <SpanDetail span={selected} />}
        </div>
      )}
    </section>
  );
}
