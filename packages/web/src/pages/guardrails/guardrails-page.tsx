import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { vigil } from "../../api";
import { Cards } from "../../components/cards";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { count, ms, when } from "../../format";
import { Playground } from "./playground";

const PERIODS = ["24h", "7d", "30d"] as const;

export default function GuardrailsPage() {
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>("7d");
  const analytics = useQuery({
    queryKey: ["guardrail-analytics", period],
    queryFn: () => vigil.guardrailAnalytics.get({ period }),
  });
  const policies = useQuery({
    queryKey: ["guardrail-policies"],
    queryFn: () => vigil.guardrailPolicies.list(),
  });
  const a = analytics.data;
  return (
    <section>
      <h1>Guardrails</h1>
      <Playground />
      <h2>Analytics</h2>
      <label className="inline">
        Period
        <select
          value={period}
          onChange={(e) => setPeriod(e.target.value as (typeof PERIODS)[number])}
        >
          {PERIODS.map((p) => (
            <option key={p}>{p}</option>
          ))}
        </select>
      </label>
      {analytics.isPending && <Loading label="Loading analytics…" />}
      {analytics.isError && <ErrorBox error={analytics.error} />}
      {a && (
        <>
          <Cards
            label="Scan totals"
            items={[
              ["Scans", count(a.totalScans)],
              ["Passed", count(a.byAction.pass)],
              ["Redacted", count(a.byAction.redact)],
              ["Flagged", count(a.byAction.flag)],
              ["Blocked", count(a.byAction.block)],
              ["Avg latency", ms(a.avgLatencyMs)],
            ]}
          />
          {a.totalScans === 0 ? (
            <p className="muted">
              No scans in this period. Scan text above, or call{" "}
              <code>POST /v1/guardrails/scan</code> from your agent.
            </p>
          ) : (
            <div className="two">
              <table aria-label="Scans by scanner">
                <thead>
                  <tr>
                    <th scope="col">Scanner</th>
                    <th scope="col" className="num">
                      Scans
                    </th>
                    <th scope="col" className="num">
                      Findings
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {Object.entries(a.byScanner).map(([name, s]) => (
                    <tr key={name}>
                      <td>{name}</td>
                      <td className="num">{count(s.scans)}</td>
                      <td className="num">{count(s.findings)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <table aria-label="Top findings">
                <thead>
                  <tr>
                    <th scope="col">Finding</th>
                    <th scope="col" className="num">
                      Count
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {a.topFindings.map((f) => (
                    <tr key={f.type}>
                      <td>{f.type}</td>
                      <td className="num">{count(f.count)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <h2>Policies</h2>
      {policies.isPending && <Loading label="Loading policies…" />}
      {policies.isError && <ErrorBox error={policies.error} />}
      {policies.data?.length === 0 && (
        <Empty title="No policies yet">
          <p>
            A policy names the scanners a scan runs and their settings; create one with{" "}
            <code>POST /api/guardrail-policies</code> and mark it default to apply it to every scan
            that names none.
          </p>
        </Empty>
      )}
      {policies.data && policies.data.length > 0 && (
        <table aria-label="Policies">
          <thead>
            <tr>
              <th scope="col">Policy</th>
              <th scope="col">Scanners</th>
              <th scope="col">State</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {policies.data.map((p) => (
              <tr key={p.id}>
                <td>
                  {p.name}
                  {p.description && <div className="muted">{p.description}</div>}
                </td>
                <td>{p.scanners.map((s) => s.scanner).join(", ")}</td>
                <td>
                  {p.isDefault && <span className="badge ok">default</span>}{" "}
                  <span className={`badge ${p.active ? "neutral" : "warn"}`}>
                    {p.active ? "active" : "inactive"}
                  </span>
                </td>
                <td>{when(p.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
