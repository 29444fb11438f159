import type { KeyboardEvent } from "react";

/**
 * Arrow keys (and j/k) move focus between the list's row links; Home/End jump to the ends.
 * Enter on a focused link follows it, as links do.
 */
export function onListKeys(event: KeyboardEvent<HTMLElement>): void {
  const keys = ["ArrowDown", "ArrowUp", "j", "k", "Home", "End"];
  if (!keys.includes(event.key)) return;
  const target = event.target as HTMLElement;
  if (target.matches("input, textarea, select")) return;
  const rows = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-row-link]")];
  if (rows.length === 0) return;
  const at = rows.indexOf(document.activeElement as HTMLElement);
  let next = at;
  if (event.key === "ArrowDown" || event.key === "j") next = Math.min(rows.length - 1, at + 1);
  else if (event.key === "ArrowUp" || event.key === "k") next = Math.max(0, at - 1);
  else if (event.key === "Home") next = 0;
  else if (event.key === "End") next = rows.length - 1;
  event.preventDefault();
  rows[next]?.focus();
}
