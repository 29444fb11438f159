/**
 * Positive frames of the held-out corpus: for each class, sentences in several registers
 * (support chat, clinical note, fintech ticket, dev-ops log line, JSON, YAML/env, markdown),
 * written from the class descriptions, not from the detectors or the first corpus.
 * Each frame returns segments; planted values carry their gold type.
 */
import type { LabelType, Segment } from "./corpus-types";
import * as V from "./heldout-values";
import type { Rng } from "./rng";

export type Frame = (rng: Rng) => Segment[];

const v = (type: LabelType, value: string, record = false): Segment => ({
  type,
  value,
  context: record ? "record" : "prose",
});

const ts = (rng: Rng) =>
  `2025-0${rng.int(1, 9)}-${String(rng.int(10, 28))}T${String(rng.int(10, 23))}:${String(rng.int(10, 59))}:${String(rng.int(10, 59))}Z`;
const level = (rng: Rng) => rng.pick(["INFO", "WARN", "ERROR", "DEBUG"]);
const svc = (rng: Rng) => rng.pick(["billing-api", "claims-worker", "auth-gw", "ledger", "notify"]);

const PHONE: Frame[] = [
  (r) => ["Best number to reach me is ", v("phone", V.phone(r)), " after 5pm."],
  (r) => [
    "Patient asked that we call back on ",
    v("phone", V.phone(r)),
    " regarding the lab results.",
  ],
  (r) => [`${ts(r)} ${level(r)} sms.send to=`, v("phone", V.phone(r), true), ` template=otp_v2`],
  (r) => [`{"customer": {"mobile": "`, v("phone", V.phone(r), true), `", "tier": "gold"}}`],
  (r) => ["| Contact | ", v("phone", V.phone(r), true), " |"],
  (r) => ["You can text me at ", v("phone", V.bareNanp(r)), ", I'm on the road today."],
  (r) => ["fax the referral to ", v("phone", V.phone(r)), " attn. Dr. Kim"],
];

const EMAIL: Frame[] = [
  (r) => ["Please send the statement to ", v("email", V.email(r)), " instead of my work address."],
  (r) => [`${ts(r)} INFO user.login email=`, v("email", V.email(r), true), " ok"],
  (r) => [`{"billing_contact": "`, v("email", V.email(r), true), `"}`],
  (r) => ["cc ", v("email", V.email(r)), " on the escalation, thanks"],
];

const SSN: Frame[] = [
  (r) => ["For the W-9 my SSN is ", v("ssn", V.ssn(r)), "."],
  (r) => ["Verified identity with social security number ", v("ssn", V.ssn(r)), " on file."],
  (r) => [`{"applicant": {"ssn": "`, v("ssn", V.ssn(r), true), `"}}`],
  (r) => ["ssn: ", v("ssn", V.ssn(r, " "), true)],
  (r) => ["Last four won't work, the full social is ", v("ssn", V.ssn(r)), "."],
];

const CARD: Frame[] = [
  (r) => [
    "Can you charge the card ending... actually here's the whole thing: ",
    v("credit_card", V.creditCard(r)),
  ],
  (r) => [
    `${ts(r)} ERROR payment.declined pan=`,
    v("credit_card", V.creditCard(r), true),
    " reason=do_not_honor",
  ],
  (r) => [`{"card_number": "`, v("credit_card", V.creditCard(r), true), `", "exp": "08/27"}`],
  (r) => [
    "Customer read out card ",
    v("credit_card", V.creditCard(r)),
    " over the phone, exp 11/26.",
  ],
];

const IP: Frame[] = [
  (r) => [
    `${ts(r)} WARN auth.failed src=`,
    v("ip_address", V.ipAddress(r), true),
    ` attempts=${r.int(3, 9)}`,
  ],
  (r) => ["The VPN keeps assigning me ", v("ip_address", V.ipAddress(r)), " and then dropping."],
  (r) => [`{"client_ip": "`, v("ip_address", V.ipAddress(r), true), `"}`],
  (r) => ["ssh into ", v("ip_address", V.ipAddress(r)), " and check the disk"],
];

const DOB: Frame[] = [
  (r) => ["Pt is a 54 y/o M, DOB ", v("date_of_birth", V.dob(r)), ", presenting with chest pain."],
  (r) => ["I was born on ", v("date_of_birth", V.dob(r)), " if you need it for verification."],
  (r) => [
    `{"name": "${V.personName(r)}", "date_of_birth": "`,
    v("date_of_birth", V.dob(r), true),
    `"}`,
  ],
  (r) => ["birthDate: ", v("date_of_birth", V.dob(r), true)],
  (r) => ["Date of birth: ", v("date_of_birth", V.dob(r)), " (confirmed with the patient)"],
];

