/**
 * Topic scanner evaluation: `pnpm bench:topics [seed] [--misses]`. Prints accuracy, per-topic
 * precision and recall and hard negatives flagged on the seeded set; `--misses` lists the texts
 * classified wrongly.
 */
import { generateTopicCorpus } from "./topics-corpus";
import { evaluateTopics } from "./topics-eval";
import { generateTopicHeldout, TOPICS_HELDOUT_SEED } from "./topics-heldout";
import { PARAPHRASES } from "./topics-paraphrases";

function ratio(n: number, d: number): string {
  return d === 0 ? "  n/a" : (n / d).toFixed(3);
}

const seed = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 1);
const samples = generateTopicCorpus(seed);
const r = evaluateTopics(samples);
const counts = ["request", "hard_negative", "other"].map(
  (k) => `${k} ${samples.filter((s) => s.kind === k).length}`,
);
const hard = samples.filter((s) => s.kind === "hard_negative").length;
console.log(`topic evaluation, seed ${seed}: ${samples.length} texts (${counts.join(", ")})`);
console.log(`accuracy ${ratio(r.correct, samples.length)} (${r.correct}/${samples.length})`);
for (const t of r.perTopic) {
  console.log(
    `${t.topic.padEnd(17)} precision ${ratio(t.tp, t.tp + t.fp)}  recall ${ratio(t.tp, t.tp + t.fn)}  (tp ${t.tp}, fp ${t.fp}, fn ${t.fn})`,
  );
}
console.log(`hard negatives flagged: ${r.hardNegativesFlagged.length}/${hard}`);
if (process.argv.includes("--misses")) {
  for (const m of r.misses) {
    console.log(`  [${m.sample.topic ?? "-"} -> ${m.found.join(",") || "-"}] ${m.sample.text}`);
  }
}

const p = evaluateTopics(PARAPHRASES);
const pHard = PARAPHRASES.filter((s) => s.kind === "hard_negative").length;
console.log(
  `hand-written paraphrases (regression, tuned on): accuracy ${ratio(p.correct, PARAPHRASES.length)} (${p.correct}/${PARAPHRASES.length}), hard negatives flagged ${p.hardNegativesFlagged.length}/${pHard}`,
);
if (process.argv.includes("--misses")) {
  for (const m of p.misses) {
    console.log(`  [${m.sample.topic ?? "-"} -> ${m.found.join(",") || "-"}] ${m.sample.text}`);
  }
}

const heldout = generateTopicHeldout();
const h = evaluateTopics(heldout);
const hHard = heldout.filter((s) => s.kind === "hard_negative").length;
console.log(
  `\nsecond set (independent templates, seed ${TOPICS_HELDOUT_SEED}): ${heldout.length} texts, accuracy ${ratio(h.correct, heldout.length)} (${h.correct}/${heldout.length}), hard negatives flagged ${h.hardNegativesFlagged.length}/${hHard}`,
);
for (const t of h.perTopic) {
  console.log(
    `${t.topic.padEnd(17)} precision ${ratio(t.tp, t.tp + t.fp)}  recall ${ratio(t.tp, t.tp + t.fn)}  (tp ${t.tp}, fp ${t.fp}, fn ${t.fn})`,
  );
}
if (process.argv.includes("--misses")) {
  for (const m of h.misses) {
    console.log(`  [${m.sample.topic ?? "-"} -> ${m.found.join(",") || "-"}] ${m.sample.text}`);
  }
}
