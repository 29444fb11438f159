import type { Span } from "@vigil/sdk";
import { describe, expect, it } from "vitest";
import { buildTree, timeWindow, visibleRows } from "./span-tree";

function span(id: string, parentSpanId: string | null, startMs: number, latencyMs: number): Span {
  return {
    id,
    traceId: "tr_x",
    parentSpanId,
    children: [],
    name: id,
    type: "other",
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(startMs + latencyMs).toISOString(),
    latencyMs,
    status: "ok",
    statusMessage: null,
    model: null,
    tokens: { input: null, output: null, total: null },
    query: null,
    documents: null,
    metadata: {},
  };
}

describe("the span tree", () => {
  const spans = [
    span("c2", "root", 300, 50),
    span("root", null, 0, 1000),
    span("c1", "root", 100, 50),
    span("g", "c1", 120, 10),
  ];

  it("nests children under their parents, each level by start time, with depths", () => {
    const roots = buildTree(spans);
    expect(roots.map((n) => n.span.id)).toEqual(["root"]);
    expect(roots[0]!.children.map((n) => n.span.id)).toEqual(["c1", "c2"]);
    expect(visibleRows(roots, new Set()).map((n) => [n.span.id, n.depth])).toEqual([
      ["root", 0],
      ["c1", 1],
      ["g", 2],
      ["c2", 1],
    ]);
  });

  it("hides the descendants of a collapsed span only", () => {
    const rows = visibleRows(buildTree(spans), new Set(["c1"]));
    expect(rows.map((n) => n.span.id)).toEqual(["root", "c1", "c2"]);
  });

  it("shows a span whose parent has not arrived as a root instead of dropping it", () => {
    const roots = buildTree([span("orphan", "missing", 5, 1), span("root", null, 0, 10)]);
    expect(roots.map((n) => n.span.id)).toEqual(["root", "orphan"]);
  });

  it("spans the window from the first start to the last end", () => {
    expect(timeWindow(spans)).toEqual({ start: 0, length: 1000 });
    expect(timeWindow([])).toEqual({ start: 0, length: 1 });
  });
});
