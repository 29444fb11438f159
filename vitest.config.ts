import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (pkg: string) =>
  fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

/** Tests run against the TypeScript sources; workspace packages resolve to their src. */
export default defineConfig({
  resolve: {
    // The subpath first: "@vigil/server" would match it too.
    alias: {
      "@vigil/server/operator": fileURLToPath(
        new URL("./packages/server/src/operator.ts", import.meta.url),
      ),
      "@vigil/server": src("server"),
      "@vigil/sdk": src("sdk"),
      "@vigil/guardrails-core": src("guardrails-core"),
    },
  },
  test: {
    include: [
      "packages/*/src/**/*.test.ts",
      "packages/*/bench/**/*.test.ts",
      "examples/*/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/dist/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default is one worker per core minus one: a single worker on a 2-core CI
    // machine, where most test files wait on I/O (databases, child processes, sockets).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
