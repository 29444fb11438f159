import { describe, expect, it } from "vitest";
import { OffsetQuery, offsetOf, offsetPaged, PageQuery, paged, sortQuery } from "./paging";

describe("page-numbered lists", () => {
  it("default to page 1 of 20 and refuse a limit over 100", () => {
    expect(PageQuery.parse({})).toEqual({ page: 1, limit: 20 });
    expect(PageQuery.parse({ page: "3", limit: "50" })).toEqual({ page: 3, limit: 50 });
    expect(PageQuery.safeParse({ limit: "101" }).success).toBe(false);
    expect(PageQuery.safeParse({ page: "0" }).success).toBe(false);
  });

  it("turn a page into an offset and report hasMore", () => {
    expect(offsetOf({ page: 3, limit: 20 })).toBe(40);
    expect(paged([1, 2], 42, { page: 2, limit: 20 }).pagination).toEqual({
      page: 2,
      limit: 20,
      total: 42,
      hasMore: true,
    });
    expect(paged([1, 2], 42, { page: 3, limit: 20 }).pagination.hasMore).toBe(false);
  });
});

describe("offset lists", () => {
  it("default to offset 0, limit 20, and refuse a negative offset or a limit over 100", () => {
    expect(OffsetQuery.parse({})).toEqual({ limit: 20, offset: 0 });
    expect(OffsetQuery.safeParse({ offset: "-1" }).success).toBe(false);
    expect(OffsetQuery.safeParse({ limit: "101" }).success).toBe(false);
  });

  it("report limit, offset, total and hasMore", () => {
    expect(offsetPaged(["a", "b"], 5, { limit: 2, offset: 2 })).toEqual({
      success: true,
      data: ["a", "b"],
      pagination: { limit: 2, offset: 2, total: 5, hasMore: true },
    });
    expect(offsetPaged(["e"], 5, { limit: 2, offset: 4 }).pagination.hasMore).toBe(false);
  });
});

describe("sortQuery", () => {
  it("defaults to the given field, descending, and refuses other fields and orders", () => {
    const schema = sortQuery(["createdAt", "name"], "createdAt");
    expect(schema.parse({})).toEqual({ sortBy: "createdAt", sortOrder: "desc" });
    expect(schema.parse({ sortBy: "name", sortOrder: "asc" })).toEqual({
      sortBy: "name",
      sortOrder: "asc",
    });
    expect(schema.safeParse({ sortBy: "colour" }).success).toBe(false);
    expect(schema.safeParse({ sortOrder: "up" }).success).toBe(false);
  });
});
