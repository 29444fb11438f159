import { useQuery } from "@tanstack/react-query";
import type { TraceListItem } from "@vigil/sdk";
import { useMemo, useState } from "react";
import { vigil } from "../../api";
import { Cards } from "../../components/cards";
import { ScrollText } from "../../components/scroll-text";
import { ErrorBox, Loading } from "../../components/states";
import { TimeChart } from "../../components/time-chart";
import { asText, count, ms, percent } from "../../format";
import { Link } from "../../router";

const PERIODS = ["24h", "7d", "30d"] as const;
type Period = (typeof PERIODS)[number];
const HOUR = 3600;

/** Tokens of recent traces, summed per hour: the stats endpoint has no time buckets. */
function hourly(traces: TraceListItem[]) {
  const buckets = new Map<number, { tokens: number }>();
  for (const trace of traces) {
    const hour = Math.floor(Date.parse(trace.createdAt) / 1000 / HOUR) * HOUR;
    const b = buckets.get(hour) ?? { tokens: 0 };
    b.tokens += trace.tokenCount;
    buckets.set(hour, b);
  }
  const hours = [...buckets.keys()].sort((a, b) => a - b);
  // Every hour from the one before the first to the one after the last, empty ones as zero,
  // so gaps read as gaps and a single busy hour still draws as a peak.
  const x: number[] = [];
  if (hours.length > 0) {
    const last = hours[hours.length - 1]! + HOUR;
    const first = Math.max(hours[0]! - HOUR, last - 30 * 24 * HOUR);
    for (let h = first; h <= last; h += HOUR) x.push(h);
  }
  return { x, tokens: x.map((h) => buckets.get(h)?.tokens ?? 0) };
}

export default function AgentDetail({ id }: { id: string }) {
  const [period, setPeriod] = useState<Period>("7d");
  const agent = useQuery({ queryKey: ["agent", id], queryFn: () => vigil.agents.get(id) });
  const stats = useQuery({
    queryKey: ["stats", id, period],
    queryFn: () => vigil.traces.stats({ agentId: id, period }),
  });
  const recent = useQuery({
    queryKey: ["traces", { agentId: id, limit: 100 }],
    queryFn: async () => (await vigil.traces.list({ agentId: id, limit: 100 })).data,
  });
  const series = useMemo(() => (recent.data ? hourly(recent.data) : null), [recent.data]);
  const chartSeries = useMemo(
    () => (series ? [{ label: "Tokens per hour", values: series.tokens, color: "#388bfd" }] : []),
    [series],
  );

  if (agent.isPending) return <Loading label="Loading the agent…" />;
  if (agent.isError) return <ErrorBox error={agent.error} />;
  const a = agent.data;
  const s = stats.data;
  return (
    <section>
      <p>
        <Link href="/agents">← Agents</Link>
      </p>
      <h1>{a.name}</h1>
      {a.description && <p>{a.description}</p>}
      <div className="toolbar">
        <label className="inline">
          Period
          <select value={period} onChange={(e) => setPeriod(e.target.value as Period)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <Link href={`/traces?agentId=${encodeURIComponent(a.id)}`}>Traces of this agent</Link>
        <Link href={`/traces?agentId=${encodeURIComponent(a.id)}&outcome=failure`}>Failures</Link>
      </div>
      {stats.isError && <ErrorBox error={stats.error} />}
      {stats.isPending && <Loading label="Loading metrics…" />}
      {s && (
        <Cards
          label="Metrics"
          items={[
            ["Traces", count(s.totalTraces)],
            ["Success rate", percent(s.successRate)],
            ["Latency p50", ms(s.p50LatencyMs)],
            ["Latency p95", ms(s.p95LatencyMs)],
            ["Latency p99", ms(s.p99LatencyMs)],
            ["Tokens", count(s.tokenUsage.total)],
            [
              "Tokens per trace",
              count(
                s.tokenUsage.avgPerTrace === null ? null : Math.round(s.tokenUsage.avgPerTrace),
              ),
            ],
          ]}
        />
      )}
      <h2>Tokens over time (last 100 traces)</h2>
      {recent.isError && <ErrorBox error={recent.error} />}
      {series && series.x.length > 0 ? (
        <TimeChart
          label="Tokens per hour over the agent's last 100 traces"
          x={series.x}
          series={chartSeries}
        />
      ) : (
        recent.isSuccess && <p className="muted">No traces yet for this agent.</p>
      )}
      <h2>Configuration</h2>
      <ScrollText label="Agent configuration">{asText(a.config)}</ScrollText>
    </section>
  );
}
