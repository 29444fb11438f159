import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiKey } from "@vigil/sdk";
import { type FormEvent, useState } from "react";
import { vigil } from "../../api";
import { CopyBlock } from "../../components/copy-button";
import { Empty, ErrorBox, Loading } from "../../components/states";
import { when } from "../../format";
import { KeyUsage } from "./key-usage";

type Permission = "read" | "write" | "delete";
const PERMISSIONS: Permission[] = ["read", "write", "delete"];

/** The full key, shown once after create or rotate; it cannot be read again. */
function SecretOnce({
  title,
  secret,
  onDone,
}: {
  title: string;
  secret: string;
  onDone: () => void;
}) {
  return (
    <div className="notice" role="status">
      <strong>{title}</strong>
      <p>Copy it now: Vigil stores only a hash and will not show it again.</p>
      <CopyBlock label="API key" text={secret} />
      <button type="button" className="secondary" onClick={onDone}>
        I have copied it
      </button>
    </div>
  );
}

export default function ApiKeysPage() {
  const client = useQueryClient();
  const keys = useQuery({
    queryKey: ["api-keys"],
    queryFn: async () => (await vigil.apiKeys.list({ limit: 100 })).data,
  });
  const [secret, setSecret] = useState<{ title: string; key: string } | null>(null);
  const [usageOf, setUsageOf] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ["api-keys"] });

  const create = useMutation({
    mutationFn: (body: { name: string; permissions: Permission[]; expiresIn?: string }) =>
      vigil.apiKeys.create(body),
    onSuccess: (key) => {
      setSecret({ title: `Key "${key.name}" created`, key: key.key });
      refresh();
    },
  });
  const rotate = useMutation({
    mutationFn: (key: ApiKey) => vigil.apiKeys.rotate(key.id),
    onSuccess: (key) => {
      setSecret({
        title: `Key "${key.name}" rotated: the old value no longer works`,
        key: key.key,
      });
      refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => vigil.apiKeys.delete(key.id),
    onSuccess: refresh,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const permissions = PERMISSIONS.filter((p) => form.get(p) === "on");
    const expiresIn = String(form.get("expiresIn") ?? "");
    create.mutate({
      name: String(form.get("name") || "API key"),
      permissions,
      ...(expiresIn ? { expiresIn } : {}),
    });
  }

  return (
    <section>
      <h1>API keys</h1>
      {secret && (
        <SecretOnce title={secret.title} secret={secret.key} onDone={() => setSecret(null)} />
      )}
      <form className="filters" onSubmit={submit} aria-label="Create a key">
        <label>
          Name
          <input name="name" placeholder="e.g. production agent" required maxLength={100} />
        </label>
        <fieldset className="toolbar" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="muted">Permissions</legend>
          {PERMISSIONS.map((p) => (
            <label key={p} className="inline">
              <input type="checkbox" name={p} defaultChecked={p !== "delete"} />
              {p}
            </label>
          ))}
        </fieldset>
        <label>
          Expires in
          <select name="expiresIn" defaultValue="">
            <option value="">never</option>
            <option value="7d">7 days</option>
            <option value="30d">30 days</option>
            <option value="90d">90 days</option>
          </select>
        </label>
        <button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create key"}
        </button>
      </form>
      {create.isError && <ErrorBox error={create.error} />}
      {rotate.isError && <ErrorBox error={rotate.error} />}
      {revoke.isError && <ErrorBox error={revoke.error} />}
      {keys.isPending && <Loading label="Loading keys…" />}
      {keys.isError && <ErrorBox error={keys.error} />}
      {keys.data?.length === 0 && (
        <Empty title="No API keys yet">
          <p>
            Create one above; agents send it as <code>Authorization: Bearer vgl_…</code>.
          </p>
        </Empty>
      )}
      {keys.data && keys.data.length > 0 && (
        <table aria-label="API keys">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Prefix</th>
              <th scope="col">Permissions</th>
              <th scope="col">Last used</th>
              <th scope="col">Expires</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td>
                  {key.name}
                  <div className="muted">
                    {key.role} · {key.tier}
                    {key.agentId ? ` · agent ${key.agentId}` : ""}
                  </div>
                </td>
                <td>
                  <code>{key.keyPrefix}…</code>
                </td>
                <td>{key.permissions.join(", ")}</td>
                <td>{when(key.lastUsedAt)}</td>
                <td>{key.expiresAt ? when(key.expiresAt) : "never"}</td>
                <td className="toolbar">
                  <button
                    type="button"
                    className="secondary small"
                    onClick={() => setUsageOf(usageOf === key.id ? null : key.id)}
                  >
                    Usage
                  </button>
                  <button
                    type="button"
                    className="secondary small"
                    disabled={rotate.isPending}
                    onClick={() =>
                      window.confirm(`Rotate "${key.name}"? The current value stops working.`) &&
                      rotate.mutate(key)
                    }
                  >
                    Rotate
                  </button>
                  <button
                    type="button"
                    className="danger small"
                    disabled={revoke.isPending}
                    aria-label={`Revoke ${key.name}`}
                    onClick={() =>
                      window.confirm(`Revoke "${key.name}"? Requests with it will be refused.`) &&
                      revoke.mutate(key)
                    }
                  >
                    Revoke
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {usageOf && <KeyUsage id={usageOf} />}
    </section>
  );
}
