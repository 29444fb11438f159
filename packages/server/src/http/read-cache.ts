import type { Step } from "./step";

const MAX_BODY_BYTES = 512 * 1024;

/**
 * Serves a GET again from memory while none of `tables` has changed since it was answered.
 * Keyed by API key and URL: a key's company and agent binding never change, and the
 * permission check runs before this. The stamp is taken before the handler runs, so a write
 * that lands during the request leaves the stored answer stale, never wrong.
 */
export function readCache(tables: readonly string[]): Step {
  // Not async: a hit answers without a promise in between.
  return (c, next) => {
    const { database, responses } = c.env.deps;
    const stamp = database.stamp(tables);
    if (stamp === null) return next();
    const key = `${c.get("principal").keyId} ${c.req.url}`;
    const hit = responses.get(key, stamp);
    if (hit) return c.body(hit.body, 200, { "content-type": hit.contentType });
    return next().then(async () => {
      if (c.res.status !== 200) return;
      const body = new Uint8Array(await c.res.clone().arrayBuffer());
      if (body.byteLength <= MAX_BODY_BYTES) {
        responses.set(key, stamp, {
          body,
          contentType: c.res.headers.get("content-type") ?? "application/json",
        });
      }
    });
  };
}
