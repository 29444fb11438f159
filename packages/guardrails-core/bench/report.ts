/**
 * Accuracy sections of the bench output: per-type precision/recall/F1 for Vigil and the peers,
 * recall by context (prose vs structured records), hard-negative false alarms, and Vigil's
 * misses and false positives with the text around them.
 */
import type { LabelType, Message } from "./corpus-types";
import { PII_TYPES, SECRET_TYPES } from "./corpus-types";
import { type Counts, type ErrorExample, prf, type Scorer } from "./scoring";
import { fmt, heading, pct, table } from "./table";

export interface PeerAccuracy {
  name: string;
  types: ReadonlySet<LabelType>;
  scorer: Scorer;
}

export interface Accuracy {
  vigilPii: Scorer;
  vigilSecrets: Scorer;
  /** Share of hard-negative messages where detectPii or detectSecrets found anything. */
  vigilHardNegativeRate: number;
  vigilHardNegativeHits: number;
  peers: PeerAccuracy[];
}

const triple = (c: Counts | undefined): string[] => {
  if (!c) return ["—", "—", "—"];
  const m = prf(c);
  return [fmt(m.precision), fmt(m.recall), fmt(m.f1)];
};

/** Labels per type in the corpus. */
export function labelCounts(messages: readonly Message[]): Map<string, number> {
  const n = new Map<string, number>();
  for (const m of messages) for (const l of m.labels) n.set(l.type, (n.get(l.type) ?? 0) + 1);
  return n;
}

function accuracyTable(
  types: readonly LabelType[],
  vigil: Scorer,
  peers: readonly PeerAccuracy[],
  n: Map<string, number>,
): string {
  const head = ["type", "n", "Vigil P", "R", "F1", "exact"];
  for (const p of peers) head.push(`${p.name} P`, "R", "F1");
  const rows: string[][] = [];
  for (const t of types) {
    const c = vigil.counts.get(t);
    if (!c || c.tp + c.fn + c.fp === 0) continue;
    const row = [
      t,
      String(n.get(t) ?? 0),
      ...triple(c),
      pct(c.tp > 0 ? c.exact / c.tp : Number.NaN),
    ];
    for (const p of peers) row.push(...triple(p.types.has(t) ? p.scorer.counts.get(t) : undefined));
    rows.push(row);
  }
  const micro = vigil.micro(types);
  const microRow = [
    "micro (types it supports)",
    String(micro.tp + micro.fn),
    ...triple(micro),
    pct(micro.exact / micro.tp),
  ];
  for (const p of peers)
    microRow.push(...triple(p.scorer.micro(types.filter((t) => p.types.has(t)))));
  rows.push(microRow);
  return table(head, rows);
}

/** Peers' micro-F1 beside Vigil's on exactly the peer's supported types. */
function likeForLike(
  types: readonly LabelType[],
  vigil: Scorer,
  peers: readonly PeerAccuracy[],
): string {
  const rows = peers
    .map((p) => {
      const shared = types.filter((t) => p.types.has(t));
      if (shared.length === 0) return null;
      return [
        p.name,
        String(shared.length),
        fmt(prf(p.scorer.micro(shared)).f1),
        fmt(prf(vigil.micro(shared)).f1),
      ];
    })
    .filter((r): r is string[] => r !== null);
  return table(["peer", "shared types", "peer micro-F1", "Vigil micro-F1 (same types)"], rows);
}

function contextTable(vigil: Scorer): string {
  const rows: string[][] = [];
  for (const t of PII_TYPES) {
    const prose = vigil.byContext.get(`${t}|prose`);
    const record = vigil.byContext.get(`${t}|record`);
    if (!record) continue;
    const r = (c: { tp: number; fn: number } | undefined) => (c ? fmt(c.tp / (c.tp + c.fn)) : "—");
    rows.push([
      t,
      String(prose ? prose.tp + prose.fn : 0),
      r(prose),
      String(record.tp + record.fn),
      r(record),
    ]);
  }
  return table(["type", "prose n", "prose recall", "record n", "record recall"], rows);
}

