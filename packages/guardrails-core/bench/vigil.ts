/**
 * The library under test, as the bench calls it: the scan API with the pii and secrets
 * scanners, the raw detectors, and the raw detectors restricted to the types a peer supports
 * (for like-for-like throughput).
 */
import { detectPii, detectSecrets, type PiiEntity, scan, type TextMatch } from "../src/index";
import type { LabelType } from "./corpus-types";
import { PII_TYPES, SECRET_TYPES } from "./corpus-types";
import type { Found } from "./peer-types";

/** Secrets scanner types that are spelled differently from the label types. */
const SECRET_ALIASES: Readonly<Record<string, LabelType>> = {
  aws_access_key_id: "aws_key",
  aws_secret_access_key: "aws_key",
};

const toFound = (m: TextMatch): Found => ({
  type: (SECRET_ALIASES[m.type] ?? m.type) as Found["type"],
  start: m.start,
  end: m.end,
});

export interface VigilResult {
  pii: Found[];
  secrets: Found[];
}

/** The raw call measured as "detectPii + detectSecrets". */
export function vigilRaw(text: string): [TextMatch[], TextMatch[]] {
  return [detectPii(text), detectSecrets(text)];
}

export function vigilFindings(result: unknown): VigilResult {
  const [pii, secrets] = result as [TextMatch[], TextMatch[]];
  return { pii: pii.map(toFound), secrets: secrets.map(toFound) };
}

/** The product call: scan with the pii and secrets scanners (redaction included). */
export function vigilScan(text: string): unknown {
  return scan({ input: text, scanners: ["pii", "secrets"] });
}

const isSecretType = (t: LabelType): boolean => (SECRET_TYPES as readonly string[]).includes(t);
const isPii = (t: LabelType): boolean => (PII_TYPES as readonly string[]).includes(t);

/**
 * What Vigil runs to cover a peer's types: the secrets scanner when it covers them all, the
 * PII entities when the peer reports no provider token, else both (PII entities the secrets
 * scanner already covers are left to it). The secrets scanner cannot be narrowed, so Vigil's
 * side of a comparison does at least the peer's work.
 */
function restriction(types: ReadonlySet<LabelType>): { entities: PiiEntity[]; secrets: boolean } {
  const all = [...types];
  if (all.every(isSecretType)) return { entities: [], secrets: true };
  const secrets = all.some((t) => !isPii(t));
  const entities = PII_TYPES.filter((t) => types.has(t) && !(secrets && isSecretType(t)));
  return { entities, secrets };
}

export function vigilRestricted(types: ReadonlySet<LabelType>): (text: string) => unknown {
  const { entities, secrets } = restriction(types);
  const options = { entities };
  if (entities.length === 0) return (text) => detectSecrets(text);
  if (!secrets) return (text) => detectPii(text, options);
  return (text) => [detectPii(text, options), detectSecrets(text)];
}

/** What vigilRestricted runs, for the speed table. */
export function describeRestricted(types: ReadonlySet<LabelType>): string {
  const { entities, secrets } = restriction(types);
  if (entities.length === 0) return "detectSecrets";
  const pii = `detectPii(${entities.length} entities)`;
  return secrets ? `${pii}+detectSecrets` : pii;
}
