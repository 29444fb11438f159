import { performance } from "node:perf_hooks";
import { analyzeRuleBased } from "../src/modules/analysis/engine";
import {
  DOMAINS,
  ERROR_KINDS,
  generateEvaluationSet,
} from "../src/modules/analysis/engine/evaluation/generate";
import { HELD_OUT } from "../src/modules/analysis/engine/evaluation/held-out";
import { evaluate } from "../src/modules/analysis/engine/evaluation/score";
import { createRng } from "../src/modules/analysis/engine/evaluation/spec";
import { GENERATE_ALL_INGEST_SHARE, generateAllUnderIngest } from "./analysis-generate-all";
import { claimRows } from "./analysis-heldout-table";
import { heldOut2Figures } from "./analysis-heldout2";
import { heldOut3Figures } from "./analysis-heldout3";
import { heldOut4Figures } from "./analysis-heldout4";
import { heldOut5Figures } from "./analysis-heldout5";
import { heldOut6Figures } from "./analysis-heldout6";
import { heldOut7Figures } from "./analysis-heldout7";
import { heldOut8Figures } from "./analysis-heldout8";
import { heldOut9Figures } from "./analysis-heldout9";
import { quantile } from "./http-load";
import { loadLine, machineLine, table } from "./report";
import { shippedEngine } from "./shipped-engine";

/**
 * `pnpm bench:analysis`: the rule-based analysis tier, no model, no database.
 *  1. Quality on the seeded labelled evaluation set (engine/evaluation/): precision, recall and
 *     F1 of flagged claims (verdict other than "supported"), the false-positive rate on faithful
 *     answers, recall per planted error kind. Goal: F1 ≥ 0.8, false positives ≤ 10%.
 *  2. Latency per trace for a 2 KB answer against 10 context chunks of 1 KB each, built from the
 *     same templates. Goal: p99 < 20 ms, read on unseen traces once the process is warm (a
 *     running server); the cold pass (a process that has just started) is shown beside it.
 *     The engine timed is the one `vigil serve` runs, bundled by tsup (shipped-engine.ts).
 *   BENCH_ENGINE=source    time the source as tsx runs it instead (slower: tsx's __name calls)
 *   BENCH_EVAL_SEED=18     seed of the evaluation set      BENCH_EVAL_SIZE=360  answers in it
 *   BENCH_TRACES=400       timed traces (after 50 warm-up) BENCH_SHOW=1         print misses
 *   BENCH_MIN_OF=5         runs per trace for the "fastest of" row (the engine's own cost)
 *   BENCH_WARM=500         traces between the cold pass and the warm one (the goal's)
 *   BENCH_SETS=tuning,1,…,9  the labelled sets to score (default all): a tuning round leaves
 *                          out the blind ones, so that not even their headline figures are seen
 *  3. generate-all (rule tier) over 10,000 stored traces in the real server while OTLP ingest
 *     runs (analysis-generate-all.ts). Goal: ingest keeps ≥ 80% of its throughput alone.
 *   BENCH_GENERATE_ALL=0   skip part 3                     --generate-all       run part 3 only
 */
