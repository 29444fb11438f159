// Copies the dashboard's build into dist/web, where `vigil serve` finds it beside cli.js.
import { cpSync, existsSync, rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const from = fileURLToPath(new URL("../../web/dist", import.meta.url));
const to = fileURLToPath(new URL("../dist/web", import.meta.url));
if (!existsSync(`${from}/index.html`)) {
  console.error(
    `copy-web: ${from}/index.html is missing: run "pnpm --filter @vigil/web build" first`,
  );
  process.exit(1);
}
rmSync(to, { recursive: true, force: true });
cpSync(from, to, { recursive: true });
console.log("copy-web: dashboard copied to dist/web");
