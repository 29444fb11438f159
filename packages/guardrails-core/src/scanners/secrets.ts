import { SECRET_SET } from "../detectors/catalog";
import type { Match } from "../detectors/detector";
import type { TextTarget } from "../targets";
import { placeholderFor } from "../text/mask";
import { configObject, oneOf } from "./config";
import { PASSED, type Scanner, type ScannerFinding } from "./scanner";

const ACTIONS = ["block", "redact", "flag"] as const;

/** Secrets: credential formats known to gitleaks/secretlint plus high-entropy assignments. */
export const secretsScanner: Scanner = {
  name: "secrets",
  description:
    "Credentials: cloud keys (AWS, GCP, Azure), VCS and chat tokens, payment and LLM provider keys, private keys, connection strings, basic auth, JWTs, and high-entropy values assigned to secret-like names.",
  prepare(raw, field) {
    const config = configObject(raw, field, ["action"]);
    const action = oneOf(config.action, `${field}.action`, ACTIONS, "block");
    return ({ targets, deadline }) => {
      // made at the first finding: most turns have none (see PASSED)
      let findings: ScannerFinding[] | undefined;
      const texts = targets.texts();
      for (let t = 0; t < texts.length; t++) {
        const target = texts[t] as TextTarget;
        const matches = SECRET_SET.run(target.text, deadline, targets.facts(target));
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
            value: placeholderFor(m.type),
            start: m.start,
            end: m.end,
            confidence: m.confidence,
            redact: action === "redact",
          };
        }
      }
      if (findings === undefined) return PASSED;
      return { action, findings };
    };
  },
};
