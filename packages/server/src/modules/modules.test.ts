import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { migrations as landedMigrations } from "../db/migrations/index";
import { migrations, modules } from "./index";

const here = new URL("./", import.meta.url);
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe("the module list", () => {
  it("lists every module folder once, under the folder's name", () => {
    expect(modules.map((module) => module.name).sort()).toEqual([...folders].sort());
  });

  it("gives every module folder a register.ts", () => {
    for (const folder of folders)
      expect(existsSync(new URL(`${folder}/register.ts`, here))).toBe(true);
  });

  it("runs the landed migrations and every module's, each name once and well-formed", () => {
    const names = migrations.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^\d{4}-[a-z0-9-]+$/);
    for (const m of landedMigrations) expect(names).toContain(m.name);
    for (const module of modules) {
      for (const m of module.migrations ?? []) expect(names).toContain(m.name);
    }
    expect(names).toEqual([...names].sort());
  });

  it("keeps cross-cutting folders from importing a module", () => {
    const src = new URL("../", import.meta.url);
    const offenders: string[] = [];
    for (const folder of ["http", "db", "jobs", "events", "otlp", "llm", "lib"]) {
      const files = readdirSync(new URL(`${folder}/`, src), { recursive: true, encoding: "utf8" });
      for (const file of files.filter((f) => f.endsWith(".ts"))) {
        const text = readFileSync(new URL(`${folder}/${file}`, src), "utf8");
        if (/from "(\.\.\/)+modules\//.test(text)) offenders.push(`${folder}/${file}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("keeps route files from importing app.ts", () => {
    const offenders = folders.flatMap((folder) =>
      readdirSync(new URL(`${folder}/`, here), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".ts"))
        .filter((file) =>
          /from "(\.\.\/)+app"/.test(readFileSync(new URL(`${folder}/${file}`, here), "utf8")),
        )
        .map((file) => `${folder}/${file}`),
    );
    expect(offenders).toEqual([]);
  });
});
