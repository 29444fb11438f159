import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface FlakyProxy {
  url: string;
  /** Every request that reached the proxy, failed or forwarded. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A proxy on 127.0.0.1 in front of `target` that answers the first `failures` requests with
 * 503 SERVICE_UNAVAILABLE (asking for a 10 ms wait) and forwards the rest.
 */
export async function startFlakyProxy(target: string, failures: number): Promise<FlakyProxy> {
  const requests: FlakyProxy["requests"] = [];
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const key = req.headers["idempotency-key"];
    requests.push({
      method: req.method ?? "GET",
      path: req.url ?? "/",
      idempotencyKey: typeof key === "string" ? key : undefined,
    });
    if (requests.length <= failures) {
      res.writeHead(503, { "content-type": "application/json", "retry-after-ms": "10" });
      res.end(
        JSON.stringify({
          success: false,
          error: { code: "SERVICE_UNAVAILABLE", message: "Try again" },
        }),
      );
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      // fetch sets host and content-length itself (undici refuses a content-length of ours).
      if (typeof value === "string" && name !== "host" && name !== "content-length") {
        headers.set(name, value);
      }
    }
    const answer = await fetch(`${target}${req.url ?? "/"}`, {
      method: req.method ?? "GET",
      headers,
      ...(body.length > 0 ? { body } : {}),
    });
    res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "" });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
