import { bad, type Case, miscite, ok, refuse, say } from "../held-out-2/build";

const SNAPSHOTS = [
  "Volume snapshots are incremental: only blocks changed since the previous snapshot are stored.",
  "Automated snapshots are retained for 7 days by default; the retention can be raised to 35 days.",
  "Snapshots are stored in the same region as the volume unless cross-region copy is enabled.",
  "Deleting a volume does not delete its manual snapshots.",
];

const LIMITS = [
  "Each project can run up to 24 vCPUs per region by default.",
  "Quota increases are requested from the console and are usually approved within 2 business days.",
  "A single load balancer accepts at most 50 listener rules.",
];

const PRICING = [
  "Standard object storage costs $0.023 per GB-month for the first 50 TB.",
  "Data transfer out to the internet is free for the first 100 GB each month and $0.09 per GB after that.",
  "Requests are billed at $0.005 per 1,000 PUT requests and $0.0004 per 1,000 GET requests.",
];

const KUBERNETES = [
  "Managed clusters run Kubernetes 1.30 by default, and version 1.28 reaches end of support on 14 March 2027.",
  "The control plane is free for clusters with fewer than 10 nodes.",
  "Node pools are upgraded automatically during the maintenance window unless auto-upgrade is turned off.",
  "All clusters created after June 2026 use the Cilium network plugin.",
];

const IAM = [
  "API keys expire after 90 days and must be rotated before then.",
  "Service accounts cannot sign in to the console.",
  "The Viewer role grants read access to every resource in the project but cannot read secrets.",
];

const SLA = [
  "Compute instances have a monthly uptime commitment of 99.95%.",
  "If uptime falls below 99.0%, customers receive a 25% service credit.",
  "Service credits must be claimed through a support ticket within 30 days of the incident.",
];