const SEED = Number(process.env.BENCH_EVAL_SEED ?? 18);
const SIZE = Number(process.env.BENCH_EVAL_SIZE ?? 360);
const TRACES = Number(process.env.BENCH_TRACES ?? 400);
const TARGET_F1 = 0.8;
const TARGET_FP = 0.1;
const TARGET_P99_MS = 20;
/** Traces of other seeds run between the cold and the warm pass (BENCH_WARM). */
const WARM = Math.max(0, Number(process.env.BENCH_WARM ?? 500));
/** Runs per trace for the "fastest of" row (BENCH_MIN_OF). */
const MIN_OF = Math.max(1, Number(process.env.BENCH_MIN_OF ?? 5));
const SETS = new Set(
  (process.env.BENCH_SETS ?? "tuning,1,2,3,4,5,6,7,8,9").split(",").map((x) => x.trim()),
);
const say = (text: string) => process.stdout.write(`${text}\n`);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function qualityFigures() {
  const items = generateEvaluationSet(SEED, SIZE);
  process.stderr.write(`analysing ${items.length} labelled answers…\n`);
  const figures = evaluate(items, (item) =>
    analyzeRuleBased({ question: item.question, answer: item.answer, contexts: item.contexts }),
  );
  say(
    `\nEvaluation set: seed ${SEED}, ${figures.answers} answers (${figures.faithfulAnswers} faithful), ${figures.claims} labelled claims`,
  );
  say(
    table(
      ["figure", "value", "goal"],
      [
        ["precision (flagged claims)", pct(figures.precision), ""],
        ["recall (planted errors)", pct(figures.recall), ""],
        ["F1", figures.f1.toFixed(3), `≥ ${TARGET_F1}`],
        [
          "false positives (faithful answers flagged)",
          pct(figures.falsePositiveRate),
          `≤ ${pct(TARGET_FP)}`,
        ],
        [
          "true / false positives, false negatives",
          `${figures.truePositives} / ${figures.falsePositives} / ${figures.falseNegatives}`,
          "",
        ],
      ],
    ),
  );
  say(
    `\n${table(
      ["planted error", "planted", "caught", "recall"],
      ERROR_KINDS.map((k) => {
        const r = figures.recallByKind[k];
        return [k, String(r.planted), String(r.caught), pct(r.planted ? r.caught / r.planted : 0)];
      }),
    )}`,
  );
  if (process.env.BENCH_SHOW) {
    for (const m of figures.missed) say(`missed ${m.kind}: ${m.claim} → ${m.verdict}: ${m.reason}`);
    for (const f of figures.falseAlarms) say(`false alarm: ${f.claim} → ${f.verdict}: ${f.reason}`);
  }
  return figures;
}

/**
 * The first hand-written held-out set, reported apart from the tuning set. Its false alarms
 * guided the paraphrase work of 2026-11-26, so it is no longer held out; the second set
 * (analysis-heldout2.ts, written blind) is.
 */
function heldOutFigures() {
  const figures = evaluate(HELD_OUT, (item) =>
    analyzeRuleBased({ question: item.question, answer: item.answer, contexts: item.contexts }),
  );
  say(
    `\nFirst hand-written set (its false alarms guided tuning since 2026-11-26): ${figures.answers} answers (${figures.faithfulAnswers} faithful), ${figures.claims} claims`,
  );
  say(
    table(
      ["figure", "value"],
      [
        ...claimRows(figures),
        [
          "recall by kind",
          ERROR_KINDS.map(
            (k) => `${k} ${figures.recallByKind[k].caught}/${figures.recallByKind[k].planted}`,
          ).join(", "),
        ],
      ],
    ),
  );
  if (process.env.BENCH_SHOW) {
    for (const m of figures.missed) say(`held-out missed ${m.kind}: ${m.claim} → ${m.verdict}`);
    for (const f of figures.falseAlarms)
      say(`held-out false alarm: ${f.claim} → ${f.verdict}: ${f.reason}`);
  }
  return figures;
}

/** A trace of the benchmark's size: 10 chunks of ≥ 1 KB, an answer of ≥ 2 KB, all from templates. */
function syntheticTrace(seed: number) {
  const rng = createRng(seed);
  const domain = rng.pick(DOMAINS);
  const sentences = () => {
    const d = rng.pick(DOMAINS);
    const f = rng.pick(d.facts);
    return rng.chance(0.6) ? f.source(f.vars(rng)) : rng.pick(d.filler);
  };
  const contexts = Array.from({ length: 10 }, (_, i) => {
    let text = "";
    while (text.length < 1024) text += `${sentences()} `;
    return { id: String(i + 1), text: text.trim() };
  });
  let answer = "";
  while (answer.length < 2048) {
    const f = rng.pick(domain.facts);
    answer += `${rng.pick(f.paraphrases)(f.vars(rng))} `;
  }
  return { question: domain.facts[0]!.question, answer: answer.trim(), contexts };
}

