import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { vigil } from "../../api";
import { ErrorBox } from "../../components/states";
import { navigate } from "../../router";
import type { FixDetail } from "../../schemas";

type Mode = "side_by_side" | "automated";

/**
 * Starts a shadow test of the fix over its issue's traces (the failures it should fix); the
 * server replays them as a job, and the page it opens follows the job.
 */
export function StartShadowTest({ fix }: { fix: FixDetail }) {
  const client = useQueryClient();
  const [mode, setMode] = useState<Mode>("side_by_side");
  const issue = useQuery({
    queryKey: ["issue", fix.issueId],
    queryFn: () => vigil.issues.get(fix.issueId!),
    enabled: fix.issueId !== null,
  });
  const traceIds = issue.data?.traceIds ?? [];
  const start = useMutation({
    mutationFn: () =>
      vigil.shadowTests.create({ fixId: fix.id, traceIds, config: { comparisonMode: mode } }),
    onSuccess: (test) => {
      // Back on the fix, its list of tests (and a status the server may have moved) is fresh.
      void client.invalidateQueries({ queryKey: ["fix", fix.id] });
      navigate(`/shadow-tests/${encodeURIComponent(test.id)}`);
    },
  });
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start.mutate();
  }
  if (fix.issueId === null) {
    return <p className="muted">This fix has no issue, so no traces to replay it on.</p>;
  }
  return (
    <form className="filters" aria-label="Start a shadow test" onSubmit={submit}>
      <label>
        Comparison
        <select value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
          <option value="side_by_side">Side by side (scores and a pairwise judge)</option>
          <option value="automated">Automated (scores only)</option>
        </select>
      </label>
      <button type="submit" disabled={start.isPending || traceIds.length === 0}>
        {start.isPending
          ? "Starting…"
          : `Start a shadow test on ${traceIds.length} trace${traceIds.length === 1 ? "" : "s"}`}
      </button>
      {issue.isSuccess && traceIds.length === 0 && (
        <span className="muted">The issue has no linked traces to replay.</span>
      )}
      {issue.isError && <ErrorBox error={issue.error} />}
      {start.isError && <ErrorBox error={start.error} />}
    </form>
  );
}
