import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The API the dev server forwards to (`vigil serve --dev` on its default port). */
const API = process.env.VIGIL_URL ?? "http://127.0.0.1:4318";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // The SDK's sources: no SDK build needed first, and unused resources are shaken out.
    alias: {
      "@vigil/sdk": fileURLToPath(new URL("../sdk/src/index.ts", import.meta.url)),
      // Preact's React layer: the same components and hooks in a fraction of React's bytes,
      // so the first page parses and runs sooner.
      react: "preact/compat",
      "react-dom/client": "preact/compat/client",
      "react-dom": "preact/compat",
      "react/jsx-runtime": "preact/jsx-runtime",
    },
  },
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", reportCompressedSize: false },
  server: { proxy: { "/api": API, "/v1": API, "/login": API } },
});
