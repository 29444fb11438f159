import type { Span } from "@vigil/sdk";

export interface SpanNode {
  span: Span;
  depth: number;
  children: SpanNode[];
}

/**
 * Spans as a forest ordered by start time. A span whose parent is not in the trace (a batch
 * not yet received) becomes a root, so nothing is hidden.
 */
export function buildTree(spans: Span[]): SpanNode[] {
  const byId = new Map<string, SpanNode>();
  const sorted = [...spans].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
  for (const span of sorted) byId.set(span.id, { span, depth: 0, children: [] });
  const roots: SpanNode[] = [];
  for (const node of byId.values()) {
    const parent = node.span.parentSpanId ? byId.get(node.span.parentSpanId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const setDepth = (node: SpanNode, depth: number) => {
    node.depth = depth;
    for (const child of node.children) setDepth(child, depth + 1);
  };
  for (const root of roots) setDepth(root, 0);
  return roots;
}

/** The nodes shown, depth first, skipping the children of collapsed spans. */
export function visibleRows(roots: SpanNode[], collapsed: ReadonlySet<string>): SpanNode[] {
  const rows: SpanNode[] = [];
  const walk = (node: SpanNode) => {
    rows.push(node);
    if (!collapsed.has(node.span.id)) node.children.forEach(walk);
  };
  roots.forEach(walk);
  return rows;
}

/** The time window the waterfall spans: the earliest start to the latest end. */
export function timeWindow(spans: Span[]): { start: number; length: number } {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const span of spans) {
    start = Math.min(start, Date.parse(span.startTime));
    end = Math.max(end, Date.parse(span.endTime));
  }
  if (!Number.isFinite(start)) return { start: 0, length: 1 };
  return { start, length: Math.max(1, end - start) };
}
