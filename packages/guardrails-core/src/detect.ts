import { NO_DEADLINE } from "./deadline";
import { PII_ENTITIES, type PiiEntity, piiDetectorSet, SECRET_SET } from "./detectors/catalog";
import { badRequest } from "./errors";

/** A detected span in a plain text: type, [start, end) offsets and confidence. */
export interface TextMatch {
  type: string;
  start: number;
  end: number;
  confidence: number;
}

/** The matches as plain TextMatch objects (without the detectors' tie-break priority). */
function stripAll(matches: readonly TextMatch[]): TextMatch[] {
  const out: TextMatch[] = [];
  for (const m of matches) {
    out.push({ type: m.type, start: m.start, end: m.end, confidence: m.confidence });
  }
  return out;
}

function checkEntities(entities: readonly PiiEntity[]): void {
  for (let i = 0; i < entities.length; i++) {
    const e = entities[i] as PiiEntity;
    if (!PII_ENTITIES.includes(e)) badRequest(`entities[${i}]`, `unknown PII entity "${e}"`);
  }
}

/**
 * PII spans in one text, without the scan envelope: for compliance scanning of stored traces.
 *
 * @example
 * ```ts
 * detectPii("SSN 123-45-6789", { entities: ["ssn"] });
 * // [{ type: "ssn", start: 4, end: 15, confidence: 0.95 }]
 * ```
 */
export function detectPii(
  text: string,
  options: { entities?: readonly PiiEntity[] } = {},
): TextMatch[] {
  return stripAll(
    piiDetectorSet(options.entities ?? PII_ENTITIES, checkEntities).run(text, NO_DEADLINE),
  );
}

/**
 * Secret spans (provider tokens, private keys, connection strings, ...) in one text.
 *
 * @example
 * ```ts
 * detectSecrets("token ghp_u8jzPde0IgxLd6GncfBAepfJBd0Kh8oOOL8d")[0]?.type; // "github_token"
 * ```
 */
export function detectSecrets(text: string): TextMatch[] {
  return stripAll(SECRET_SET.run(text, NO_DEADLINE));
}
