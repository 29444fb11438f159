import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { WebhookCreateParams } from "@vigil/sdk";
import { type FormEvent, useState } from "react";
import { vigil } from "../../api";
import { CopyBlock } from "../../components/copy-button";
import { onListKeys } from "../../components/list-keys";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { when } from "../../format";
import { circuitOpen, Deliveries } from "./deliveries";
import { Notifications } from "./notifications";

type EventName = WebhookCreateParams["events"][number];
const EVENTS: EventName[] = [
  "failure.detected",
  "trace.analyzed",
  "threshold.exceeded",
  "run.completed",
  "run.failed",
  "case.created",
];

export default function WebhooksPage() {
  const client = useQueryClient();
  const webhooks = useQuery({ queryKey: ["webhooks"], queryFn: () => vigil.webhooks.list() });
  const [openId, setOpenId] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: (body: WebhookCreateParams) => vigil.webhooks.create(body),
    onSuccess: (created) => {
      setSecret(created.secret);
      setOpenId(created.id);
      client.invalidateQueries({ queryKey: ["webhooks"] });
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const events = EVENTS.filter((name) => form.get(name) === "on");
    create.mutate({ name: String(form.get("name")), url: String(form.get("url")), events });
  }
  const open = webhooks.data?.find((w) => w.id === openId) ?? null;
  return (
    <section>
      <h1>Webhooks &amp; notifications</h1>
      <h2>Webhook endpoints</h2>
      {secret && (
        <div className="notice" role="status">
          <strong>Signing secret</strong>
          <p>Shown only now: verify deliveries' signatures with it.</p>
          <CopyBlock label="Signing secret" text={secret} />
          <button type="button" className="secondary" onClick={() => setSecret(null)}>
            I have copied it
          </button>
        </div>
      )}
      <form className="filters" onSubmit={submit} aria-label="Add an endpoint">
        <label>
          Name
          <input name="name" required maxLength={100} placeholder="e.g. on-call" />
        </label>
        <label>
          URL
          <input
            name="url"
            type="url"
            required
            placeholder="https://example.com/hooks/vigil"
            size={34}
          />
        </label>
        <fieldset className="toolbar" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="muted">Events</legend>
          {EVENTS.map((name) => (
            <label key={name} className="inline">
              <input type="checkbox" name={name} defaultChecked={name === "failure.detected"} />
              {name}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={create.isPending}>
          Add endpoint
        </button>
      </form>
      {create.isError && <ErrorBox error={create.error} />}
      {webhooks.isPending && <Loading label="Loading webhooks…" />}
      {webhooks.isError && <ErrorBox error={webhooks.error} />}
      {webhooks.data?.length === 0 && (
        <Empty title="No webhook endpoints">
          <p>
            Add one above to receive events such as <code>failure.detected</code>, signed with your
            secret.
          </p>
        </Empty>
      )}
      {webhooks.data && webhooks.data.length > 0 && (
        <table aria-label="Webhook endpoints" onKeyDown={onListKeys}>
          <thead>
            <tr>
              <th scope="col">Endpoint</th>
              <th scope="col">Events</th>
              <th scope="col">Circuit</th>
              <th scope="col">Last event</th>
            </tr>
          </thead>
          <tbody>
            {webhooks.data.map((w) => (
              <tr key={w.id}>
                <td>
                  <button
                    type="button"
                    className="secondary small"
                    data-row-link=""
                    aria-pressed={openId === w.id}
                    onClick={() => setOpenId(openId === w.id ? null : w.id)}
                  >
                    {w.name}
                  </button>
                  <div className="muted">{w.url}</div>
                </td>
                <td>{w.events.join(", ")}</td>
                <td>
                  <span className={`badge ${circuitOpen(w) ? "bad" : "ok"}`}>
                    {circuitOpen(w) ? "open" : "closed"}
                  </span>{" "}
                  {!w.isActive && <span className="badge neutral">inactive</span>}
                </td>
                <td>{when(w.lastTriggeredAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && <Deliveries webhook={open} />}
      <Notifications />
    </section>
  );
}
