/**
 * How deeply arrays and objects may nest in JSON the service accepts (`{}` is one level,
 * `{"a":[]}` two). Storing, sizing and answering a value walk it recursively (JSON.stringify
 * overflows the stack near 5,000 levels), so deeper text is refused or kept as text before it
 * is parsed; 64 is far beyond any real trace, config or tool call, and matches the OTLP
 * AnyValue and guardrail tool-call limits.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 34;
const BACKSLASH = 92;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`: one iterative pass counting
 * `[`/`{` outside strings (escaped quotes do not end a string). Malformed text is left to the
 * parser: an unterminated string simply ends the scan.
 * @example jsonNestsDeeperThan('{"a":[[1]]}', 2) // true
 */
export function jsonNestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Jump to the closing quote: one not preceded by an odd run of backslashes.
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end === -1) return false;
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === BACKSLASH) slashes++;
        if (slashes % 2 === 0) break;
      }
      i = end;
    } else if (c === 91 || c === 123) {
      if (++depth > limit) return true;
    } else if (c === 93 || c === 125) {
      depth--;
    }
  }
  return false;
}
