import { eachMatch, tailGroupStart } from "../text/context";
import { eachMatchOf, KeywordPattern } from "../text/keyword-pattern";
import { npiValid } from "../text/luhn";
import { MBI_IN_TEXT, mbiValid } from "../text/mbi";
import { isPlaceholder } from "../text/placeholders";
import { sortNumbers } from "../text/sort-numbers";
import type { Detector, Match, TriggerScan } from "./detector";

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
/**
 * Health plan labels. Group 1: a generic or plan word before "ID"/"number" (member ID,
 * subscriber no., health plan ID number); group 2: Medicare (alone, or "Medicare MBI/card");
 * group 3: MBI; group 4: the value.
 */
/**
 * The literals a plan label starts with: every match of HEALTH_PLAN starts at one of them, or
 * at "health" six or seven characters before a "plan" (`healthplan`, `health plan`).
 */
const PLAN_LABELS = [
  "member",
  "subscriber",
  "insurance",
  "insured",
  "medica",
  "beneficiary",
  "mbi",
];
const PLAN = ["plan"];
const HEALTH_PLAN = new KeywordPattern(
  String.raw`${LEFT}(?:(member|subscriber|insurance|insured|health[\s_-]?plan|medicaid|medicare|beneficiary)[\s_-]{0,3}(?:id|identifier|number|num|no\.?|#)(?:[\s_-]{0,3}(?:number|num|no\.?|#))?|(medicare)(?:[\s_-]{0,3}(?:mbi|card))?|(mbi))(?![A-Za-z])${SEP}\s{0,2}${ID_VALUE}`,
  "i",
  PLAN_LABELS,
);

/** Where a plan label may start (see PLAN_LABELS), ascending; undefined when not known. */
function planLabelStarts(scan: TriggerScan): number[] | undefined {
  const labels = scan.starts(PLAN_LABELS);
  const plans = scan.starts(PLAN);
  if (labels === undefined || plans === undefined) return undefined;
  if (plans.length === 0) return labels as number[];
  const all = [...labels];
  for (const p of plans) {
    if (p >= 7) all.push(p - 7);
    if (p >= 6) all.push(p - 6);
  }
  sortNumbers(all);
  return all.filter((x, i) => i === 0 || x !== all[i - 1]);
}
/** Labels that also name non-health identifiers (a gym member, a phone subscriber, car insurance). */
const GENERIC_PLAN_LABEL = /^(?:member|subscriber|insurance|insured)$/i;
/** Wording that puts a text in a health setting. */
const HEALTH_CONTEXT =
  /health|medic|patient|clinic|hospital|claim|dental|vision|pharmac|\brx\b|copay|deductible|provider|coverage|benefit|\b(?:hmo|ppo|epo|hsa|npi|mrn|cms)\b|eligib|payer|doctor|physician|prescri|diagnos|blue ?cross|aetna|cigna|humana|kaiser|anthem|united ?health/i;
/** Pre-2018 Medicare numbers (HICN): nine digits and a one- or two-character suffix. */
const HICN = /^\d{9}[A-Z][A-Z0-9]?$/i;

const NPI = new RegExp(
  String.raw`${LEFT}(?:npi|national provider identifier|national provider id)(?:[^\S\n]{0,3}|_)(?:number|no\.?|#)?(?![A-Za-z0-9])${SEP}(\d{10})(?!\d)`,
  "gi",
);

function pushId(
  out: Match[],
  type: string,
  m: RegExpExecArray,
  value: string,
  confidence: number,
): void {
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
    eachMatch(MRN, text, deadline, (m) => pushId(out, "medical_record_number", m, m[1] ?? "", 0.9));
  },
};

/** How far health wording may sit from a member/subscriber label and its value. */
const NEAR = 120;

/**
 * True when health wording sits near a label and its value: up to NEAR characters either side
 * (the label itself does not count), on the same line. Chat transcripts mix topics, so a nurse's
 * line does not make a loyalty number on the next one a health plan id. A form field alone on
 * its line ("Member #: …") also takes its context from the fields around it.
 */
