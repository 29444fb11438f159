import type { WorkBudget } from "../safe-regex/safe-regex";
import { eachMatch } from "../text/context";
import { isPlaceholder } from "../text/placeholders";
import { findAssignments } from "./assignments";
import type { Detector, Match } from "./detector";

const ACCESS_KEY_ID =
  /(?<![A-Za-z0-9])(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16}(?![A-Za-z0-9])/g;
const SECRET_WORD = /secret/gi;
const SECRET_NAME = /aws.?secret|secret.?access.?key/i;

/** AWS access key IDs and secret access keys assigned to AWS-named settings. */
export function findAwsKeys(
  text: string,
  out: Match[],
  deadline: WorkBudget,
  idType: string,
  secretType: string,
): void {
  eachMatch(ACCESS_KEY_ID, text, deadline, (m) => {
    if (isPlaceholder(m[0])) return;
    out.push({
      type: idType,
      start: m.index,
      end: m.index + m[0].length,
      confidence: 0.95,
      priority: 2,
    });
  });
  if (!/secret/i.test(text)) return;
  for (const a of findAssignments(text, SECRET_WORD, deadline)) {
    if (!SECRET_NAME.test(a.name) || !/^[A-Za-z0-9/+]{40}$/.test(a.value)) continue;
    if (isPlaceholder(a.value)) continue;
    out.push({
      type: secretType,
      start: a.valueStart,
      end: a.valueEnd,
      confidence: 0.95,
      priority: 2,
    });
  }
}

export const awsKeyDetector: Detector = {
  type: "aws_key",
  triggers: ["akia", "asia", "abia", "acca", "a3t", "secret"],
  find(text, out, { deadline }) {
    findAwsKeys(text, out, deadline, "aws_key", "aws_key");
  },
};
