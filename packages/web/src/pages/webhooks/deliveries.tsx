import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Webhook } from "@vigil/sdk";
import { vigil } from "../../api";
import { Cards } from "../../components/cards";
import { ErrorBox, Loading } from "../../components/states";
import { count, ms, percent, when } from "../../format";

const STATUS_BADGE = {
  delivered: "ok",
  pending: "neutral",
  failed: "warn",
  dead_letter: "bad",
} as const;

export function circuitOpen(webhook: Webhook, now = Date.now()): boolean {
  return webhook.circuitBreakerUntil !== null && Date.parse(webhook.circuitBreakerUntil) > now;
}

/** One endpoint: its circuit, metrics and delivery log, with replay of failed deliveries. */
export function Deliveries({ webhook }: { webhook: Webhook }) {
  const client = useQueryClient();
  const metrics = useQuery({
    queryKey: ["webhook-metrics", webhook.id],
    queryFn: () => vigil.webhooks.metrics(webhook.id),
  });
  const log = useQuery({
    queryKey: ["webhook-deliveries", webhook.id],
    queryFn: () => vigil.webhooks.deliveries(webhook.id, { limit: 50 }),
  });
  const refresh = () => {
    client.invalidateQueries({ queryKey: ["webhook-deliveries", webhook.id] });
    client.invalidateQueries({ queryKey: ["webhook-metrics", webhook.id] });
    client.invalidateQueries({ queryKey: ["webhooks"] });
  };
  const replay = useMutation({
    mutationFn: (deliveryId: string) => vigil.webhooks.replay(webhook.id, deliveryId),
    onSuccess: refresh,
  });
  const test = useMutation({
    mutationFn: () => vigil.webhooks.test(webhook.id),
    onSuccess: refresh,
  });
  const reset = useMutation({
    mutationFn: () => vigil.webhooks.resetCircuitBreaker(webhook.id),
    onSuccess: refresh,
  });
  const m = metrics.data;
  return (
    <section aria-label={`Deliveries of ${webhook.name}`}>
      <h2>{webhook.name}</h2>
      <div className="toolbar">
        <span className={`badge ${circuitOpen(webhook) ? "bad" : "ok"}`}>
          circuit{" "}
          {circuitOpen(webhook) ? `open until ${when(webhook.circuitBreakerUntil)}` : "closed"}
        </span>
        <span className="muted">{webhook.consecutiveFailures} consecutive failures</span>
        <button
          type="button"
          className="secondary small"
          onClick={() => test.mutate()}
          disabled={test.isPending}
        >
          Send a test event
        </button>
        {circuitOpen(webhook) && (
          <button
            type="button"
            className="secondary small"
            onClick={() => reset.mutate()}
            disabled={reset.isPending}
          >
            Close the circuit
          </button>
        )}
      </div>
      {test.isError && <ErrorBox error={test.error} />}
      {reset.isError && <ErrorBox error={reset.error} />}
      {replay.isError && <ErrorBox error={replay.error} />}
      {replay.isSuccess && <p role="status">Replayed as delivery {replay.data.newDeliveryId}.</p>}
      {metrics.isError && <ErrorBox error={metrics.error} />}
      {m && (
        <Cards
          label="Delivery metrics"
          items={[
            ["Deliveries", count(m.allTime.total)],
            ["Success rate", percent(m.allTime.successRate)],
            ["Last 24 h", count(m.last24h.total)],
            ["Dead letters", count(m.allTime.deadLetter)],
            ["Avg response", ms(m.allTime.avgResponseTimeMs)],
          ]}
        />
      )}
      <h3>Delivery log</h3>
      {log.isPending && <Loading label="Loading deliveries…" />}
      {log.isError && <ErrorBox error={log.error} />}
      {log.data?.deliveries.length === 0 && (
        <p className="muted">No deliveries yet: send a test event.</p>
      )}
      {log.data && log.data.deliveries.length > 0 && (
        <table aria-label="Delivery log">
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Attempts
              </th>
              <th scope="col">Response</th>
              <th scope="col">Time</th>
              <th scope="col">Replay</th>
            </tr>
          </thead>
          <tbody>
            {log.data.deliveries.map((d) => (
              <tr key={d.id}>
                <td>
                  {d.eventType}
                  <div className="muted">
                    <code>{d.eventId}</code>
                  </div>
                </td>
                <td>
                  <span className={`badge ${STATUS_BADGE[d.status]}`}>{d.status}</span>
                </td>
                <td className="num">{d.attempts}</td>
                <td>
                  {d.lastStatusCode ?? "—"}{" "}
                  {d.lastError && <span className="muted">{d.lastError}</span>}
                  {d.responseTimeMs !== null && <div className="muted">{ms(d.responseTimeMs)}</div>}
                </td>
                <td>{when(d.createdAt)}</td>
                <td>
                  {(d.status === "failed" || d.status === "dead_letter") && (
                    <button
                      type="button"
                      className="secondary small"
                      onClick={() => replay.mutate(d.id)}
                      disabled={replay.isPending}
                    >
                      Replay
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
