/** Plain-text tables for the bench output: left-aligned labels, right-aligned figures. */

export const fmt = (x: number, digits = 3): string =>
  Number.isFinite(x) ? x.toFixed(digits) : "—";
export const pct = (x: number, digits = 1): string =>
  Number.isFinite(x) ? `${(x * 100).toFixed(digits)}%` : "—";

/** Renders rows under a header; columns after the first are right-aligned. */
export function table(head: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((w) => "-".repeat(w)).join("  ");
  return [line(head), rule, ...rows.map(line)].join("\n");
}

export function heading(title: string): string {
  return `\n== ${title} ${"=".repeat(Math.max(0, 96 - title.length))}`;
}
