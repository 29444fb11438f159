import { VigilError } from "./errors";

/** The server's page-numbered pagination block. */
export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  hasMore: boolean;
  /** Lists that also page by cursor (traces) name the next page's seek position; null on the last. */
  nextCursor?: string | null;
}

/** The page envelope's content: `{data: [...], pagination}`. */
export interface PageBody<Item> {
  data: Item[];
  pagination: PageInfo;
}

/**
 * Loads a page by its number (1-based) with the same filters as the first one, seeking by
 * the cursor when the previous page gave one.
 */
export type PageLoader<Item> = (page: number, cursor?: string) => Promise<Page<Item>>;

/**
 * One page of a list, with the way to the next one. Iterating a page with `for await`
 * yields its items and those of every following page.
 * @example
 * let page = await vigil.agents.list({ limit: 50 });
 * while (page.hasNextPage()) page = await page.getNextPage();
 */
export class Page<Item> implements AsyncIterable<Item> {
  readonly data: Item[];
  readonly pagination: PageInfo;
  readonly #load: PageLoader<Item>;

  constructor(body: PageBody<Item>, load: PageLoader<Item>) {
    this.data = body.data;
    this.pagination = body.pagination;
    this.#load = load;
  }

  /** True when the server reported more items after this page. */
  hasNextPage(): boolean {
    return this.pagination.hasMore && this.data.length > 0;
  }

  /** Fetches the page after this one; check `hasNextPage()` first. */
  getNextPage(): Promise<Page<Item>> {
    if (!this.hasNextPage()) {
      return Promise.reject(new VigilError("No next page: check hasNextPage() first"));
    }
    return this.#load(this.pagination.page + 1, this.pagination.nextCursor ?? undefined);
  }

  /** This page and every following one. */
  async *iterPages(): AsyncGenerator<Page<Item>, void, undefined> {
    let page: Page<Item> = this;
    yield page;
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      yield page;
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    for await (const page of this.iterPages()) yield* page.data;
  }
}

/**
 * What `list()` returns: await it for the first page, or iterate it with `for await` for
 * every item across pages. The request starts when it is first awaited or iterated.
 * @example
 * for await (const agent of vigil.agents.list({ limit: 50 })) console.log(agent.name);
 * const first = await vigil.agents.list({ limit: 50 });
 */
export class PagePromise<Item> implements PromiseLike<Page<Item>>, AsyncIterable<Item> {
  readonly #load: () => Promise<Page<Item>>;
  #loaded: Promise<Page<Item>> | undefined;

  constructor(load: () => Promise<Page<Item>>) {
    this.#load = load;
  }

  #page(): Promise<Page<Item>> {
    this.#loaded ??= this.#load();
    return this.#loaded;
  }

  // biome-ignore lint/suspicious/noThenProperty: a PagePromise is awaitable by design.
  then<A = Page<Item>, B = never>(
    onFulfilled?: ((page: Page<Item>) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    return this.#page().then(onFulfilled, onRejected);
  }

  catch<B = never>(
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<Page<Item> | B> {
    return this.#page().catch(onRejected);
  }

  finally(onFinally?: (() => void) | null): Promise<Page<Item>> {
    return this.#page().finally(onFinally);
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Item, void, undefined> {
    yield* await this.#page();
  }
}
