import { defineConfig } from "tsup";

export default defineConfig({
  // The SQLite read thread is an entry of its own, so the thread loads only what it needs.
  entry: { index: "src/index.ts", "read-thread": "src/db/read-thread.ts" },
  format: ["esm"],
  dts: true,
  clean: true,
  sourcemap: true,
  target: "node20",
  platform: "node",
});
