import { PII_ENTITIES, type PiiEntity, piiDetectorSet } from "../detectors/catalog";
import type { Match } from "../detectors/detector";
import { badRequest } from "../errors";
import type { TextTarget } from "../targets";
import { maskValue, placeholderFor } from "../text/mask";
import { configObject, member, oneOf } from "./config";
import { PASSED, type Scanner, type ScannerFinding } from "./scanner";

const ACTIONS = ["redact", "mask", "block"] as const;

function entitiesOf(raw: unknown, field: string): readonly PiiEntity[] {
  if (raw === undefined) return PII_ENTITIES; // the shared list hits piiDetectorSet's fast path
  if (!Array.isArray(raw) || raw.length === 0) {
    badRequest(field, "must be a non-empty array of entity names");
  }
  return raw.map((e, i) => member(e, `${field}[${i}]`, PII_ENTITIES));
}

/** PII: the spec's sixteen entities, validated (Luhn, SSA rules, NPI check digit, IP parsing). */
export const piiScanner: Scanner = {
  name: "pii",
  description:
    "Personal and credential data (email, phone, SSN, cards, IPs, dates of birth, JWTs, keys, passwords, health identifiers); redacts with typed placeholders, masks or blocks.",
  prepare(raw, field) {
    const config = configObject(raw, field, ["entities", "action"]);
    const entities = entitiesOf(config.entities, `${field}.entities`);
    const action = oneOf(config.action, `${field}.action`, ACTIONS, "redact");
    const detectors = piiDetectorSet(entities);
    return ({ targets, deadline }) => {
      // made at the first finding: most turns have none (see PASSED)
      let findings: ScannerFinding[] | undefined;
      const texts = targets.texts();
      for (let t = 0; t < texts.length; t++) {
        const target = texts[t] as TextTarget;
        const matches = detectors.run(target.text, deadline, targets.facts(target));
        if (matches.length === 0) continue;
        // sized up front: a push onto an empty list reserves room for 17
        const at = findings === undefined ? 0 : findings.length;
        if (findings === undefined) findings = new Array(matches.length);
        else findings.length = at + matches.length;
        for (let k = 0; k < matches.length; k++) {
          const m = matches[k] as Match;
          findings[at + k] = {
            field: target.field,
            type: m.type,
            value:
              action === "mask"
                ? maskValue(m.type, target.text.slice(m.start, m.end))
                : placeholderFor(m.type),
            start: m.start,
            end: m.end,
            confidence: m.confidence,
            redact: action !== "block",
          };
        }
      }
      if (findings === undefined) return PASSED;
      return { action: action === "block" ? "block" : "redact", findings };
    };
  },
};
