import type { ChildServer, Worker } from "./children";
import type { GroupCounts, GroupStats, ReceiverQuery } from "./receiver-child";

/** The webhook bench's handles: the receiver process, and webhooks created through the API. */

/** The receiver child's questions, one at a time (a worker answers its messages in order). */
export class Receiver {
  #last: Promise<unknown> = Promise.resolve();

  constructor(private readonly worker: Worker<ReceiverQuery, unknown>) {}

  #ask<T>(query: ReceiverQuery): Promise<T> {
    const next = this.#last.then(() => this.worker.run(query) as Promise<T>);
    this.#last = next.catch(() => {});
    return next;
  }

  url(): Promise<string> {
    return this.#ask({ op: "url" });
  }

  /** Distinct deliveries received so far in `group` (0 before the first). */
  async deliveries(group: string): Promise<number> {
    const counts = await this.#ask<Record<string, GroupCounts>>({ op: "counts" });
    return counts[group]?.deliveries ?? 0;
  }

  stats(group: string): Promise<GroupStats> {
    return this.#ask({ op: "stats", group });
  }
}

/**
 * Creates `count` webhooks subscribed to failure.detected through the public API, each at
 * `${baseUrl}/${i}`; answers their ids.
 */
export async function createWebhooks(
  server: ChildServer,
  key: string,
  baseUrl: string,
  count: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${server.url}/api/v1/explainer/webhooks`, {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({
        name: `bench ${i}`,
        url: `${baseUrl}/${i}`,
        events: ["failure.detected"],
      }),
    });
    const body = (await res.json()) as { data?: { id?: string } };
    if (res.status !== 201 || !body.data?.id) {
      throw new Error(`creating a webhook answered ${res.status}: ${JSON.stringify(body)}`);
    }
    ids.push(body.data.id);
  }
  return ids;
}

export interface WaitOptions {
  timeoutSeconds: number;
  /** Give up sooner when no new delivery arrives for this long. */
  stallSeconds: number;
  /** Called about once a second with the deliveries so far. */
  progress?: (deliveries: number) => void;
}

export interface WaitResult {
  deliveries: number;
  outcome: "complete" | "timed out" | "stalled";
}

/**
 * Polls the receiver every 200 ms until `group` has `expected` deliveries, `timeoutSeconds`
 * pass, or none arrives for `stallSeconds`.
 */
export async function waitForDeliveries(
  receiver: Receiver,
  group: string,
  expected: number,
  options: WaitOptions,
): Promise<WaitResult> {
  const started = performance.now();
  let lastProgress = started;
  let lastChange = started;
  let seen = -1;
  for (;;) {
    const deliveries = await receiver.deliveries(group);
    const now = performance.now();
    if (deliveries !== seen) {
      seen = deliveries;
      lastChange = now;
    }
    if (deliveries >= expected) return { deliveries, outcome: "complete" };
    if (now - started >= options.timeoutSeconds * 1000) return { deliveries, outcome: "timed out" };
    if (now - lastChange >= options.stallSeconds * 1000) return { deliveries, outcome: "stalled" };
    if (options.progress && now - lastProgress >= 1000) {
      lastProgress = now;
      options.progress(deliveries);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
