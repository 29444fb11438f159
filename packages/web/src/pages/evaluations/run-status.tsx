import type { EvalRun } from "../../schemas";

export const RUN_STATUSES: readonly EvalRun["status"][] = [
  "pending",
  "running",
  "completed",
  "failed",
  "cancelled",
];

export function isLive(run: Pick<EvalRun, "status">): boolean {
  return run.status === "pending" || run.status === "running";
}

export function runTone(status: EvalRun["status"]): "ok" | "bad" | "warn" | "neutral" {
  if (status === "completed") return "ok";
  if (status === "failed") return "bad";
  if (status === "cancelled") return "neutral";
  return "warn";
}

/** A run's progress as a bar and its count, named for assistive technology. */
export function RunProgress({ run }: { run: Pick<EvalRun, "name" | "progress"> }) {
  const { completed, total } = run.progress;
  return (
    <span className="progress">
      <progress value={completed} max={Math.max(total, 1)} aria-label={`Progress of ${run.name}`} />{" "}
      {completed} / {total}
    </span>
  );
}