const MRN: Frame[] = [
  (r) => ["Admitted under MRN ", v("medical_record_number", V.mrn(r)), ", bed 4B."],
  (r) => [
    `{"patient": {"mrn": "`,
    v("medical_record_number", V.mrn(r), true),
    `", "ward": "oncology"}}`,
  ],
  (r) => [
    "Medical record number: ",
    v("medical_record_number", V.mrn(r)),
    " - please attach the discharge summary.",
  ],
  (r) => [
    `${ts(r)} INFO ehr.chart_opened medical_record_number=`,
    v("medical_record_number", V.mrn(r), true),
  ],
];

const NPI: Frame[] = [
  (r) => ["Referring provider NPI ", v("npi", V.npi(r)), " (family medicine)."],
  (r) => [`{"claim": {"rendering_npi": "`, v("npi", V.npi(r), true), `"}}`],
  (r) => ["The clinic's National Provider Identifier is ", v("npi", V.npi(r)), "."],
  (r) => ["provider_npi=", v("npi", V.npi(r), true), " claim rejected, resubmit"],
];

const HEALTH_PLAN: Frame[] = [
  (r) => [
    "My insurance member ID is ",
    v("health_plan_id", V.memberId(r)),
    " and the claim is for the MRI copay.",
  ],
  (r) => [
    "Patient's Medicare number (MBI): ",
    v("health_plan_id", V.mbi(r)),
    ". Verify eligibility before the visit.",
  ],
  (r) => [
    "New Medicare card arrived, beneficiary id ",
    v("health_plan_id", V.mbi(r)),
    ", can you update my file for the pharmacy claim?",
  ],
  (r) => [
    `{"coverage": {"subscriber_id": "`,
    v("health_plan_id", V.memberId(r), true),
    `", "payer": "Aetna", "copay": 30}}`,
  ],
  (r) => [
    "memberId: ",
    v("health_plan_id", V.memberId(r), true),
    "\nplan: PPO Gold\nclaim_status: pending",
  ],
  (r) => [
    "Subscriber number ",
    v("health_plan_id", V.memberId(r)),
    " - the patient's claim for physical therapy was denied.",
  ],
  (r) => [
    "Medicaid ID ",
    v("health_plan_id", V.memberId(r)),
    " for the patient, prior auth pending.",
  ],
  (r) => [
    "MBI ",
    v("health_plan_id", V.mbi(r, false)),
    " came back inactive on the eligibility check.",
  ],
];

const PASSWORD: Frame[] = [
  (r) => ["my new password is ", v("password", V.password(r)), " btw, I changed it this morning"],
  (r) => [
    "We changed the admin passphrase to ",
    v("password", V.passphrase(r)),
    " after the audit.",
  ],
  (r) => [
    "Heads up: someone pasted the password ",
    v("password", V.password(r)),
    " in #general, please rotate it.",
  ],
  (r) => ["The wifi password for the 3rd floor is now ", v("password", V.password(r))],
  (r) => [
    "Temporary password for the new hire: ",
    v("password", V.password(r)),
    " (must change on first login)",
  ],
  (r) => ["DB_PASSWORD=", v("password", V.password(r), true)],
  (r) => [`{"username": "ops", "password": "`, v("password", V.password(r), true), `"}`],
  (r) => ["smtp:\n  user: alerts\n  password: ", v("password", V.password(r), true)],
  (r) => [
    "I reset her portal password to ",
    v("password", V.passphrase(r)),
    ", she can log in now.",
  ],
  (r) => [
    "Vault root passphrase was set to ",
    v("password", V.passphrase(r)),
    " during the drill.",
  ],
  (r) => ["- **password**: `", v("password", V.password(r), true), "`"],
];

const BEARER: Frame[] = [
  (r) => ["Authorization: Bearer ", v("bearer_token", V.opaqueToken(r), true)],
  (r) => [
    `curl -H "Authorization: Bearer `,
    v("bearer_token", V.opaqueToken(r), true),
    `" https://api.internal/v2/claims`,
  ],
  (r) => [
    "Here's the access token the app got back: ",
    v("bearer_token", V.oauthToken(r)),
    ", it expires in an hour.",
  ],
  (r) => [
    "Our OAuth token ",
    v("bearer_token", V.oauthToken(r)),
    " stopped working after the scope change.",
  ],
  (r) => [
    `{"access_token": "`,
    v("bearer_token", V.opaqueToken(r), true),
    `", "token_type": "bearer", "expires_in": 3600}`,
  ],
  (r) => [
    "the session token is ",
    v("bearer_token", V.opaqueToken(r)),
    " if you want to reproduce the 403",
  ],
  (r) => [
    `${ts(r)} DEBUG ${svc(r)} upstream call token=`,
    v("bearer_token", V.oauthToken(r), true),
  ],
  (r) => ["refresh token: ", v("bearer_token", V.opaqueToken(r))],
];

