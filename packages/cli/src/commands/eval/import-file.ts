/**
 * Examples from a file: JSON Lines (one example object per line) or CSV with a header row.
 * Columns / keys: id, input (required), expectedOutput (or expected_output, expected), context
 * (a string; in CSV several pieces separated by " || "), criteria (names separated by ";" in CSV).
 */
import { UserError } from "../../errors";

export interface ImportedExample {
  id?: string;
  input: string;
  expectedOutput?: string;
  context?: string | string[];
  criteria?: string[];
}

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
      continue;
    }
    if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (quoted) throw new UserError("the CSV has an unclosed quote", "close the quoted field");
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim() !== ""));
}

const ALIASES: Record<string, keyof ImportedExample> = {
  id: "id",
  input: "input",
  question: "input",
  expectedoutput: "expectedOutput",
  expected_output: "expectedOutput",
  expected: "expectedOutput",
  context: "context",
  criteria: "criteria",
};

function fromCsv(text: string, file: string): ImportedExample[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new UserError(`${file} is empty`, "give it a header row and examples");
  const keys = header.map((h) => ALIASES[h.trim().toLowerCase()]);
  if (!keys.includes("input")) {
    throw new UserError(`${file} has no input column`, "name one column input");
  }
  return rows.map((cells) => {
    const example: ImportedExample = { input: "" };
    keys.forEach((key, i) => {
      const value = cells[i] ?? "";
      if (!key || value === "") return;
      if (key === "criteria")
        example.criteria = value
          .split(";")
          .map((s) => s.trim())
          .filter(Boolean);
      else if (key === "context") example.context = value.split(" || ");
      else example[key] = value;
    });
    return example;
  });
}

function fromJsonl(text: string, file: string): ImportedExample[] {
  return text
    .split(/\r?\n/)
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== "")
    .map(({ line, n }) => {
      let value: unknown;
      try {
        value = JSON.parse(line);
      } catch (error) {
        throw new UserError(
          `${file} line ${n} is not JSON (${(error as Error).message})`,
          "one example object per line",
        );
      }
      if (typeof value !== "object" || value === null || Array.isArray(value)) {
        throw new UserError(`${file} line ${n} is not an object`, "one example object per line");
      }
      const record = value as Record<string, unknown>;
      const example: ImportedExample = { input: String(record.input ?? record.question ?? "") };
      const expected = record.expectedOutput ?? record.expected_output ?? record.expected;
      if (typeof expected === "string") example.expectedOutput = expected;
      if (typeof record.id === "string" || typeof record.id === "number")
        example.id = String(record.id);
      if (typeof record.context === "string" || Array.isArray(record.context)) {
        example.context = record.context as string | string[];
      }
      if (Array.isArray(record.criteria)) example.criteria = record.criteria.map(String);
      return example;
    });
}

/** The examples of a file: JSONL when it ends in .jsonl/.ndjson or starts with `{`, else CSV. */
export function parseExamples(text: string, file: string): ImportedExample[] {
  const jsonl = /\.(jsonl|ndjson)$/i.test(file) || text.trimStart().startsWith("{");
  const examples = jsonl ? fromJsonl(text, file) : fromCsv(text, file);
  if (examples.length === 0) throw new UserError(`${file} has no examples`, "add at least one");
  const blank = examples.findIndex((e) => e.input.trim() === "");
  if (blank >= 0) {
    throw new UserError(
      `example ${blank + 1} of ${file} has no input`,
      "every example needs an input",
    );
  }
  return examples;
}
