import { LiteralSet } from "../text/literal-set";
import { awsKeyDetector } from "./aws";
import { connectionStringDetector } from "./connection-string";
import { emailDetector, phoneDetector } from "./contact";
import {
  basicAuthDetector,
  bearerTokenDetector,
  jwtDetector,
  passwordDetector,
  privateKeyDetector,
} from "./credentials";
import type { Detector } from "./detector";
import { DetectorSet } from "./detector-set";
import { creditCardDetector } from "./financial";
import { genericSecretDetector } from "./generic-secret";
import { healthPlanIdDetector, medicalRecordNumberDetector, npiDetector } from "./health";
import { dateOfBirthDetector, ssnDetector } from "./identity";
import { ipAddressDetector } from "./network";
import { providerTokenDetector } from "./provider-tokens";

/**
 * The sixteen PII entities of the spec, in the spec's order.
 *
 * @example
 * ```ts
 * scan({ input, scanners: ["pii"], config: { pii: { entities: PII_ENTITIES.filter((e) => e !== "ip_address") } } });
 * ```
 */
export const PII_ENTITIES = [
  "email",
  "phone",
  "ssn",
  "credit_card",
  "ip_address",
  "date_of_birth",
  "jwt",
  "aws_key",
  "private_key",
  "password",
  "bearer_token",
  "basic_auth",
  "connection_string",
  "medical_record_number",
  "health_plan_id",
  "npi",
] as const;

/** One of {@link PII_ENTITIES}. */
export type PiiEntity = (typeof PII_ENTITIES)[number];

export const PII_DETECTORS: Readonly<Record<PiiEntity, Detector>> = {
  email: emailDetector,
  phone: phoneDetector,
  ssn: ssnDetector,
  credit_card: creditCardDetector,
  ip_address: ipAddressDetector,
  date_of_birth: dateOfBirthDetector,
  jwt: jwtDetector,
  aws_key: awsKeyDetector,
  private_key: privateKeyDetector,
  password: passwordDetector,
  bearer_token: bearerTokenDetector,
  basic_auth: basicAuthDetector,
  connection_string: connectionStringDetector,
  medical_record_number: medicalRecordNumberDetector,
  health_plan_id: healthPlanIdDetector,
  npi: npiDetector,
};

/** Length of an AWS access key id; a secret access key is 40 characters. */
const ACCESS_KEY_ID_LENGTH = 20;

/**
 * The aws_key matches under the secrets scanner's two names, told apart by length (an id is 20
 * characters, a secret 40): in a scan that runs both scanners the keys are found once.
 */
const awsSecretsDetector: Detector = {
  type: "aws",
  triggers: awsKeyDetector.triggers,
  find(_text, out, scan) {
    for (const m of scan.matchesOf(awsKeyDetector)) {
      const id = m.end - m.start === ACCESS_KEY_ID_LENGTH;
      out.push({
        type: id ? "aws_access_key_id" : "aws_secret_access_key",
        start: m.start,
        end: m.end,
        confidence: m.confidence,
        priority: m.priority,
      });
    }
  },
};

/** Detectors of the secrets scanner: provider formats first, the generic rule last. */
export const SECRET_DETECTORS: readonly Detector[] = [
  providerTokenDetector,
  awsSecretsDetector,
  privateKeyDetector,
  connectionStringDetector,
  basicAuthDetector,
  jwtDetector,
  bearerTokenDetector,
  genericSecretDetector,
];

/** The secrets scanner's detectors, compiled once. */
export const SECRET_SET = new DetectorSet(SECRET_DETECTORS);

/**
 * Every trigger of the PII and secrets detectors: one pass finds them for both scanners of a
 * scan (see TextFacts), at about the cost of a pass for either.
 */
export const ALL_TRIGGERS = new LiteralSet(
  [...Object.values(PII_DETECTORS), ...SECRET_DETECTORS].flatMap((d) => d.triggers ?? []),
);

const piiSets = new Map<string, DetectorSet>();
let allEntitiesSet: DetectorSet | undefined;
/** The last list asked for, a copy of its items then, and its set: callers reuse one list. */
let lastList: readonly PiiEntity[] | undefined;
let lastItems: PiiEntity[] = [];
let lastSet: DetectorSet | undefined;

function sameItems(a: readonly PiiEntity[], b: readonly PiiEntity[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The PII detectors of `entities`, compiled once per distinct entity list. `check` vets a list
 * not seen on the previous call (throwing to refuse it).
 */
export function piiDetectorSet(
  entities: readonly PiiEntity[],
  check?: (entities: readonly PiiEntity[]) => void,
): DetectorSet {
  // the default list (PII_ENTITIES itself) skips building the sorted key on every call, and so
  // does the list of the previous call when its items are unchanged
  if (entities === PII_ENTITIES && allEntitiesSet) return allEntitiesSet;
  if (entities === lastList && lastSet && sameItems(entities, lastItems)) return lastSet;
  check?.(entities);
  const set = lookUpSet(entities);
  lastList = entities;
  lastItems = [...entities];
  lastSet = set;
  return set;
}

function lookUpSet(entities: readonly PiiEntity[]): DetectorSet {
  const key = [...new Set(entities)].sort().join(",");
  let set = piiSets.get(key);
  if (!set) {
    set = new DetectorSet(
      PII_ENTITIES.filter((e) => entities.includes(e)).map((e) => PII_DETECTORS[e]),
    );
    piiSets.set(key, set);
  }
  if (entities === PII_ENTITIES) allEntitiesSet = set;
  return set;
}
