/**
 * A small, strict unified-diff applier for prompt_update fixes. Hunks must be in order, their
 * line counts must match their headers, and every context and removed line must equal the
 * text at the hunk's stated position: no fuzz, no offset search, so a diff written against
 * another version of the prompt is refused instead of landing somewhere else.
 */

export class DiffError extends Error {
  constructor(
    message: string,
    /** 1-based line of the diff the problem is on, when there is one. */
    readonly diffLine?: number,
  ) {
    super(message);
    this.name = "DiffError";
  }
}

interface HunkLine {
  kind: " " | "-" | "+";
  text: string;
  /** Followed by "\ No newline at end of file". */
  noNewline: boolean;
}

interface Hunk {
  oldStart: number;
  oldCount: number;
  newStart: number;
  newCount: number;
  lines: HunkLine[];
  headerLine: number;
}

const HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

function countOf(value: string | undefined): number {
  return value === undefined ? 1 : Number(value);
}

/** Parses the hunks of a unified diff (file headers `---`/`+++` and `diff`/`index` lines allowed). */
export function parseUnifiedDiff(diff: string): Hunk[] {
  const lines = diff.replace(/\r\n/g, "\n").split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  const hunks: Hunk[] = [];
  let current: Hunk | null = null;
  let oldSeen = 0;
  let newSeen = 0;
  const close = () => {
    if (current && (oldSeen !== current.oldCount || newSeen !== current.newCount)) {
      throw new DiffError(
        `hunk at diff line ${current.headerLine} declares -${current.oldCount} +${current.newCount} lines but has -${oldSeen} +${newSeen}`,
        current.headerLine,
      );
    }
  };
  lines.forEach((line, index) => {
    const lineNo = index + 1;
    const header = HEADER.exec(line);
    if (header) {
      close();
      current = {
        oldStart: Number(header[1]),
        oldCount: countOf(header[2]),
        newStart: Number(header[3]),
        newCount: countOf(header[4]),
        lines: [],
        headerLine: lineNo,
      };
      oldSeen = 0;
      newSeen = 0;
      hunks.push(current);
      return;
    }
    if (current === null) {
      if (/^(---|\+\+\+|diff |index )/.test(line) || line.trim() === "") return;
      throw new DiffError(`diff line ${lineNo} comes before any @@ hunk header`, lineNo);
    }
    const hunk: Hunk = current;
    if (line.startsWith("\\")) {
      const last = hunk.lines[hunk.lines.length - 1];
      if (!last)
        throw new DiffError(`diff line ${lineNo}: a "\\" marker needs a line before it`, lineNo);
      last.noNewline = true;
      return;
    }
    const kind = line[0] ?? " ";
    if (kind !== " " && kind !== "-" && kind !== "+") {
      throw new DiffError(`diff line ${lineNo} starts with neither " ", "-", "+" nor "\\"`, lineNo);
    }
    hunk.lines.push({ kind, text: line.slice(1), noNewline: false });
    if (kind !== "+") oldSeen += 1;
    if (kind !== "-") newSeen += 1;
  });
  close();
  if (hunks.length === 0) throw new DiffError("the diff has no @@ hunk");
  return hunks;
}

/**
 * Applies `diff` to `text`; throws DiffError naming the first line that does not match.
 * @example applyUnifiedDiff("a\nb", "@@ -1,2 +1,2 @@\n a\n-b\n+c\n") // "a\nc"
 */
export function applyUnifiedDiff(text: string, diff: string): string {
  const hunks = parseUnifiedDiff(diff);
  const trailingNewline = text.endsWith("\n");
  const source = text === "" ? [] : (trailingNewline ? text.slice(0, -1) : text).split("\n");
  const out: string[] = [];
  let cursor = 0;
  let endsWithNewline = trailingNewline;
  for (const hunk of hunks) {
    // A hunk that removes nothing names the line after which it inserts (0: the start).
    const start = hunk.oldCount === 0 ? hunk.oldStart : hunk.oldStart - 1;
    if (start < cursor) {
      throw new DiffError(
        `hunk at diff line ${hunk.headerLine} overlaps the one before it`,
        hunk.headerLine,
      );
    }
    if (start > source.length) {
      throw new DiffError(
        `hunk at diff line ${hunk.headerLine} starts at line ${hunk.oldStart}, past the end of the text (${source.length} lines)`,
        hunk.headerLine,
      );
    }
    out.push(...source.slice(cursor, start));
    let at = start;
    for (const [offset, line] of hunk.lines.entries()) {
      if (line.kind !== "+") {
        const actual = source[at];
        if (actual !== line.text) {
          throw new DiffError(
            `hunk at diff line ${hunk.headerLine}: text line ${at + 1} is ${
              actual === undefined ? "missing" : JSON.stringify(actual)
            }, the diff expects ${JSON.stringify(line.text)}`,
            hunk.headerLine + offset + 1,
          );
        }
        at += 1;
      }
      if (line.kind !== "-") out.push(line.text);
    }
    cursor = at;
    if (cursor === source.length) endsWithNewline = newSideEndsWithNewline(hunk, endsWithNewline);
  }
  out.push(...source.slice(cursor));
  const joined = out.join("\n");
  return out.length > 0 && endsWithNewline ? `${joined}\n` : joined;
}

/**
 * A hunk reaching the end of the text decides its final newline: the new side's last line
 * marked "\ No newline" means none; an old side marked so but a new side not means one added.
 */
function newSideEndsWithNewline(hunk: Hunk, before: boolean): boolean {
  const newLast = [...hunk.lines].reverse().find((line) => line.kind !== "-");
  const oldLast = [...hunk.lines].reverse().find((line) => line.kind !== "+");
  if (newLast?.noNewline) return false;
  if (oldLast?.noNewline) return true;
  return before;
}
