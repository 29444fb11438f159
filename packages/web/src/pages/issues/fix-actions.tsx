import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { useState } from "react";
import { vigil } from "../../api";
import { ErrorBox } from "../../components/states";
import type { FixDetail } from "../../schemas";
import { canApply, FIX_PATCH_MOVES, type FixStatus, statusLabel } from "./states";

/**
 * Apply and roll back (admins only, each after a confirmation), and the status moves PATCH
 * allows. Apply and rollback answer the written change; the page shows where it went.
 */
export function FixActions({ fix, isAdmin }: { fix: FixDetail; isAdmin: boolean }) {
  const client = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [to, setTo] = useState<FixStatus | "">("");
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ["fix", fix.id] });
    if (fix.issueId) void client.invalidateQueries({ queryKey: ["issue", fix.issueId] });
  };
  const apply = useMutation({
    mutationFn: () => vigil.fixes.apply(fix.id),
    onSuccess: (a) => {
      setDone(
        `Applied: ${a.target.replace(/_/g, " ")} ${a.targetId} changed; the previous version is kept for a rollback.`,
      );
      refresh();
    },
  });
  const rollback = useMutation({
    mutationFn: () => vigil.fixes.rollback(fix.id),
    onSuccess: (a) => {
      setDone(
        `Rolled back: ${a.target.replace(/_/g, " ")} ${a.targetId} restored to its previous version.`,
      );
      refresh();
    },
  });
  const move = useMutation({
    mutationFn: (status: FixStatus) => vigil.fixes.update(fix.id, { status }),
    onSuccess: (updated) => {
      client.setQueryData(["fix", fix.id], updated);
      if (fix.issueId) void client.invalidateQueries({ queryKey: ["issue", fix.issueId] });
      setTo("");
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (to) move.mutate(to);
  }
  const moves = FIX_PATCH_MOVES[fix.status];
  const busy = apply.isPending || rollback.isPending;
  return (
    <>
      {done && (
        <div className="notice" role="status">
          {done}
        </div>
      )}
      <div className="toolbar">
        {isAdmin && canApply(fix.status) && (
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              window.confirm(
                "Apply this fix? It changes the agent's live configuration; you can roll it back.",
              ) && apply.mutate()
            }
          >
            {apply.isPending ? "Applying…" : "Apply fix"}
          </button>
        )}
        {isAdmin && fix.status === "applied" && (
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() =>
              window.confirm("Roll this fix back? The version it replaced is restored.") &&
              rollback.mutate()
            }
          >
            {rollback.isPending ? "Rolling back…" : "Roll back"}
          </button>
        )}
        {!isAdmin && (canApply(fix.status) || fix.status === "applied") && (
          <p className="muted">An admin can apply or roll back this fix.</p>
        )}
      </div>
      {apply.isError && <ErrorBox error={apply.error} />}
      {rollback.isError && <ErrorBox error={rollback.error} />}
      {moves.length > 0 && (
        <form className="filters" aria-label="Change status" onSubmit={submit}>
          <label>
            Move to
            <select value={to} onChange={(e) => setTo(e.target.value as FixStatus | "")}>
              <option value="">Choose a status…</option>
              {moves.map((status) => (
                <option key={status} value={status}>
                  {statusLabel(status)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="secondary" disabled={!to || move.isPending}>
            Change status
          </button>
          {move.isError && <ErrorBox error={move.error} />}
        </form>
      )}
    </>
  );
}
