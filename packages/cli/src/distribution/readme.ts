import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Test support: the repository's README and the code it documents, read as text. */
export const REPO = fileURLToPath(new URL("../../../../", import.meta.url));

export function readme(): string {
  return readFileSync(join(REPO, "README.md"), "utf8");
}

/** The text between `<!-- name:begin … -->` and `<!-- name:end -->`. */
export function section(text: string, name: string): string {
  const begin = text.indexOf(`<!-- ${name}:begin`);
  const end = text.indexOf(`<!-- ${name}:end -->`);
  if (begin < 0 || end < begin) throw new Error(`README.md has no ${name}:begin/end markers`);
  return text.slice(begin, end);
}

/** Each fenced shell block that follows a `<!-- quickstart -->` line, in order. */
export function quickstartBlocks(text: string): string[] {
  const blocks: string[] = [];
  const pattern = /<!-- quickstart -->\s*\n```(?:sh|bash)\n([\s\S]*?)\n```/g;
  for (const match of text.matchAll(pattern)) blocks.push(match[1] ?? "");
  return blocks;
}

/** `VIGIL_*` names read as `env.NAME` in a file's code (comments included: they name reads). */
export function envReads(source: string): string[] {
  return [...source.matchAll(/\benv\.(VIGIL_[A-Z0-9_]+)/g)].map((match) => match[1] ?? "");
}

/** Every non-test TypeScript file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !/\.test\.ts$|testing/.test(file))
    .map((file) => join(dir, file));
}
