import { SECRET_SET } from "../detectors/catalog";
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
        if (matches.length > 0) findings ??= [];
        for (const m of matches) {
          (findings as ScannerFinding[]).push({
            field: target.field,
            type: m.type,
            value: placeholderFor(m.type),
            start: m.start,
            end: m.end,
            confidence: m.confidence,
            redact: action === "redact",
          });
        }
      }
      if (findings === undefined) return PASSED;
      return { action, findings };
    };
  },
};
