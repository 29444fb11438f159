// @vigil/guardrails-core wrapping an LLM call in-process, with the policy JSON Vigil's server
// stores (POST /api/guardrail-policies). Run: node examples/guardrails-inprocess/index.mjs
import { readFileSync } from "node:fs";
import { scanWithPolicy, validatePolicy } from "@vigil/guardrails-core";

const policy = validatePolicy(
  JSON.parse(readFileSync(new URL("./policy.json", import.meta.url), "utf8")),
);

// A made-up AWS access key id (not AWS's documentation example, which scanners skip as a
// placeholder), split so that no repository scanner mistakes this file for a real leak.
const FAKE_AWS_KEY = ["AKIA", "4HKQ7WZ2MJ5RTX3N"].join("");

/** Stands in for the model: no network. It echoes, and leaks a "secret" when asked to deploy. */
async function fakeLlm(prompt) {
  if (/deploy/i.test(prompt))
    return `Sure: export AWS_ACCESS_KEY_ID=${FAKE_AWS_KEY} and run make deploy.`;
  return `You asked: ${prompt}`;
}

/**
 * The guarded call: the prompt is scanned (and redacted) before the model sees it, and the
 * answer is scanned before the user does. A block at either end stops the call there.
 */
async function guardedLlm(prompt) {
  const before = scanWithPolicy(policy, { input: prompt });
  if (before.action === "block") return { blocked: `prompt refused: ${before.actionReason}` };
  const sent = before.redactedInput ?? prompt;
  const answer = await fakeLlm(sent);
  const after = scanWithPolicy(policy, { output: answer });
  const prompted = { sent, promptAction: `${before.action} (${before.actionReason})` };
  if (after.action === "block") {
    const at = after.results.secrets?.findings.map((f) => `${f.start}-${f.end}`).join(", ");
    return { ...prompted, blocked: `answer withheld: ${after.actionReason} at ${at}` };
  }
  return { ...prompted, answer: after.redactedOutput ?? answer };
}

const prompts = [
  "I'm jane@example.com, card 4111 1111 1111 1111. Where is my order?",
  "How do I deploy the billing service?",
];

for (const prompt of prompts) {
  const result = await guardedLlm(prompt);
  console.log(`prompt:  ${prompt}`);
  if (result.sent !== undefined) {
    console.log(`scan:    ${result.promptAction}`);
    console.log(`sent:    ${result.sent}`);
  }
  if (result.blocked !== undefined) console.log(`blocked: ${result.blocked}`);
  else console.log(`answer:  ${result.answer}`);
  console.log();
}
