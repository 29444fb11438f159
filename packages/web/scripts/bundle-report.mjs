// Prints each built file's size, raw and gzipped, and fails when the initial load (index.html's
// entry script, its static imports and CSS) exceeds the budget: pages must stay code-split.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 250;
const dist = fileURLToPath(new URL("../dist", import.meta.url));
const assets = join(dist, "assets");
const gz = (file) => gzipSync(readFileSync(file)).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const html = readFileSync(join(dist, "index.html"), "utf8");
const initial = new Set([...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]));
// Static imports of the entry are loaded at once too (modulepreload links name them).
for (const name of [...initial]) {
  if (!name.endsWith(".js")) continue;
  const code = readFileSync(join(assets, name), "utf8");
  for (const m of code.matchAll(/from"\.\/([^"]+\.js)"/g)) initial.add(m[1]);
}

let initialGz = 0;
const rows = readdirSync(assets)
  .map((name) => ({ name, raw: statSync(join(assets, name)).size, gz: gz(join(assets, name)) }))
  .sort((a, b) => b.gz - a.gz);
for (const row of rows) {
  const first = initial.has(row.name);
  if (first) initialGz += row.gz;
  console.log(
    `${first ? "initial" : "lazy   "}  ${row.name.padEnd(40)} ${kb(row.raw).padStart(10)}  gzip ${kb(row.gz).padStart(9)}`,
  );
}
console.log(`initial load: ${kb(initialGz)} gzipped (budget ${BUDGET_KB} KB)`);
if (initialGz > BUDGET_KB * 1024) {
  console.error(`the initial bundle exceeds ${BUDGET_KB} KB gzipped: split a page out with lazy()`);
  process.exit(1);
}