const AWS: Frame[] = [
  (r) => [
    "AWS_ACCESS_KEY_ID=",
    v("aws_key", V.awsKeyId(r), true),
    "\nAWS_SECRET_ACCESS_KEY=",
    v("aws_key", V.awsSecret(r), true),
  ],
  (r) => [
    "keys for the backup user: ",
    v("aws_key", V.awsKeyId(r)),
    " / ",
    v("aws_key", V.awsSecret(r)),
  ],
  (r) => [
    "Access key ID,Secret access key\n",
    v("aws_key", V.awsKeyId(r), true),
    ",",
    v("aws_key", V.awsSecret(r), true),
  ],
  (r) => [
    "[default]\naws_access_key_id = ",
    v("aws_key", V.awsKeyId(r), true),
    "\naws_secret_access_key = ",
    v("aws_key", V.awsSecret(r), true),
  ],
  (r) => [
    "The CI job leaked ",
    v("aws_key", V.awsKeyId(r)),
    " in the build log, please disable it.",
  ],
  (r) => [
    `{"AccessKeyId": "`,
    v("aws_key", V.awsKeyId(r), true),
    `", "SecretAccessKey": "`,
    v("aws_key", V.awsSecret(r), true),
    `"}`,
  ],
];

const TOKENS: Frame[] = [
  (r) => {
    const t = V.providerToken(r);
    return ["Found this in the repo history: ", v(t.type, t.value), " - revoke?"];
  },
  (r) => {
    const t = V.providerToken(r);
    return [
      `export ${r.pick(["API_TOKEN", "TOKEN", "SERVICE_KEY", "CI_SECRET"])}=`,
      v(t.type, t.value, true),
    ];
  },
  (r) => {
    const t = V.providerToken(r);
    return [`${ts(r)} ${level(r)} ${svc(r)} config loaded key=`, v(t.type, t.value, true)];
  },
  (r) => {
    const t = V.providerToken(r);
    return ["```\n", v(t.type, t.value, true), "\n```\nthat's the one from the staging env"];
  },
  (r) => {
    const t = V.providerToken(r);
    return [
      `{"integration": "${r.pick(["ci", "chatops", "deploy"])}", "credential": "`,
      v(t.type, t.value, true),
      `"}`,
    ];
  },
];

const BASIC: Frame[] = [
  (r) => ["Authorization: Basic ", v("basic_auth", V.basicCredential(r).encoded, true)],
  (r) => {
    const c = V.basicCredential(r);
    return [
      "curl -u ",
      v("basic_auth", `${c.user}:${c.pass}`),
      " https://reports.internal/export.csv",
    ];
  },
  (r) => {
    const c = V.basicCredential(r);
    return [
      "webhook target: https://",
      v("basic_auth", `${c.user}:${c.pass}`),
      "@hooks.partner.com/in",
    ];
  },
];

const CONN: Frame[] = [
  (r) => ["DATABASE_URL=", v("connection_string", V.connectionString(r), true)],
  (r) => [
    "try connecting with ",
    v("connection_string", V.connectionString(r)),
    " from the bastion",
  ],
  (r) => [`{"datasource": "`, v("connection_string", V.connectionString(r), true), `"}`],
  (r) => [
    `${ts(r)} ERROR ${svc(r)} could not connect dsn=`,
    v("connection_string", V.connectionString(r), true),
  ],
];

const JWT: Frame[] = [
  (r) => ["Authorization: Bearer ", v("jwt", V.jwt(r), true)],
  (r) => ["The id_token from the login is ", v("jwt", V.jwt(r)), " - the aud claim looks wrong."],
  (r) => [`{"id_token": "`, v("jwt", V.jwt(r), true), `"}`],
];

const KEY: Frame[] = [
  (r) => ["Here's the deploy key, don't share:\n", v("private_key", V.privateKey(r))],
  (r) => ["```\n", v("private_key", V.privateKey(r), true), "\n```"],
];

/** Frames per class and how often a class is planted (the weak classes weigh most). */
export const HELDOUT_CLASSES: ReadonlyArray<readonly [Frame[], number]> = [
  [PASSWORD, 14],
  [BEARER, 12],
  [AWS, 9],
  [HEALTH_PLAN, 11],
  [TOKENS, 10],
  [PHONE, 6],
  [EMAIL, 4],
  [SSN, 4],
  [CARD, 4],
  [IP, 4],
  [DOB, 4],
  [MRN, 4],
  [NPI, 4],
  [BASIC, 3],
  [CONN, 4],
  [JWT, 3],
  [KEY, 1],
];
