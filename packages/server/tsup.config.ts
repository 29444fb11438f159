import { defineConfig } from "tsup";

export default defineConfig({
  // The SQLite threads are entries of their own, so each thread loads only what it needs;
  // operator too, so `vigil keys` and the other database commands load no HTTP server.
  entry: {
    index: "src/index.ts",
    operator: "src/operator.ts",
    "read-thread": "src/db/read-thread.ts",
    "checkpoint-thread": "src/db/checkpoint-thread.ts",
    "write-thread": "src/modules/traces/ingest/write-thread.ts",
    "analysis-thread": "src/modules/analysis/analysis-thread.ts",
  },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "node20",
  platform: "node",
  // kysely is 262 ES modules: resolving and compiling them one by one was a third of the
  // server's import time. Bundled (tree-shaken into our chunks) it is one file to load. zod and
  // hono stay external: @hono/zod-openapi brings its own import of them, and a second copy
  // would not recognise the first one's schemas and errors.
  noExternal: ["kysely"],
});
