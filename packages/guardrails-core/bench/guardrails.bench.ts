/**
 * `pnpm bench:guardrails`: accuracy and speed of the pii and secrets scanners on a seeded,
 * labelled corpus, beside @openredaction/openredaction, redact-pii and secretlint on the same
 * texts in the same run; then the hard corpus (hard-corpus.ts) scored on scan(), and scan() on
 * short chat turns against redact-pii. A measurement: exits 0 even when a target fails
 * (printed as FAIL).
 *
 *   tsx bench/guardrails.bench.ts [--json out.json] [--seed N]
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { generateCorpus } from "./corpus";
import { PII_TYPES, SECRET_TYPES } from "./corpus-types";
import { runHardCorpus } from "./hard-bench";
import { generateHardCorpus, HARD_SEED } from "./hard-corpus";
import { generateHeldoutCorpus, HELDOUT_SEED } from "./heldout-corpus";
import { HELDOUT_LOOK_ALIKE_KINDS, heldoutLookAlike } from "./heldout-lookalikes";
import { openRedactionPeer } from "./peer-openredaction";
import { redactPiiPeer } from "./peer-redact-pii";
import { secretlintPeer } from "./peer-secretlint";
import type { Peer } from "./peer-types";
import {
  type Accuracy,
  labelCounts,
  type PeerAccuracy,
  printAccuracy,
  printErrors,
} from "./report";
import { Scorer } from "./scoring";
import { runShortMessages } from "./short-bench";
import { generateShortMessages, SHORT_WITH_VALUE } from "./short-messages";
import { heading, table } from "./table";
import {
  type Comparison,
  computeTargets,
  printSpeed,
  printTargets,
  type SpeedRow,
} from "./targets";
import { pairedThroughput } from "./throughput";
import { summarize, type Timed, timeCalls } from "./timing";
import { describeRestricted, vigilFindings, vigilRaw, vigilRestricted, vigilScan } from "./vigil";

const LONG_LENGTH = 4096;
const VIGIL_ROUNDS = 5;
const PEER_ROUNDS = 3;
/** Turns each of a peer and Vigil take in the throughput comparison (see throughput.ts). */
const PAIRED_ROUNDS = 9;

function parseArgs(argv: readonly string[]): { json?: string; seed?: number } {
  const out: { json?: string; seed?: number } = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--json") out.json = argv[++i];
    else if (argv[i] === "--seed") out.seed = Number(argv[++i]);
  }
  return out;
}

