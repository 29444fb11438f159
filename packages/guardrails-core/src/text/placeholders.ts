/**
 * Placeholder recognition: documentation keys, template variables and masked values are not
 * secrets. Used by every credential detector before it reports a value.
 */
const TEMPLATE =
  /^\$\{[^}]*\}?$|^\$\(|^\$[A-Za-z_][A-Za-z0-9_]*$|^%[A-Za-z_][A-Za-z0-9_]*%$|\{\{|\}\}|^<[^>]*>?$|^\[[A-Z0-9_ -]+\]$|process\.env|os\.environ|getenv/;
const WORDS =
  /example|sample|dummy|placeholder|redacted|your[_-]|^your|[_-]here$|xxxx|\*\*\*|•••|\.\.\.|<[a-z_ -]+>|fake/i;

const MASK = /^[*xX•·#.\-_0]+$/;

/** True when `value` is a placeholder, a template reference or a masked value. */
export function isPlaceholder(value: string): boolean {
  if (value.length === 0) return true;
  if (TEMPLATE.test(value) || WORDS.test(value)) return true;
  return isMasked(value);
}

/** True for values made only of mask characters or of one repeated character. */
export function isMasked(value: string): boolean {
  if (MASK.test(value)) return true;
  if (value.length < 4) return false;
  const first = value.charCodeAt(0);
  for (let i = 1; i < value.length; i++) if (value.charCodeAt(i) !== first) return false;
  return true;
}

/** Placeholder test for the variable part of a token whose prefix is fixed (ghp_, sk_live_). */
export function isPlaceholderBody(body: string): boolean {
  return isPlaceholder(body) || /^(?:x+|X+|0+|\*+|1234567890.*|abcdef.*)$/i.test(body);
}