type Engine = typeof analyzeRuleBased;

/** One timed pass: each trace's wall and CPU time, its claims and bytes. */
function timedPass(analyzeRuleBased: Engine, traces: ReturnType<typeof syntheticTrace>[]) {
  // Wall time is what a caller waits; CPU time is the engine's own cost, which other
  // sessions on a shared machine inflate less (they still steal caches and cores).
  const wall = new Float64Array(traces.length);
  const cpu = new Float64Array(traces.length);
  let claims = 0;
  let bytes = 0;
  traces.forEach((t, i) => {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const r = analyzeRuleBased(t);
    wall[i] = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    cpu[i] = (used.user + used.system) / 1000;
    claims += r.claims.length;
    bytes += t.answer.length + t.contexts.reduce((n, c) => n + c.text.length, 0);
  });
  return { wall, cpu, claims, bytes };
}

/**
 * Three passes, in one process:
 *  - cold: TRACES traces after 50 warm-up, as a process that has just started meets them (the
 *    compiler is still optimising the engine; most of this pass's tail is that);
 *  - warm: after WARM more traces of other seeds, TRACES traces never seen before, as a
 *    running server meets new traffic. The goal is read on this pass;
 *  - the warm traces' fastest of MIN_OF runs: the engine's own cost.
 */
function latencyFigures(analyzeRuleBased: Engine) {
  const cold = Array.from({ length: TRACES + 50 }, (_, i) => syntheticTrace(1000 + i));
  process.stderr.write(
    `timing ${TRACES} traces (2 KB answer, 10 × 1 KB chunks) after 50 warm-up, then ${TRACES} unseen ones after ${WARM} more…\n`,
  );
  for (const t of cold.slice(0, 50)) analyzeRuleBased(t);
  const coldPass = timedPass(analyzeRuleBased, cold.slice(50));
  for (let i = 0; i < WARM; i++) analyzeRuleBased(syntheticTrace(900_000 + i));
  const warm = Array.from({ length: TRACES }, (_, i) => syntheticTrace(500_000 + i));
  const warmPass = timedPass(analyzeRuleBased, warm);
  // The engine's own cost, with the machine's noise (other processes, a collection landing
  // on one trace) mostly taken out: each trace's fastest of MIN_OF runs. A change to the
  // engine shows here first; the single passes above are what a caller waits.
  const fastest = Float64Array.from(warmPass.wall);
  for (let run = 1; run < MIN_OF; run++)
    warm.forEach((t, i) => {
      const start = performance.now();
      analyzeRuleBased(t);
      fastest[i] = Math.min(fastest[i]!, performance.now() - start);
    });
  for (const xs of [coldPass.wall, coldPass.cpu, warmPass.wall, warmPass.cpu, fastest]) xs.sort();
  const row = (name: string, xs: Float64Array) =>
    [name, ...[0.5, 0.9, 0.99].map((p) => quantile(xs, p)), xs[xs.length - 1]!].map((x) =>
      typeof x === "string" ? x : `${x.toFixed(2)} ms`,
    );
  const { claims, bytes } = warmPass;
  say(
    `\nRule tier latency per trace (${TRACES} traces of ${(bytes / TRACES / 1024).toFixed(1)} KB, ${(claims / TRACES).toFixed(1)} claims each on average; goal p99 < ${TARGET_P99_MS} ms, read warm)`,
  );
  say(
    table(
      ["time", "p50", "p90", "p99", "max"],
      [
        row("wall, warm", warmPass.wall),
        row("cpu, warm", warmPass.cpu),
        row(`wall, warm, fastest of ${MIN_OF}`, fastest),
        row("wall, cold", coldPass.wall),
        row("cpu, cold", coldPass.cpu),
      ],
    ),
  );
  say(
    `warm: ${TRACES} unseen traces after ${WARM + 50 + TRACES} others (BENCH_WARM); cold: the first ${TRACES} after 50`,
  );
  say(
    `mean of the fastest of ${MIN_OF}: ${(fastest.reduce((a, b) => a + b, 0) / fastest.length).toFixed(2)} ms (compare engines on this line)`,
  );
  return {
    wallP99: quantile(warmPass.wall, 0.99),
    cpuP99: quantile(warmPass.cpu, 0.99),
    coldP99: quantile(coldPass.wall, 0.99),
  };
}

