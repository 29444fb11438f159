import { createServer, type IncomingMessage, request, type Server } from "node:http";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { BatchedResponse } from "./batched-response";

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.closeAllConnections();
    server.close(() => resolve());
  });
  server = undefined;
});

/** A real server on a free port whose responses are BatchedResponse. */
async function listen(handler: (req: IncomingMessage, res: BatchedResponse) => void) {
  server = createServer({ ServerResponse: BatchedResponse }, (req, res) =>
    handler(req, res as BatchedResponse),
  );
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Sends raw bytes on one connection and resolves with everything read until `until` is seen. */
function raw(port: number, text: string, until: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let got = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      got += chunk;
      if (until.test(got)) {
        socket.destroy();
        resolve(got);
      }
    });
    socket.on("error", reject);
  });
}

describe("BatchedResponse", () => {
  it("answers with the status, headers and body given to writeHead and end", async () => {
    const port = await listen((_req, res) => {
      res.writeHead(201, { "content-type": "application/json", "x-one": "1" });
      res.end('{"ok":true}');
    });
    const answer = await new Promise<IncomingMessage & { body?: string }>((resolve) => {
      request({ host: "127.0.0.1", port, path: "/" }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve(Object.assign(res, { body })));
      }).end();
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.headers["x-one"]).toBe("1");
    expect(answer.body).toBe('{"ok":true}');
  });

  it("ends after the current turn of the event loop, not inside the handler", async () => {
    const seen: string[] = [];
    const port = await listen((_req, res) => {
      res.end("x");
      seen.push(`in handler: ${res.writableEnded}`);
      setImmediate(() => seen.push(`next turn: ${res.writableEnded}`));
    });
    expect((await get(port, "/")).body).toBe("x");
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual(["in handler: false", "next turn: true"]);
  });

  it("writes the answers ended in one turn together, in the order end was called", async () => {
    const order: string[] = [];
    const responses: BatchedResponse[] = [];
    const port = await listen((req, res) => {
      responses.push(res);
      res.on("finish", () => order.push(req.url ?? ""));
      // Hold the answers until all three requests are in, then end them in one turn.
      if (responses.length === 3) for (const r of responses.reverse()) r.end(r.req.url);
    });
    const bodies = await Promise.all(["/a", "/b", "/c"].map((path) => get(port, path)));
    expect(bodies.map((b) => b.body)).toEqual(["/a", "/b", "/c"]);
    expect(order).toHaveLength(3);
    expect([...order]).toEqual(responses.map((r) => r.req.url));
  });

  it("keeps pipelined answers on one connection in request order", async () => {
    const port = await listen((req, res) => {
      if (req.url === "/slow") setTimeout(() => res.end("slow"), 30);
      else res.end("fast");
    });
    const text = await raw(
      port,
      "GET /slow HTTP/1.1\r\nHost: x\r\n\r\nGET /fast HTTP/1.1\r\nHost: x\r\n\r\n",
      /fast$/,
    );
    expect(text.indexOf("slow")).toBeGreaterThan(0);
    expect(text.indexOf("slow")).toBeLessThan(text.indexOf("fast"));
  });

  it("streams what was written before end, and calls end's callback", async () => {
    let called = false;
    const port = await listen((_req, res) => {
      res.write("one,");
      res.write("two,");
      res.end("three", () => {
        called = true;
      });
    });
    expect((await get(port, "/")).body).toBe("one,two,three");
    expect(called).toBe(true);
  });

  it("survives an answer ended after its client went away, and serves the next one", async () => {
    let ended: () => void = () => {};
    const endedLate = new Promise<void>((resolve) => {
      ended = resolve;
    });
    const port = await listen((req, res) => {
      if (req.url === "/late") {
        req.socket.once("close", () => {
          res.end("too late");
          setImmediate(() => setImmediate(ended));
        });
        return;
      }
      res.end("next");
    });
    const socket = connect(port, "127.0.0.1", () =>
      socket.write("GET /late HTTP/1.1\r\nHost: x\r\n\r\n"),
    );
    setTimeout(() => socket.destroy(), 20);
    await endedLate;
    expect(await get(port, "/")).toEqual({ status: 200, body: "next" });
  });
});
