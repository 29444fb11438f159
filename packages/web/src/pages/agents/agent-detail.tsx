import { useQuery } from "@tanstack/react-query";
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
const INTERVAL_LABEL = { hour: "hour", day: "day" } as const;

export default function AgentDetail({ id }: { id: string }) {
  const [period, setPeriod] = useState<Period>("7d");
  const agent = useQuery({ queryKey: ["agent", id], queryFn: () => vigil.agents.get(id) });
  const stats = useQuery({
    queryKey: ["stats", id, period],
    queryFn: () => vigil.traces.stats({ agentId: id, period }),
  });
  // The stats endpoint answers the period in UTC buckets (every bucket present), so the
  // chart is the whole period, not a sample of recent traces.
  const chart = useMemo(() => {
    const points = stats.data?.series ?? [];
    return {
      x: points.map((p) => Date.parse(p.timestamp) / 1000),
      tokens: [{ label: "Tokens", values: points.map((p) => p.tokens), color: "#388bfd" }],
      // Counts on their own chart: beside thousands of tokens they would draw as a flat line.
      traces: [
        { label: "Traces", values: points.map((p) => p.traces), color: "#3fb950" },
        { label: "Failures", values: points.map((p) => p.failures), color: "#f85149" },
      ],
    };
  }, [stats.data]);

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
      <h2>Over time</h2>
      {s && s.totalTraces > 0 ? (
        <>
          <TimeChart
            label={`Tokens per ${INTERVAL_LABEL[s.interval]} over the last ${period}`}
            x={chart.x}
            series={chart.tokens}
          />
          <TimeChart
            label={`Traces and failures per ${INTERVAL_LABEL[s.interval]} over the last ${period}`}
            x={chart.x}
            series={chart.traces}
          />
        </>
      ) : (
        stats.isSuccess && <p className="muted">No traces in this period for this agent.</p>
      )}
      <h2>Configuration</h2>
      <ScrollText label="Agent configuration">{asText(a.config)}</ScrollText>
    </section>
  );
}