/** 1-minute load average and what share of the cores it represents. */
function loadAverage(): string {
  const [one = 0] = os.loadavg();
  return `${one.toFixed(2)} (1 min) on ${os.cpus().length} cores`;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const t0 = performance.now();
  const corpus = generateCorpus(args.seed);
  const messages = corpus.messages;
  const texts = messages.map((m) => m.text);
  const bytes = texts.map((t) => Buffer.byteLength(t, "utf8"));
  const isLong = (i: number) => messages[i]?.kind === "long";
  const totalBytes = bytes.reduce((a, b) => a + b, 0);
  const kinds = (k: string) => messages.filter((m) => m.kind === k).length;
  const cpus = os.cpus();
  const startLoad = os.loadavg()[0] ?? 0;

  const print = (s: string) => console.log(s);
  print(heading("Vigil guardrails bench"));
  print(
    table(
      ["corpus", "value"],
      [
        ["seed", String(corpus.seed)],
        [
          "messages",
          `${messages.length} (${kinds("positive")} positive, ${kinds("hard_negative")} hard-negative, ${kinds("long")} × ${LONG_LENGTH} chars)`,
        ],
        ["size", `${(totalBytes / 1e6).toFixed(2)} MB`],
        [
          "labelled values",
          `${messages.reduce((a, m) => a + m.labels.length, 0)} (${[...labelCounts(messages)].filter(([t]) => (PII_TYPES as readonly string[]).includes(t)).reduce((a, [, n]) => a + n, 0)} PII, ${messages.reduce((a, m) => a + m.labels.filter((l) => SECRET_TYPES.includes(l.type)).length, 0)} secret)`,
        ],
        [
          "machine",
          `${cpus.length} cores, ${cpus[0]?.model.trim() ?? "unknown CPU"}, ${os.platform()}/${os.arch()}, Node ${process.version}`,
        ],
        ["load average", loadAverage()],
        ["generated in", `${((performance.now() - t0) / 1000).toFixed(1)} s`],
      ],
    ),
  );

  const opts = (rounds: number) => ({ rounds, warmup: texts.length });
  const speed = (system: string, call: string, t: Timed): SpeedRow => ({
    system,
    call,
    all: summarize(t, bytes),
    long: summarize(t, bytes, isLong),
  });

  // Vigil: the product call and the raw detectors (whose first-round results are scored)
  const scanTimed = await timeCalls(texts, vigilScan, { ...opts(VIGIL_ROUNDS), keep: false });
  const rawTimed = await timeCalls(texts, vigilRaw, opts(VIGIL_ROUNDS));
  const rows: SpeedRow[] = [
    speed("Vigil", 'scan(["pii","secrets"])', scanTimed),
    speed("Vigil", "detectPii+detectSecrets", rawTimed),
  ];
  const vigilPii = new Scorer(new Set(PII_TYPES), true);
  const vigilSecrets = new Scorer(new Set(SECRET_TYPES), true);
  let hnHits = 0;
  rawTimed.results.forEach((r, i) => {
    const m = messages[i];
    if (!m) return;
    const f = vigilFindings(r);
    vigilPii.add(m, f.pii);
    vigilSecrets.add(m, f.secrets);
    if (m.kind === "hard_negative" && f.pii.length + f.secrets.length > 0) hnHits++;
  });

  // Peers, each followed by Vigil restricted to the same types
  const peers: Peer[] = [openRedactionPeer(), redactPiiPeer(), await secretlintPeer()];
  const peerAccuracy: PeerAccuracy[] = [];
  const comparisons: Comparison[] = [];
  for (const peer of peers) {
    const after = peer.afterCall?.bind(peer);
    const timed = await timeCalls(texts, (t) => peer.run(t), { ...opts(PEER_ROUNDS), after });
    const scorer = new Scorer(peer.types);
    timed.results.forEach((r, i) => {
      const m = messages[i];
      if (m) scorer.add(m, peer.findings(m.text, r));
    });
    peerAccuracy.push({ name: peer.name, types: peer.types, scorer });
    const row = speed(peer.name, `${peer.types.size} types`, timed);
    rows.push(row);
    const restricted = vigilRestricted(peer.types);
    const vigilTimed = await timeCalls(texts, restricted, {
      ...opts(VIGIL_ROUNDS),
      keep: false,
    });
    const call = describeRestricted(peer.types);
    rows.push(speed(`Vigil (${peer.name} types)`, call, vigilTimed));
    comparisons.push({
      peer: peer.name,
      vigilCall: call,
      paired: await pairedThroughput(texts, totalBytes, (t) => peer.run(t), restricted, {
        rounds: PAIRED_ROUNDS,
        after,
      }),
    });
  }

  const hnCount = kinds("hard_negative");
  const accuracy: Accuracy = {
    vigilPii,
    vigilSecrets,
    vigilHardNegativeHits: hnHits,
    vigilHardNegativeRate: hnHits / hnCount,
    peers: peerAccuracy,
  };
  print(printAccuracy(accuracy, messages));
  print(printSpeed(rows, comparisons, LONG_LENGTH));
  const targets = computeTargets(accuracy, rows[0] as SpeedRow, comparisons);
  const errors = [...vigilPii.errors, ...vigilSecrets.errors];
  print(printErrors(errors));
  print(printTargets(targets));

  const hard = await runHardCorpus(generateHardCorpus(args.seed ?? HARD_SEED), peers);
  print(hard.printed);
  const heldout = await runHardCorpus(generateHeldoutCorpus(args.seed ?? HELDOUT_SEED), peers, {
    title: "Held-out corpus (independent templates)",
    lookAlikes: { kinds: HELDOUT_LOOK_ALIKE_KINDS, make: heldoutLookAlike },
  });
  print(heldout.printed);
  const short = await runShortMessages(
    generateShortMessages(args.seed ?? HARD_SEED),
    peers.find((p) => p.name === "redact-pii") ?? redactPiiPeer(),
    SHORT_WITH_VALUE,
  );
  print(short.printed);
  print(
    `\nbench took ${((performance.now() - t0) / 1000).toFixed(1)} s; load average now ${loadAverage()}`,
  );
  // the bench itself keeps about one core busy; more than that means other work competed
  const endLoad = os.loadavg()[0] ?? 0;
  if (startLoad > 1 || endLoad > 1.6) {
    print(
      `WARNING: load average ${startLoad.toFixed(2)} before and ${endLoad.toFixed(2)} after the run on ${cpus.length} cores: other processes competed for the CPU, so latency and MB/s figures are pessimistic.`,
    );
  }

  if (args.json) {
    const perType = (s: Scorer) => Object.fromEntries(s.counts);
    const figures = {
      corpus: {
        seed: corpus.seed,
        messages: messages.length,
        bytes: totalBytes,
        labels: Object.fromEntries(labelCounts(messages)),
      },
      machine: { cores: cpus.length, cpu: cpus[0]?.model.trim(), node: process.version },
      accuracy: {
        vigil: {
          pii: perType(vigilPii),
          secrets: perType(vigilSecrets),
          generic: vigilSecrets.generic,
          hardNegativeRate: accuracy.vigilHardNegativeRate,
        },
        peers: Object.fromEntries(
          peerAccuracy.map((p) => [
            p.name,
            { counts: perType(p.scorer), hardNegativeRate: p.scorer.hardNegativeRate() },
          ]),
        ),
      },
      speed: rows,
      comparisons,
      targets,
      errors,
      hard: hard.figures,
      heldout: heldout.figures,
      short: { ...short.figures, target: short.target },
    };
    // relative to where `pnpm bench:guardrails` was typed, not the package directory
    const out = resolve(process.env.INIT_CWD ?? process.cwd(), args.json);
    writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`figures written to ${out}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
