import { SECRET_SET } from "../detectors/catalog";
import { placeholderFor } from "../text/mask";
import { configObject, oneOf } from "./config";
import type { Scanner, ScannerFinding } from "./scanner";

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
      const findings: ScannerFinding[] = [];
      for (const target of targets.texts()) {
        for (const m of SECRET_SET.run(target.text, deadline, targets.facts(target))) {
          findings.push({
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
      return { action: findings.length > 0 ? action : "pass", findings };
    };
  },
};
