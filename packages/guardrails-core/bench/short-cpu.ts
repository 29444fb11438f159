/**
 * Quick short-message CPU-time comparison: scan(["pii","secrets"]) against redact-pii on the
 * short-message corpus, alternating rounds, fastest of each (the figure the full bench prints
 * last). `tsx bench/short-cpu.ts [rounds]`
 */
import { vigilScanAll } from "./hard-bench";
import { HARD_SEED } from "./hard-corpus";
import { redactPiiPeer } from "./peer-redact-pii";
import { generateShortMessages } from "./short-messages";

const rounds = Number(process.argv[2] ?? 15);
const texts = generateShortMessages(HARD_SEED);
const peer = redactPiiPeer();
const cpu = (fn: (t: string) => unknown): number => {
  const c0 = process.cpuUsage();
  for (const t of texts) fn(t);
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / texts.length;
};
for (let i = 0; i < 3; i++) {
  cpu((t) => peer.run(t));
  cpu(vigilScanAll);
}
let p = Infinity,
  v = Infinity;
for (let i = 0; i < rounds; i++) {
  p = Math.min(
    p,
    cpu((t) => peer.run(t)),
  );
  v = Math.min(v, cpu(vigilScanAll));
}
console.log(
  `vigil ${v.toFixed(2)} µs  redact-pii ${p.toFixed(2)} µs  ratio ${(p / v).toFixed(2)}×`,
);
