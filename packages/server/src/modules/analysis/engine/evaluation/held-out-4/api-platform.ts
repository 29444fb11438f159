import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const LIMITS = [
  "The Nimbus Maps API allows 600 requests per minute per API key on the Standard plan and 3,000 on the Scale plan.",
  "Requests over the limit receive HTTP 429 with a Retry-After header giving the seconds to wait.",
  "Batch geocoding requests count as one request per 50 addresses.",
  "Rate limits are applied per key, not per account.",
];

const QUOTAS = [
  "The Standard plan includes 100,000 geocoding requests a month; each additional 1,000 requests cost $0.50.",
  "The Scale plan includes 2,000,000 requests a month for $450.",
  "Unused quota does not roll over to the next month.",
  "Quota usage is shown in the dashboard and refreshed every 5 minutes.",
];

const AUTH = [
  "Every request must include an API key in the X-Nimbus-Key header.",
  "Keys can be restricted to specific HTTP referrers or IP addresses.",
  "Secret keys must never be embedded in client-side code.",
  "Keys that are rotated remain valid for 24 hours so that deployments can switch over.",
];

const VERSIONS = [
  "Version 3 of the API was released on 12 April 2026.",
  "Version 2 will be retired on 30 June 2027; after that date, v2 requests will return HTTP 410.",
  "Version 3 returns coordinates as [longitude, latitude] arrays, while version 2 returned latitude first.",
  "The migration guide is maintained by Priya Anand on the developer relations team.",
];

const SUPPORT_TERMS = [
  "Standard plan customers get email support with a first response within 2 business days.",
  "Scale plan customers get a first response within 4 hours, around the clock, for severity-1 incidents.",
  "The status page is updated within 15 minutes of an incident being declared.",
];

export const API_PLATFORM: Case[] = [
  {
    question: "How many calls a second can I make on Standard?",
    contexts: LIMITS,
    answer: [ok("On Standard, each key can make 10 requests per second on average.")],
    kind: null,
    tags: ["derived", "unit"],
  },
  {
    question: "How much higher is the Scale limit?",
    contexts: LIMITS,
    answer: [ok("The Scale plan gives each key five times the per-minute allowance of Standard.")],
    kind: null,
    tags: ["derived", "spelled-number", "low-overlap"],
  },
  {
    question: "What happens when I hit the rate limit?",
    contexts: LIMITS,
    answer: [
      ok(
        "You'll get a 429 response, and its Retry-After header tells you how many seconds to back off.",
      ),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How are batch geocoding calls counted?",
    contexts: LIMITS,
    answer: [
      ok("In a batch geocoding call, each group of fifty addresses counts as a single request."),
    ],
    kind: null,
    tags: ["reordered", "spelled-number"],
  },
  {
    question: "What if I go over 100,000 geocodes on Standard?",
    contexts: QUOTAS,
    answer: [
      ok(
        "Beyond the 100,000 included each month, you pay 50 cents for every extra thousand requests.",
      ),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "What does a request cost on Scale?",
    contexts: QUOTAS,
    answer: [
      say("Let me work that out."),
      ok("At $450 for 2,000,000 requests, Scale comes to $0.225 per thousand requests."),
    ],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How do I authenticate, and what about rotation?",
    contexts: AUTH,
    answer: [
      ok("Put your API key in the X-Nimbus-Key header of each request [1]."),
      ok(
        "When you rotate a key, the old one keeps working for a day so your deployments can catch up [4].",
      ),
    ],
    kind: null,
    tags: ["citation", "unit"],
  },
  {
    question: "Can I put my secret key in my React app?",
    contexts: AUTH,
    answer: [ok("No, a secret key should never be shipped in code that runs in the browser.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "What changed in v3 and when does v2 stop?",
    contexts: VERSIONS,
    answer: [
      ok(
        "V3 puts longitude before latitude, the reverse of v2, which is switched off on June 30, 2027 and answers 410 after that.",
      ),
    ],
    kind: null,
    tags: ["merged", "reordered"],
  },
  {
    question: "Is there a Python SDK?",
    contexts: [],
    answer: [
      refuse(
        "I don't have any documentation about SDKs, so I can't tell you whether a Python one exists.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  {
    question: "How quickly does support reply?",
    contexts: SUPPORT_TERMS,
    answer: [
      ok(
        "Standard customers hear back by email within two business days, while Scale customers with a severity-1 incident get a reply within four hours, day or night.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  // Planted errors.
  {
    question: "What's the Standard rate limit?",
    contexts: LIMITS,
    answer: [bad("number", "The Standard plan allows 500 requests per minute per API key.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "What would 300,000 geocodes on Standard cost in overage?",
    contexts: QUOTAS,
    answer: [
      bad("derivation", "Going to 300,000 requests on Standard adds $150 in overage charges."),
    ],
    kind: "derivation",
  },
  {
    question: "When was v3 released?",
    contexts: VERSIONS,
    answer: [bad("date", "Version 3 of the API came out on 12 March 2026.")],
    kind: "date",
  },
  {
    question: "Who maintains the migration guide?",
    contexts: VERSIONS,
    answer: [
      bad(
        "entity",
        "The migration guide is maintained by Ravi Anand on the developer relations team.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Does unused quota carry over?",
    contexts: QUOTAS,
    answer: [bad("negation", "Unused quota rolls over to the next month.")],
    kind: "negation",
  },
  {
    question: "Do I need a key on every request?",
    contexts: AUTH,
    answer: [
      bad("quantifier", "Most requests must include an API key in the X-Nimbus-Key header."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What happens to v2 requests after retirement?",
    contexts: VERSIONS,
    answer: [bad("modal", "After 30 June 2027, v2 requests may return HTTP 410.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How fresh is the usage dashboard?",
    contexts: QUOTAS,
    answer: [
      ok("Quota usage in the dashboard refreshes every five minutes."),
      bad("fabricated", "You can also set an email alert when usage passes 80% of the quota."),
    ],
    kind: "fabricated",
  },
  {
    question: "Do you support webhooks for geofences?",
    contexts: [],
    answer: [
      bad(
        "empty-context",
        "Nimbus sends geofence webhooks within 2 seconds of a device crossing a boundary.",
      ),
    ],
    kind: "empty-context",
  },
  {
    question: "How do I lock down a key?",
    contexts: AUTH,
    answer: [
      ok("You can restrict a key to particular HTTP referrers or IP addresses [2]."),
      miscite("Never embed secret keys in client-side code [1]."),
    ],
    kind: "citation",
  },
  {
    question: "Are rate limits per key or per account?",
    contexts: LIMITS,
    answer: [
      refuse("I'm not sure, and the docs I have don't seem to cover how limits are scoped."),
    ],
    kind: "over-refusal",
  },
];
