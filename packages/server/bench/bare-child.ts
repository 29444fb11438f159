import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { answerCpuQueries } from "./children";

/**
 * The baseline: a bare @hono/node-server app with one route answering a constant JSON body,
 * the floor any Hono-on-Node API can reach on this machine. Reports its URL over IPC.
 */
const app = new Hono();
app.get("/bare", (c) => c.json({ success: true, data: { status: "ok" } }));

const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) => {
  process.send?.({ url: `http://127.0.0.1:${info.port}` });
});

const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("disconnect", stop);
answerCpuQueries();