async function main(): Promise<number> {
  say(`Machine: ${machineLine()}; ${loadLine()} (a shared machine: latency figures are noisy)`);
  const only = process.argv.includes("--generate-all");
  let failed = false;
  if (!only) {
    const show = Boolean(process.env.BENCH_SHOW);
    const scored: [string, { f1: number; falsePositiveRate: number }][] = [];
    if (SETS.has("tuning")) scored.push(["tuning set", qualityFigures()]);
    if (SETS.has("1")) heldOutFigures();
    if (SETS.has("2"))
      scored.push([
        "held-out set 2, written blind, since used for tuning",
        heldOut2Figures(say, show),
      ]);
    if (SETS.has("3"))
      scored.push([
        "held-out set 3, written blind, since used for tuning",
        heldOut3Figures(say, show),
      ]);
    if (SETS.has("4"))
      scored.push([
        "held-out set 4, written blind, since used for tuning",
        heldOut4Figures(say, show),
      ]);
    if (SETS.has("5"))
      scored.push([
        "held-out set 5, written blind, since used for tuning",
        heldOut5Figures(say, show),
      ]);
    if (SETS.has("6"))
      scored.push([
        "held-out set 6, written blind, since used for tuning",
        heldOut6Figures(say, show),
      ]);
    if (SETS.has("7"))
      scored.push([
        "held-out set 7, written blind, since used for tuning",
        heldOut7Figures(say, show),
      ]);
    if (SETS.has("8"))
      scored.push([
        "held-out set 8, written blind; its headline guided one choice (s16)",
        heldOut8Figures(say, show),
      ]);
    if (SETS.has("9"))
      scored.push(["held-out set 9, written blind, never tuned on", heldOut9Figures(say, show)]);
    const source = process.env.BENCH_ENGINE === "source";
    say(
      source
        ? "\nengine timed: the source as tsx runs it (BENCH_ENGINE=source)"
        : "\nengine timed: as shipped, bundled by tsup with the server's settings (BENCH_ENGINE=source for the tsx source)",
    );
    const latency = latencyFigures(source ? analyzeRuleBased : await shippedEngine());
    const mark = (ok: boolean) => (ok ? "met" : "NOT met");
    say("");
    for (const [name, figures] of scored)
      say(
        `F1 ≥ ${TARGET_F1}: ${mark(figures.f1 >= TARGET_F1)}; false positives ≤ ${pct(TARGET_FP)}: ${mark(figures.falsePositiveRate <= TARGET_FP)} (${name})`,
      );
    say(
      `p99 < ${TARGET_P99_MS} ms (warm): ${mark(latency.wallP99 < TARGET_P99_MS)} on wall time, ${mark(latency.cpuP99 < TARGET_P99_MS)} on CPU time; cold wall p99 ${latency.coldP99.toFixed(2)} ms (${loadLine()})`,
    );
  }
  if (only || process.env.BENCH_GENERATE_ALL !== "0") {
    const report = await generateAllUnderIngest((text) => process.stderr.write(`${text}\n`));
    say(
      `\ngenerate-all over stored traces with ingest running (goal: ingest ≥ ${pct(GENERATE_ALL_INGEST_SHARE)} of alone)`,
    );
    for (const line of report.lines) say(line);
    failed ||= !report.pass;
  }
  return failed ? 1 : 0;
}

process.exitCode = await main();