function healthContextNear(text: string, from: number, to: number, label: string): boolean {
  let lo = Math.max(0, from - NEAR);
  let hi = Math.min(text.length, to + NEAR);
  const lineStart = text.lastIndexOf("\n", from - 1) + 1;
  const field = /[:=]/.test(label) && /^[\s"'{,-]*$/.test(text.slice(lineStart, from));
  if (!field) {
    lo = Math.max(lo, lineStart);
    const lineEnd = text.indexOf("\n", to);
    if (lineEnd >= 0) hi = Math.min(hi, lineEnd);
  }
  return HEALTH_CONTEXT.test(text.slice(lo, from)) || HEALTH_CONTEXT.test(text.slice(to, hi));
}

/**
 * A membership that is not a health plan, named right before "member"/"subscriber": a Slack or
 * Discord member, a loyalty or gym member, a newsletter subscriber.
 */
const NON_HEALTH_MEMBERSHIP =
  /(?<![A-Za-z])(?:loyalty|rewards?|points|slack|discord|github|gitlab|telegram|whatsapp|club|gym|fitness|library|frequent[\s_-]?fl(?:y|i)er|airline|mileage|costco|sam'?s|prime|team|workspace|org(?:anization)?|server|guild|channel|community|forum|newsletter|mailing[\s_-]?list|email|sms|youtube|patreon|twitch|vip|staff|crew|church)[\s_-]{1,3}$/i;

/** The label word right before "member"/"subscriber" names a non-health membership. */
function nonHealthMembership(text: string, labelStart: number): boolean {
  return NON_HEALTH_MEMBERSHIP.test(text.slice(Math.max(0, labelStart - 24), labelStart));
}

/** A payer's subscriber number and a two-digit person code: "585268022-81". */
const SUBSCRIBER_WITH_SUFFIX = /^\d{9}-\d{2}$/;

/**
 * 11 letters and digits, a letter among them, dashed 4-3-4 or not: the MBI's shape, so after a
 * Medicare or MBI label it must be a valid MBI.
 */
const MBI_SHAPE = /^(?=[\dA-Z-]*[A-Z])[\dA-Z]{4}-?[\dA-Z]{3}-?[\dA-Z]{4}$/i;

/**
 * Whether a labelled health plan value stands. After Medicare or MBI: an MBI-shaped value must
 * be a valid MBI, an all-digit one an old HICN (it never is: HICNs end in a letter), other
 * plan ids stand. After "member"/"subscriber", a non-health membership right before it (loyalty,
 * Slack, gym…) rules the value out. After a generic label an all-digit value needs health wording
 * near it, unless it has the subscriber-number-and-person-code shape ("585268022-81").
 */
function planValueValid(text: string, m: RegExpExecArray, value: string): boolean {
  const label = m[1] ?? "";
  if (m[2] !== undefined || m[3] !== undefined || /^medicare$/i.test(label)) {
    if (MBI_SHAPE.test(value)) return mbiValid(value) || HICN.test(value);
    return !/^[\d-]+$/.test(value);
  }
  if (!GENERIC_PLAN_LABEL.test(label)) return true;
  if (/^(?:member|subscriber)$/i.test(label) && nonHealthMembership(text, m.index)) return false;
  if (!/^[\d-]+$/.test(value) || SUBSCRIBER_WITH_SUFFIX.test(value)) return true;
  const labelText = m[0].slice(0, m[0].length - value.length);
  return healthContextNear(text, m.index, m.index + m[0].length, labelText);
}

/** Unlabelled MBIs are looked for only in texts that name Medicare or its beneficiaries. */
const MEDICARE_WORDING = /medicare|beneficiar|\bmbi\b|\bcms\b/i;

/**
 * Health plan ids after a label. A label that also names other things (member, subscriber,
 * insurance) needs health wording near an all-digit value, and is not a health plan after a
 * non-health membership ("loyalty member number", "Slack member ID"); Medicare and
 * MBI labels need a well-formed MBI (or, for Medicare, an old HICN). In a text about Medicare,
 * a well-formed MBI is reported without a label.
 */
export const healthPlanIdDetector: Detector = {
  type: "health_plan_id",
  triggers: [
    "member",
    "subscriber",
    "plan",
    "insurance",
    "insured",
    "medica",
    "mbi",
    "beneficiary",
  ],
  find(text, out, scan) {
    const deadline = scan.deadline;
    const first = out.length;
    eachMatchOf(HEALTH_PLAN.cursor(text, planLabelStarts(scan)), deadline, (m) => {
      const value = m[4] ?? "";
      if (planValueValid(text, m, value)) pushId(out, "health_plan_id", m, value, 0.85);
    });
    if (!MEDICARE_WORDING.test(text)) return;
    const labelled = out.slice(first);
    eachMatch(MBI_IN_TEXT, text, deadline, (m) => {
      const end = m.index + m[0].length;
      if (labelled.some((l) => l.start < end && m.index < l.end)) return;
      out.push({ type: "health_plan_id", start: m.index, end, confidence: 0.8 });
    });
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
