/**
 * Every match of a global expression in `text`, read with `exec` on the expression itself:
 * `String.prototype.matchAll` clones the expression on each call, a cost the engine paid for
 * every sentence it reads, most of which hold no match. The matches are collected before the
 * caller sees them, so a caller may use the same expression again while it walks them.
 */
export function matchesOf(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    // An empty match would match again at the same place.
    if (m[0].length === 0) re.lastIndex += 1;
  }
  re.lastIndex = 0;
  return out;
}
