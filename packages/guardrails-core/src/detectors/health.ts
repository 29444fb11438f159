import { eachMatch, tailGroupStart } from "../text/context";
import { npiValid } from "../text/luhn";
import { isPlaceholder } from "../text/placeholders";
import type { Detector, Match } from "./detector";

/**
 * Between a label and its value: an optional closing quote of a JSON/YAML key, separators, an
 * opening quote of the value ("mrn": "…", 'MRN': '…'), optional "is"/"was".
 */
const SEP = String.raw`["']?[\s:=#.-]{0,4}["']?(?:(?:is|was)\s{1,3})?#?`;
/** Words between a context label and its value: "MRN: ", "member ID is ", "NPI #". */
const JOIN = String.raw`(?:[\s_-]{0,3}(?:number|num|no\.?|id|#))?${SEP}`;
/** A label starts at a non-alphanumeric ("provider_npi", "patient_mrn" but not "snpit"). */
const LEFT = "(?<![A-Za-z0-9])";
const ID_VALUE = "([A-Z0-9](?:[A-Z0-9-]{2,18})[A-Z0-9])(?![A-Za-z0-9-])";

const MRN = new RegExp(
  String.raw`${LEFT}(?:mrn|medical[\s_-]?record(?:[\s_-]{0,3}(?:number|num|no\.?|#))?|med\.? rec\.?)(?![A-Za-z])${JOIN}\s{0,2}${ID_VALUE}`,
  "gi",
);
const HEALTH_PLAN = new RegExp(
  String.raw`${LEFT}(?:(?:member|subscriber|health[\s_-]?plan|insurance|medicaid|medicare|beneficiary)[\s_-]{0,3}(?:id|number|no\.?|#)|medicare(?:\s{1,3}mbi)?|mbi)(?![A-Za-z])${SEP}\s{0,2}${ID_VALUE}`,
  "gi",
);
const NPI = new RegExp(
  String.raw`${LEFT}(?:npi|national provider identifier|national provider id)(?:[^\S\n]{0,3}|_)(?:number|no\.?|#)?(?![A-Za-z0-9])${SEP}(\d{10})(?!\d)`,
  "gi",
);

function pushId(out: Match[], type: string, m: RegExpExecArray, confidence: number): void {
  const value = m[1] ?? "";
  const digits = value.replace(/\D/g, "").length;
  if (digits < 2 || isPlaceholder(value) || /^(\d)\1+$/.test(value)) return;
  const start = tailGroupStart(m, value);
  out.push({ type, start, end: start + value.length, confidence });
}

export const medicalRecordNumberDetector: Detector = {
  type: "medical_record_number",
  triggers: [
    "mrn",
    "medical record",
    "medical_record",
    "medicalrecord",
    "medical-record",
    "med rec",
    "med. rec",
  ],
  find(text, out, { deadline }) {
    eachMatch(MRN, text, deadline, (m) => pushId(out, "medical_record_number", m, 0.9));
  },
};

export const healthPlanIdDetector: Detector = {
  type: "health_plan_id",
  triggers: ["member", "subscriber", "plan", "insurance", "medica", "mbi", "beneficiary"],
  find(text, out, { deadline }) {
    eachMatch(HEALTH_PLAN, text, deadline, (m) => pushId(out, "health_plan_id", m, 0.85));
  },
};

export const npiDetector: Detector = {
  type: "npi",
  triggers: ["npi", "national provider"],
  find(text, out, { deadline }) {
    eachMatch(NPI, text, deadline, (m) => {
      const value = m[1] ?? "";
      if (!npiValid(value)) return;
      const start = tailGroupStart(m, value);
      out.push({ type: "npi", start, end: start + value.length, confidence: 0.95, priority: 2 });
    });
  },
};
