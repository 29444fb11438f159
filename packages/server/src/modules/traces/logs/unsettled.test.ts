import { describe, expect, it } from "vitest";
import { MAX_UNSETTLED_IDS, settledByRow, unsettledSpanIds } from "./unsettled";

const own = (id: string) => ({ id, input: '"q"', output: '"a"', metadata: "{}" });
const bare = (id: string) => ({ id, input: null, output: '"a"', metadata: "{}" });

describe("a trace's list of unsettled spans", () => {
  it("lists the spans without their own input and output or with a merge's mark, once each", () => {
    const marked = { ...own("m"), metadata: JSON.stringify({ fromLogs: ["input"] }) };
    const empty = { ...own("e"), output: '""' };
    expect(JSON.parse(unsettledSpanIds([own("a"), bare("b"), marked, empty, bare("b")])!)).toEqual([
      "b",
      "m",
      "e",
    ]);
    expect(unsettledSpanIds([own("a")])).toBe("[]");
  });

  it("keeps no list past its limit", () => {
    const many = Array.from({ length: MAX_UNSETTLED_IDS + 1 }, (_, i) => bare(`s${i}`));
    expect(unsettledSpanIds(many.slice(0, MAX_UNSETTLED_IDS))).not.toBeNull();
    expect(unsettledSpanIds(many)).toBeNull();
  });

  it("calls a span settled only when the row keeps a list without it", () => {
    const parsed = new Map<string, ReadonlySet<string> | null>();
    const row = { id: "tr_1", unsettled_span_ids: '["b"]' };
    expect(settledByRow(row, "a", parsed)).toBe(true);
    expect(settledByRow(row, "b", parsed)).toBe(false);
    expect(settledByRow({ id: "tr_2", unsettled_span_ids: null }, "a", parsed)).toBe(false);
  });
});
