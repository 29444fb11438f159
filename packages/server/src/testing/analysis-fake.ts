/**
 * Fake-provider rules that answer the analysis tiers' prompts (claim extraction, verification,
 * fast analysis, root cause) like a careful model would for the traces the tests send.
 */
import type { FakeRequestBody, FakeRule } from "./fake-llm";

const promptOf = (body: FakeRequestBody) => body.messages?.map((m) => m.content).join("\n") ?? "";

/** Sentences of the answer line of a prompt: the "claims" a model would extract. */
function answerClaims(body: FakeRequestBody): string[] {
  const answer = /Answer: (.*)/.exec(promptOf(body))?.[1] ?? "";
  return answer
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** A claim is "supported" unless it contains a word marked WRONG (the tests' planted error). */
function verdictOf(claim: string) {
  return /WRONG/.test(claim)
    ? {
        verdict: "contradicted" as const,
        reason: "document 1 says otherwise",
        sourceChunk: 1,
        confidence: 0.9,
      }
    : {
        verdict: "supported" as const,
        reason: "stated in document 1",
        sourceChunk: 1,
        confidence: 0.95,
      };
}

function documentCount(body: FakeRequestBody): number {
  return (promptOf(body).match(/^\[\d+\] /gm) ?? []).length;
}

const contextVerdicts = (body: FakeRequestBody) =>
  Array.from({ length: documentCount(body) }, (_, i) => ({ chunk: i + 1, relevant: i === 0 }));

export const ANALYSIS_RULES: FakeRule[] = [
  {
    match: /Task: extract claims\./,
    reply: (body) => ({ claims: answerClaims(body) }),
  },
  {
    match: /Task: verify claims\./,
    reply: (body) => {
      const claims = [...promptOf(body).matchAll(/^\((\d+)\) (.*)$/gm)];
      return {
        verdicts: claims.map((m) => ({ claim: Number(m[1]), ...verdictOf(m[2] ?? "") })),
        contextVerdicts: contextVerdicts(body),
        answerRelevance: 0.9,
      };
    },
  },
  {
    match: /Task: extract and verify claims\./,
    reply: (body) => ({
      claims: answerClaims(body).map((text) => ({ text, ...verdictOf(text) })),
      contextVerdicts: contextVerdicts(body),
      answerRelevance: 0.9,
    }),
  },
  {
    match: /Task: root cause\./,
    reply: () => ({
      rootCause: "the answer restates a figure the documents contradict",
      businessImpact: {
        severity: "high",
        revenueRisk: 1200,
        customerSatisfactionImpact: 0.4,
        category: "misinformation",
      },
      counterfactuals: [
        {
          change: "Ground every figure in the retrieved policy",
          findingId: "f1",
          expectedScore: 0.92,
          confidence: 0.8,
          impact: "high",
          changeType: "prompt",
          effort: "low",
        },
      ],
    }),
  },
];
