import { bad, type Case, miscite, ok, refuse } from "./build";

const INSTALL = [
  "tern requires Node.js 18.17 or later and is installed with npm install -g tern-cli.",
  "Configuration is read from tern.config.json in the project root; the TERN_CONFIG environment variable overrides the path.",
  "Running tern init creates a config file with default settings.",
];

const API = [
  "The REST API allows 5,000 requests per hour per token.",
  "List endpoints return 30 items per page by default; the per_page parameter accepts values up to 100.",
  "When the limit is exceeded the API responds with status 429 and a Retry-After header.",
];

const RELEASES = [
  "Version 3.0 was released on 14 September 2026 and drops support for Python 3.8.",
  "The legacy /v1/export endpoint will be removed in version 3.2.",
  "Version 2.x receives security fixes until 31 March 2027.",
];

const CACHE = [
  "The cache stores responses for 300 seconds by default; set cache.ttl to change it.",
  "Cache entries larger than 1 MB are never stored.",
  "All cache keys include the request's method and full URL.",
  "The Redis backend is maintained by the platform team; the in-memory backend is the default.",
];

const WEBHOOKS = [
  "Webhook deliveries are retried up to 8 times with exponential backoff starting at 30 seconds.",
  "Each delivery is signed with HMAC-SHA256 in the X-Signature header.",
  "Endpoints must respond within 10 seconds, or the delivery is treated as failed.",
];

export const SOFTWARE: Case[] = [
  {
    question: "What Node version do I need for tern?",
    contexts: INSTALL,
    answer: [
      ok("You'll need Node.js 18.17 or newer, and the package to install globally is tern-cli."),
    ],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How do I point tern at a config in another folder?",
    contexts: INSTALL,
    answer: [
      ok(
        "Setting the TERN_CONFIG environment variable lets you use a path other than tern.config.json in the project root.",
      ),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "What is the API rate limit?",
    contexts: API,
    answer: [ok("Each token may make up to 5,000 REST API calls an hour.")],
    kind: null,
    tags: ["paraphrase"],
  },
  {
    question: "How do I get more items per page?",
    contexts: API,
    answer: [ok("Pages hold 30 items unless you pass per_page, which goes as high as 100.")],
    kind: null,
    tags: ["reordered", "low-overlap"],
  },
  {
    question: "How long will 2.x get security patches?",
    contexts: RELEASES,
    answer: [ok("Security patches for the 2.x line continue until the end of March 2027.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "Can I still use Python 3.8 with version 3.0?",
    contexts: RELEASES,
    answer: [
      ok("No, 3.0 no longer supports Python 3.8 [1]."),
      ok("If you stay on 2.x, security fixes keep coming until 31 March 2027 [3]."),
    ],
    kind: null,
    tags: ["citation", "paraphrase"],
  },
  {
    question: "How long are responses cached?",
    contexts: CACHE,
    answer: [ok("By default, cached responses live for five minutes, and cache.ttl changes that.")],
    kind: null,
    tags: ["unit"],
  },
  {
    question: "How long do webhook receivers have to answer?",
    contexts: WEBHOOKS,
    answer: [
      ok("A receiver that takes longer than 10 seconds to respond counts as a failed delivery."),
    ],
    kind: null,
    tags: ["low-overlap", "reordered"],
  },
  {
    question: "How many delivery attempts can a webhook get?",
    contexts: WEBHOOKS,
    answer: [
      ok("Counting the first attempt and eight retries, a delivery is tried up to nine times."),
    ],
    kind: null,
    tags: ["derived", "spelled-number"],
  },
  {
    question: "Can I filter which events are sent to my webhook?",
    contexts: WEBHOOKS,
    answer: [
      refuse("The webhook documentation I found doesn't say whether events can be filtered."),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the maximum per_page?",
    contexts: API,
    answer: [bad("number", "The per_page parameter accepts values up to 1000.")],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How many requests can a token make in a day?",
    contexts: API,
    answer: [
      ok("The limit is 5,000 requests per hour for each token."),
      bad("derivation", "That works out to 100,000 requests per day per token."),
    ],
    kind: "derivation",
  },
  {
    question: "When was 3.0 released?",
    contexts: RELEASES,
    answer: [
      bad("date", "Version 3.0 came out on 14 October 2026 and no longer supports Python 3.8."),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "How are webhook deliveries signed?",
    contexts: WEBHOOKS,
    answer: [
      bad(
        "entity",
        "Every delivery carries an HMAC-SHA256 signature in the X-Webhook-Signature header.",
      ),
    ],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Do cache keys include the method?",
    contexts: CACHE,
    answer: [bad("quantifier", "Only some cache keys include the request's method and full URL.")],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "Is /v1/export going away?",
    contexts: RELEASES,
    answer: [bad("modal", "The legacy /v1/export endpoint may be removed in version 3.2.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How do I set up tern?",
    contexts: INSTALL,
    answer: [
      ok(
        "After a global npm install -g tern-cli, running tern init produces a config file with the default settings.",
      ),
      bad("fabricated", "tern init also adds a .ternignore file to the project root."),
    ],
    kind: "fabricated",
  },
  {
    question: "What is the default cache TTL?",
    contexts: [],
    answer: [bad("empty-context", "The default cache TTL is 60 seconds.")],
    kind: "empty-context",
  },
  {
    question: "What won't be cached, and how are cache keys built?",
    contexts: CACHE,
    answer: [
      ok("Anything over 1 MB is never put in the cache [2]."),
      miscite("Keys are built from the request method and the full URL [1]."),
    ],
    kind: "citation",
  },
  {
    question: "Does the API send a Retry-After header?",
    contexts: API,
    answer: [
      refuse(
        "I couldn't find anything in the docs about how rate-limited responses are signalled.",
      ),
    ],
    kind: "over-refusal",
  },
];
