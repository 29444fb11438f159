/**
 * The hard corpus in the bench: Vigil's `scan()` with the pii and secrets scanners (all
 * entities), the call users make, scored per type on the 16 PII entities plus provider tokens
 * (17 rows), with micro-F1, the hard-negative rate and the per-type goals; the peers
 * are scored on the types they support, one pass each.
 */
import { type ScanResponse, scan } from "../src/index";
import type { Corpus, LabelType, Message } from "./corpus-types";
import { PII_TYPES, PROVIDER_TYPES } from "./corpus-types";
import { LOOK_ALIKE_KINDS, lookAlike } from "./hard-lookalikes";
import type { Found, Peer } from "./peer-types";
import { labelCounts, printErrors } from "./report";
import { Rng } from "./rng";
import { type Counts, prf, Scorer, sumCounts } from "./scoring";
import { fmt, heading, pct, table } from "./table";
import type { Target } from "./targets";

/** Secrets scanner names that differ from the label types. */
const ALIASES: Readonly<Record<string, string>> = {
  aws_access_key_id: "aws_key",
  aws_secret_access_key: "aws_key",
};

/**
 * Findings of both scanners as label-typed spans; the same type and span reported by both
 * scanners (a JWT, a bearer token) is one finding, as a user redacting the text sees it.
 */