export const CLOUD: Case[] = [
  {
    question: "Do snapshots copy the whole disk every time?",
    contexts: SNAPSHOTS,
    answer: [
      ok("No, each snapshot only keeps the blocks that have changed since the one before it."),
    ],
    kind: null,
    tags: ["paraphrase", "low-overlap"],
  },
  {
    question: "How long are automated snapshots kept?",
    contexts: SNAPSHOTS,
    answer: [
      ok(
        "By default automated snapshots are kept for one week, and you can extend that to 35 days.",
      ),
    ],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "If I delete a volume, do I lose my manual snapshots?",
    contexts: SNAPSHOTS,
    answer: [ok("Your manual snapshots survive the deletion of the volume they came from.")],
    kind: null,
    tags: ["low-overlap"],
  },
  {
    question: "How many vCPUs can I use, and how do I get more?",
    contexts: LIMITS,
    answer: [
      ok(
        "By default a project gets 24 vCPUs in each region, and a quota increase requested in the console is normally approved within two business days.",
      ),
    ],
    kind: null,
    tags: ["merged", "spelled-number"],
  },
  {
    question: "How much more expensive are PUT requests than GET requests?",
    contexts: PRICING,
    answer: [ok("Per 1,000 requests, a PUT costs $0.0046 more than a GET.")],
    kind: null,
    tags: ["derived"],
  },
  {
    question: "How much is the control plane?",
    contexts: KUBERNETES,
    answer: [
      say("Good question."),
      ok("Clusters with fewer than 10 nodes don't pay for the control plane."),
    ],
    kind: null,
    tags: ["paraphrase", "reordered"],
  },
  {
    question: "Will my node pools be upgraded without me doing anything?",
    contexts: KUBERNETES,
    answer: [
      ok(
        "Yes: unless you switch auto-upgrade off, node pools get upgraded automatically in the maintenance window [3].",
      ),
      ok("New clusters default to Kubernetes 1.30 [1]."),
    ],
    kind: null,
    tags: ["citation", "reordered"],
  },
  {
    question: "How often do I need to rotate API keys?",
    contexts: IAM,
    answer: [ok("API keys last about three months, so rotate them before the 90 days are up.")],
    kind: null,
    tags: ["unit", "spelled-number"],
  },
  {
    question: "Can the Viewer role see our secrets?",
    contexts: IAM,
    answer: [
      ok("No; Viewer can read every resource in the project, but secrets are off limits to it."),
    ],
    kind: null,
    tags: ["paraphrase", "merged"],
  },
  {
    question: "What happens if uptime is poor?",
    contexts: SLA,
    answer: [
      ok(
        "Should uptime drop under 99.0% in a month, you get a 25% service credit, which you claim via a support ticket within 30 days of the incident.",
      ),
    ],
    kind: null,
    tags: ["merged", "paraphrase"],
  },
  {
    question: "Which GPU types are available in the Frankfurt region?",
    contexts: LIMITS,
    answer: [
      refuse(
        "The documentation I have doesn't list GPU types by region, so I can't tell you which are offered in Frankfurt.",
      ),
    ],
    kind: null,
    tags: ["refusal"],
  },
  // Planted errors.
  {
    question: "What's the maximum snapshot retention?",
    contexts: SNAPSHOTS,
    answer: [
      bad(
        "number",
        "Automated snapshots are retained for 7 days by default; the retention can be raised to 45 days.",
      ),
    ],
    kind: "number",
    tags: ["high-overlap"],
  },
  {
    question: "How far short of the uptime commitment does the service credit start?",
    contexts: SLA,
    answer: [
      bad(
        "derivation",
        "The 25% credit starts when uptime is 1.5 percentage points below the 99.95% commitment.",
      ),
    ],
    kind: "derivation",
  },
  {
    question: "When does Kubernetes 1.28 lose support?",
    contexts: KUBERNETES,
    answer: [
      bad(
        "date",
        "Version 1.28 reaches end of support on 14 May 2027, and clusters default to 1.30.",
      ),
    ],
    kind: "date",
    tags: ["high-overlap"],
  },
  {
    question: "Which network plugin do new clusters use?",
    contexts: KUBERNETES,
    answer: [bad("entity", "All clusters created after June 2026 use the Calico network plugin.")],
    kind: "entity",
    tags: ["high-overlap"],
  },
  {
    question: "Can a service account log in to the console?",
    contexts: IAM,
    answer: [bad("negation", "Service accounts can sign in to the console.")],
    kind: "negation",
    tags: ["high-overlap"],
  },
  {
    question: "Which clusters use Cilium?",
    contexts: KUBERNETES,
    answer: [
      bad("quantifier", "Some clusters created after June 2026 use the Cilium network plugin."),
    ],
    kind: "quantifier",
    tags: ["high-overlap"],
  },
  {
    question: "What do I have to do about expiring API keys?",
    contexts: IAM,
    answer: [bad("modal", "API keys expire after 90 days and may be rotated before then.")],
    kind: "modal",
    tags: ["high-overlap"],
  },
  {
    question: "How many listener rules can a load balancer have?",
    contexts: LIMITS,
    answer: [
      ok("One load balancer takes no more than 50 listener rules."),
      bad(
        "fabricated",
        "If you need more, the limit can be raised to 200 rules through a quota request.",
      ),
    ],
    kind: "fabricated",
  },
  {
    question: "What's the uptime SLA for compute?",
    contexts: [],
    answer: [
      bad("empty-context", "Compute instances are covered by a 99.99% monthly uptime commitment."),
    ],
    kind: "empty-context",
  },
  {
    question: "What does storage cost, and what about requests?",
    contexts: PRICING,
    answer: [
      ok("For the first 50 TB, standard object storage is $0.023 per GB-month [1]."),
      miscite("Every 1,000 GET requests cost $0.0004 [2]."),
    ],
    kind: "citation",
  },
  {
    question: "Where are snapshots stored?",
    contexts: SNAPSHOTS,
    answer: [
      refuse("I couldn't find where snapshots are stored in the documentation I have access to."),
    ],
    kind: "over-refusal",
  },
];
