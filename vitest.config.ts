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
  },
});