export function scanFindings(response: ScanResponse): Found[] {
  const seen = new Set<string>();
  const out: Found[] = [];
  for (const result of Object.values(response.results)) {
    for (const f of result.findings) {
      const type = ALIASES[f.type] ?? f.type;
      const key = `${type}|${f.start}|${f.end}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ type: type as Found["type"], start: f.start, end: f.end });
    }
  }
  return out;
}

export function vigilScanAll(text: string): ScanResponse {
  return scan({ input: text, scanners: ["pii", "secrets"] });
}

const HARD_TYPES: readonly LabelType[] = [...PII_TYPES, ...PROVIDER_TYPES];

interface Scored {
  name: string;
  types: ReadonlySet<LabelType>;
  scorer: Scorer;
  /** Hard-negative messages with any finding at all. */
  hnHits: number;
}

/** Counts of the 17 rows: each PII entity, and the provider token formats summed as one. */
function rows(s: Scorer): Array<[string, Counts | undefined]> {
  const pii = PII_TYPES.map((t): [string, Counts | undefined] => [t, s.counts.get(t)]);
  const providers = PROVIDER_TYPES.filter((t) => s.types.has(t)).map((t) => s.counts.get(t));
  const provider = providers.length > 0 ? sumCounts(providers as Counts[]) : undefined;
  return [...pii, ["provider tokens (38 formats)", provider]];
}

const triple = (c: Counts | undefined): string[] => {
  if (!c || c.tp + c.fp + c.fn === 0) return ["—", "—", "—"];
  const m = prf(c);
  return [fmt(m.precision), fmt(m.recall), fmt(m.f1)];
};

async function scorePeer(peer: Peer, messages: readonly Message[]): Promise<Scored> {
  const scorer = new Scorer(peer.types);
  let hnHits = 0;
  for (const m of messages) {
    let r = peer.run(m.text);
    if (r instanceof Promise) r = await r;
    await peer.afterCall?.();
    const found = peer.findings(m.text, r);
    scorer.add(m, found);
    if (m.kind === "hard_negative" && found.length > 0) hnHits++;
  }
  return { name: peer.name, types: peer.types, scorer, hnHits };
}

export interface HardResult {
  printed: string;
  figures: Record<string, unknown>;
}

/** What a corpus is called in the output and which look-alike classes it has. */
export interface CorpusSetup {
  title: string;
  lookAlikes: { kinds: readonly string[]; make: (rng: Rng, kind: string) => string };
}

const HARD_SETUP: CorpusSetup = {
  title: "Hard corpus",
  lookAlikes: { kinds: LOOK_ALIKE_KINDS, make: lookAlike },
};

export async function runHardCorpus(
  corpus: Corpus,
  peers: readonly Peer[],
  setup: CorpusSetup = HARD_SETUP,
): Promise<HardResult> {
  const messages = corpus.messages;
  const vigil = new Scorer(new Set(HARD_TYPES), true);
  let hnHits = 0;
  for (const m of messages) {
    const found = scanFindings(vigilScanAll(m.text));
    vigil.add(m, found);
    if (m.kind === "hard_negative" && found.length > 0) hnHits++;
  }
  const scored: Scored[] = [];
  for (const peer of peers) scored.push(await scorePeer(peer, messages));

  const n = labelCounts(messages);
  const negatives = messages.filter((m) => m.kind === "hard_negative").length;
  const positives = messages.length - negatives;
  const providerN = PROVIDER_TYPES.reduce((a, t) => a + (n.get(t) ?? 0), 0);
  const out = [
    heading(
      `${setup.title} (seed ${corpus.seed}): ${positives} positive, ${negatives} hard-negative messages, ${[...n.values()].reduce((a, b) => a + b, 0)} labelled values; Vigil = scan(["pii","secrets"]), all entities`,
    ),
  ];
  const head = ["type", "n", "Vigil P", "R", "F1", "exact"];
  for (const p of scored) head.push(`${p.name} F1`);
  const peerRows = scored.map((p) => new Map(rows(p.scorer)));
  const body = rows(vigil).map(([type, c], i) => {
    const count = i < PII_TYPES.length ? (n.get(type) ?? 0) : providerN;
    const exact = c && c.tp > 0 ? pct(c.exact / c.tp) : "—";
    return [
      type,
      String(count),
      ...triple(c),
      exact,
      ...peerRows.map((r) => triple(r.get(type))[2] ?? "—"),
    ];
  });
  const micro = vigil.micro(HARD_TYPES);
  body.push([
    "micro (17 types)",
    String(micro.tp + micro.fn),
    ...triple(micro),
    pct(micro.exact / micro.tp),
    ...scored.map(
      (p) => triple(p.scorer.micro(HARD_TYPES.filter((t) => p.types.has(t))))[2] ?? "—",
    ),
  ]);
  out.push(table(head, body));
  out.push("peers' F1 is on the types each supports (— where it has none); micro over those types");

  const families = PROVIDER_TYPES.filter((t) => (n.get(t) ?? 0) > 0).map((t) => {
    const c = vigil.counts.get(t) as Counts;
    return [t, String(n.get(t)), fmt(prf(c).recall), String(c.fp)];
  });
  out.push("\nProvider token formats in the hard corpus (Vigil):");
  out.push(table(["format", "n", "recall", "FP"], families));
  const g = vigil.generic;
  out.push(
    `generic_secret (no label type): ${g.tp} on a labelled value, ${g.fp} on nothing; values caught by any finding (type ignored): ${vigil.caught}/${vigil.labels}`,
  );

  out.push("\nHard negatives (any finding of any type is a false alarm):");
  const hnRows = [
    ["Vigil scan(pii+secrets)", `${hnHits}/${negatives}`, pct(hnHits / negatives, 2)],
  ];
  for (const p of scored)
    hnRows.push([
      `${p.name} (its types)`,
      `${p.hnHits}/${negatives}`,
      pct(p.hnHits / negatives, 2),
    ]);
  out.push(table(["system", "messages with a finding", "rate"], hnRows));

  out.push(`\nEach look-alike class alone (${PER_KIND} sentences each, seed ${corpus.seed}):`);
  out.push(table(["class", "flagged", "by"], lookAlikeRates(corpus.seed, setup.lookAlikes)));

  const targets = hardTargets(vigil, micro, hnHits / negatives);
  out.push("\nThe issue's goals, on this corpus (its figures are on a held-out set):");
  out.push(
    table(
      ["goal", "value", "threshold", "result"],
      targets.map((t) => [t.name, t.value, t.threshold, t.pass ? "PASS" : "FAIL"]),
    ),
  );
  out.push(
    printErrors(vigil.errors, 2).replace(
      "== Vigil errors",
      `== Vigil errors on the ${setup.title.toLowerCase()}`,
    ),
  );

  const perType = Object.fromEntries(rows(vigil).map(([t, c]) => [t, c]));
  return {
    printed: out.join("\n"),
    figures: {
      seed: corpus.seed,
      positives,
      hardNegatives: negatives,
      labels: Object.fromEntries(n),
      vigil: { perType, micro, hardNegativeRate: hnHits / negatives, generic: g },
      peers: Object.fromEntries(
        scored.map((p) => [
          p.name,
          { hardNegativeRate: p.hnHits / negatives, perType: Object.fromEntries(rows(p.scorer)) },
        ]),
      ),
      targets,
      errors: vigil.errors.length,
    },
  };
}

const PER_KIND = 50;

/** Per look-alike class: the share of its sentences, scanned alone, with any finding. */
function lookAlikeRates(seed: number, lookAlikes: CorpusSetup["lookAlikes"]): string[][] {
  const rng = new Rng(seed);
  return lookAlikes.kinds.map((kind) => {
    const types = new Map<string, number>();
    let hits = 0;
    for (let i = 0; i < PER_KIND; i++) {
      const found = scanFindings(vigilScanAll(lookAlikes.make(rng, kind)));
      if (found.length > 0) hits++;
      for (const t of new Set(found.map((f) => f.type))) types.set(t, (types.get(t) ?? 0) + 1);
    }
    const by = [...types].map(([t, k]) => `${t} ${k}`).join(", ");
    return [kind, `${hits}/${PER_KIND}`, by || "—"];
  });
}

function hardTargets(vigil: Scorer, micro: Counts, hnRate: number): Target[] {
  const r = (t: LabelType) => prf(vigil.counts.get(t) as Counts);
  const f1 = prf(micro).f1;
  const goal = (name: string, value: number, threshold: number, above = true): Target => ({
    name,
    value: fmt(value),
    threshold: `${above ? "≥" : "≤"} ${fmt(threshold)}`,
    pass: above ? value >= threshold : value <= threshold,
  });
  return [
    goal("micro-F1, 17 types", f1, 0.985),
    {
      name: "hard negatives with any finding",
      value: pct(hnRate, 2),
      threshold: "≤ 1.00%",
      pass: hnRate <= 0.01,
    },
    goal("password recall", r("password").recall, 0.95),
    goal("bearer_token recall", r("bearer_token").recall, 0.97),
    goal("health_plan_id recall", r("health_plan_id").recall, 0.95),
    goal("health_plan_id precision", r("health_plan_id").precision, 0.98),
    goal("aws_key recall", r("aws_key").recall, 0.97),
  ];
}
