import type { Span } from "@vigil/sdk";
import { type KeyboardEvent, useMemo, useState } from "react";
import { ms } from "../../format";
import { Link } from "../../router";
import { buildTree, timeWindow, visibleRows } from "./span-tree";

interface Props {
  traceId: string;
  spans: Span[];
  selected: string | null;
}

/** The span tree as rows with bars on one time axis; ← → collapse and expand, ↑ ↓ move. */
export function Waterfall({ traceId, spans, selected }: Props) {
  const roots = useMemo(() => buildTree(spans), [spans]);
  const axis = useMemo(() => timeWindow(spans), [spans]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const rows = visibleRows(roots, collapsed);

  function toggle(id: string, open?: boolean) {
    setCollapsed((now) => {
      const next = new Set(now);
      const close = open === undefined ? !next.has(id) : !open;
      if (close) next.add(id);
      else next.delete(id);
      return next;
    });
  }
  function onKeys(event: KeyboardEvent<HTMLUListElement>) {
    const link = document.activeElement as HTMLElement | null;
    const id = link?.dataset.spanId;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>("[data-span-id]")];
    const at = link ? items.indexOf(link) : -1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next =
        event.key === "ArrowDown" ? Math.min(items.length - 1, at + 1) : Math.max(0, at - 1);
      items[next]?.focus();
    } else if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && id) {
      event.preventDefault();
      toggle(id, event.key === "ArrowRight");
    }
  }

  return (
    <ul className="waterfall" aria-label="Spans" onKeyDown={onKeys}>
      {rows.map(({ span, depth, children }) => {
        const left = ((Date.parse(span.startTime) - axis.start) / axis.length) * 100;
        const width = (span.latencyMs / axis.length) * 100;
        const isOpen = !collapsed.has(span.id);
        return (
          <li key={span.id}>
            <div className="span-row" data-selected={selected === span.id}>
              <div className="span-name" style={{ paddingLeft: depth * 16 }}>
                {children.length > 0 ? (
                  <button
                    type="button"
                    className="toggle"
                    aria-expanded={isOpen}
                    aria-label={`${isOpen ? "Collapse" : "Expand"} ${span.name}`}
                    onClick={() => toggle(span.id)}
                  >
                    {isOpen ? "▾" : "▸"}
                  </button>
                ) : (
                  <span className="toggle-space" />
                )}
                <span className="type">{span.type}</span>
                <Link
                  href={`/traces/${encodeURIComponent(traceId)}?span=${encodeURIComponent(span.id)}`}
                  data-span-id={span.id}
                  className="span-link"
                  aria-current={selected === span.id ? "true" : undefined}
                  title={span.name}
                >
                  {span.name}
                </Link>
                {span.status === "error" && <span className="badge bad">error</span>}
              </div>
              <div
                className="track"
                title={`${ms(span.latencyMs)} from +${ms(Date.parse(span.startTime) - axis.start)}`}
              >
                <span
                  className={`bar${span.status === "error" ? " error" : ""}`}
                  style={{ left: `${left}%`, width: `${Math.max(width, 0.3)}%` }}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