export function printAccuracy(acc: Accuracy, messages: readonly Message[]): string {
  const n = labelCounts(messages);
  const piiPeers = acc.peers.filter((p) => PII_TYPES.some((t) => p.types.has(t)));
  const secretPeers = acc.peers.filter((p) => SECRET_TYPES.some((t) => p.types.has(t)));
  const out: string[] = [];
  out.push(
    heading("PII accuracy (Vigil: detectPii, all 16 entities; peers on the types they support)"),
  );
  out.push(accuracyTable(PII_TYPES, acc.vigilPii, piiPeers, n));
  out.push("\nLike for like (micro over each peer's PII types):");
  out.push(likeForLike(PII_TYPES, acc.vigilPii, piiPeers));
  out.push(
    heading(
      "Secrets accuracy (Vigil: detectSecrets; aws_access_key_id/aws_secret_access_key = aws_key)",
    ),
  );
  out.push(accuracyTable(SECRET_TYPES, acc.vigilSecrets, secretPeers, n));
  const g = acc.vigilSecrets.generic;
  out.push(
    `generic_secret (no label type): ${g.tp + g.fp} findings, ${g.tp} on a labelled value, ${g.fp} on nothing (precision ${fmt(g.tp / (g.tp + g.fp))})`,
  );
  const s = acc.vigilSecrets;
  out.push(
    `secret values caught by any detectSecrets finding (type ignored): ${s.caught}/${s.labels} (${pct(s.caught / s.labels, 2)})`,
  );
  out.push("\nLike for like (micro over each peer's secret types):");
  out.push(likeForLike(SECRET_TYPES, acc.vigilSecrets, secretPeers));
  out.push(
    heading(
      "Vigil recall by context: conversational prose vs structured records (JSON/YAML/log/CSV)",
    ),
  );
  out.push(contextTable(acc.vigilPii));
  const nested = [
    `Vigil ${acc.vigilPii.nested + acc.vigilSecrets.nested}`,
    ...acc.peers.map((p) => `${p.name} ${p.scorer.nested}`),
  ];
  out.push(
    `\nFindings inside a labelled value of another type (not counted as FP): ${nested.join(", ")}`,
  );
  out.push(
    heading("Hard negatives (messages with no labelled value; any finding is a false alarm)"),
  );
  const hn = acc.vigilPii.hardNegativeMessages;
  const rows = [
    ["Vigil pii+secrets", `${acc.vigilHardNegativeHits}/${hn}`, pct(acc.vigilHardNegativeRate, 2)],
  ];
  for (const p of acc.peers)
    rows.push([
      `${p.name} (its types)`,
      `${p.scorer.hardNegativeHits}/${hn}`,
      pct(p.scorer.hardNegativeRate(), 2),
    ]);
  out.push(table(["system", "messages with a finding", "FP rate"], rows));
  return out.join("\n");
}

/** Vigil's errors grouped by kind and type, with up to `perGroup` examples each. */
export function printErrors(errors: readonly ErrorExample[], perGroup = 3): string {
  const groups = new Map<string, ErrorExample[]>();
  for (const e of errors) {
    const key = `${e.error} ${e.type}`;
    const list = groups.get(key) ?? [];
    list.push(e);
    groups.set(key, list);
  }
  const out = [
    heading("Vigil errors (expected = labelled span, got = Vigil's findings overlapping it)"),
  ];
  if (groups.size === 0) out.push("none");
  const sorted = [...groups].sort((a, b) => b[1].length - a[1].length);
  for (const [key, list] of sorted) {
    out.push(`\n${key}: ${list.length}`);
    for (const e of pickSpread(list, perGroup)) {
      const expected = e.expected ? JSON.stringify(e.expected.value) : "(nothing)";
      const got =
        e.got.length === 0
          ? "(nothing)"
          : e.got.map((g) => `${g.type} ${JSON.stringify(g.value)}`).join("; ");
      out.push(`  [${e.messageId}] expected ${expected} | got ${got}`);
      out.push(`      ${e.context}`);
    }
  }
  return out.join("\n");
}

/**
 * Up to `k` examples with different lead-ins (the dozen characters before the span, digits
 * masked), so one template does not fill them all; the rest spread over the list.
 */
function pickSpread(list: readonly ErrorExample[], k: number): ErrorExample[] {
  const seen = new Set<string>();
  const picked: ErrorExample[] = [];
  for (const e of list) {
    const lead = e.context.slice(0, e.context.indexOf("⟦")).slice(-12).replace(/\d/g, "0");
    if (seen.has(lead)) continue;
    seen.add(lead);
    picked.push(e);
    if (picked.length === k) return picked;
  }
  for (let i = 0; picked.length < Math.min(k, list.length); i++) {
    const e = list[Math.floor((i * list.length) / k)] as ErrorExample;
    if (!picked.includes(e)) picked.push(e);
  }
  return picked;
}
