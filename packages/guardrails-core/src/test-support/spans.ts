import { detectPii, detectSecrets, type PiiEntity } from "../index";

/** [type, start, end] of every PII match, for exact-offset assertions. */
export function pii(text: string, ...entities: PiiEntity[]): Array<[string, number, number]> {
  const options = entities.length > 0 ? { entities } : {};
  return detectPii(text, options).map((m) => [m.type, m.start, m.end]);
}

/** [type, start, end] of every secret match. */
export function secrets(text: string): Array<[string, number, number]> {
  return detectSecrets(text).map((m) => [m.type, m.start, m.end]);
}

/** [type, start, end] for `value`, which must occur exactly once in `text`. */
export function at(text: string, value: string, type: string): [string, number, number] {
  const start = text.indexOf(value);
  if (start < 0 || text.indexOf(value, start + 1) >= 0) {
    throw new Error(`expected exactly one ${JSON.stringify(value)} in ${JSON.stringify(text)}`);
  }
  return [type, start, start + value.length];
}

/** A shell/template reference such as `${NAME}`, built without a literal `${` in a string. */
export function envRef(name: string): string {
  return `\${${name}}`;
}
