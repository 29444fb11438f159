import { describe, expect, it } from "vitest";
import { Page, PagePromise } from "./pagination";

/** A fake list of `total` numbers served `limit` at a time; counts the loads. */
function numbers(total: number, limit: number) {
  const loads: number[] = [];
  const load = async (page: number): Promise<Page<number>> => {
    loads.push(page);
    const start = (page - 1) * limit;
    const data = Array.from(
      { length: Math.max(0, Math.min(limit, total - start)) },
      (_, i) => start + i,
    );
    return new Page(
      { data, pagination: { page, limit, total, hasMore: page * limit < total } },
      load,
    );
  };
  return { loads, list: () => new PagePromise(() => load(1)) };
}

describe("PagePromise", () => {
  it("resolves to the first page when awaited", async () => {
    const page = await numbers(5, 2).list();
    expect(page.data).toEqual([0, 1]);
    expect(page.pagination).toEqual({ page: 1, limit: 2, total: 5, hasMore: true });
    expect(page.hasNextPage()).toBe(true);
  });

  it("iterates every item across pages", async () => {
    const { list, loads } = numbers(5, 2);
    const seen: number[] = [];
    for await (const n of list()) seen.push(n);
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(loads).toEqual([1, 2, 3]);
  });

  it("sends no request until awaited or iterated", async () => {
    const { list, loads } = numbers(5, 2);
    const pending = list();
    expect(loads).toEqual([]);
    await pending;
    await pending;
    expect(loads).toEqual([1]);
  });

  it("passes a failed load to catch", async () => {
    const failing = new PagePromise<number>(() => Promise.reject(new Error("down")));
    await expect(failing.catch((e: unknown) => (e as Error).message)).resolves.toBe("down");
  });
});

describe("Page", () => {
  it("fetches the next page and reports the last one", async () => {
    const first = await numbers(3, 2).list();
    const second = await first.getNextPage();
    expect(second.data).toEqual([2]);
    expect(second.hasNextPage()).toBe(false);
    await expect(second.getNextPage()).rejects.toThrow("No next page");
  });

  it("iterates pages from itself onward", async () => {
    const first = await numbers(5, 2).list();
    const sizes: number[] = [];
    for await (const page of first.iterPages()) sizes.push(page.data.length);
    expect(sizes).toEqual([2, 2, 1]);
  });

  it("stops on an empty page even when the server says there is more", async () => {
    const page = new Page<number>(
      { data: [], pagination: { page: 3, limit: 2, total: 9, hasMore: true } },
      () => Promise.reject(new Error("must not load")),
    );
    expect(page.hasNextPage()).toBe(false);
    const seen: number[] = [];
    for await (const n of page) seen.push(n);
    expect(seen).toEqual([]);
  });
});
