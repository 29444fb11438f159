import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL(".", import.meta.url));

async function runtimeFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map((entry) => {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "testing" ? [] : runtimeFiles(full);
      return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
    }),
  );
  return files.flat();
}

describe("the SDK's runtime code", () => {
  it("imports nothing from Node, so it runs in browsers and edge runtimes", async () => {
    const offenders: string[] = [];
    for (const file of await runtimeFiles(SRC)) {
      const text = await readFile(file, "utf8");
      const imports = [
        ...text.matchAll(/^(?:import|export)\b[^"']*?from\s*["']([^"']+)["']/gm),
        ...text.matchAll(/\bimport\(\s*["']([^"']+)["']/g),
      ];
      for (const [, specifier] of imports) {
        if (specifier && !specifier.startsWith(".")) {
          offenders.push(`${relative(SRC, file)}: ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
