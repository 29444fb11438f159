/**
 * What the LLM tiers ask the model, and the JSON shapes they accept back (validated by the
 * provider, repaired once). Temperature 0 throughout, so repeats come from the cache.
 */
import { z } from "zod";
import type { ChatMessage } from "../../llm";
import type { TraceToAnalyze } from "./explanation";

const VERDICT = z.enum(["supported", "unverifiable", "unsupported", "contradicted"]);
const unit = z.number().min(0).max(1);

export const ClaimList = z.object({ claims: z.array(z.string().min(1)).max(50) });

export const ClaimVerdicts = z.object({
  verdicts: z
    .array(
      z.object({
        claim: z.number().int().min(1),
        verdict: VERDICT,
        reason: z.string(),
        sourceChunk: z.number().int().min(1).nullable(),
        confidence: unit,
      }),
    )
    .max(50),
});

/** Ragas-style: one relevance verdict per retrieved chunk, and how well the answer addresses the question. */
export const ContextVerdicts = z.object({
  contextVerdicts: z.array(z.object({ chunk: z.number().int().min(1), relevant: z.boolean() })),
  answerRelevance: unit,
});

/** fast_llm: extraction and verification in one call. */
export const FastAnalysis = z.object({
  claims: z
    .array(
      z.object({
        text: z.string().min(1),
        verdict: VERDICT,
        reason: z.string(),
        sourceChunk: z.number().int().min(1).nullable(),
        confidence: unit,
      }),
    )
    .max(50),
  ...ContextVerdicts.shape,
});

export const DeepAnalysis = z.object({
  rootCause: z.string(),
  businessImpact: z.object({
    severity: z.enum(["low", "medium", "high", "critical"]),
    revenueRisk: z.number().min(0),
    customerSatisfactionImpact: unit,
    category: z.string(),
  }),
  counterfactuals: z
    .array(
      z.object({
        change: z.string().min(1),
        findingId: z.string(),
        expectedScore: unit,
        confidence: unit,
        impact: z.enum(["low", "medium", "high"]),
        changeType: z.string(),
        effort: z.enum(["low", "medium", "high"]),
      }),
    )
    .max(5),
});

const SYSTEM =
  "You audit answers of an AI agent against the documents it retrieved. Judge only from the " +
  "documents given; a claim the documents neither state nor imply is unsupported. Answer JSON only.";

function documentsBlock(trace: TraceToAnalyze): string {
  if (trace.documents.length === 0) return "Documents: (none retrieved)";
  return `Documents:\n${trace.documents.map((d, i) => `[${i + 1}] ${d.content}`).join("\n")}`;
}

function traceBlock(trace: TraceToAnalyze): string {
  return `Question: ${trace.userMessage}\nAnswer: ${trace.agentResponse}\n${documentsBlock(trace)}`;
}

const numbered = (claims: string[]) => claims.map((c, i) => `(${i + 1}) ${c}`).join("\n");

export function extractPrompt(trace: TraceToAnalyze): ChatMessage[] {
  return [
    { role: "system", content: SYSTEM },
    {
      role: "user",
      content:
        "Task: extract claims. List every self-contained factual claim the answer makes, one " +
        `statement each, without questions or pleasantries.\n\n${traceBlock(trace)}`,
    },
  ];
}

export function verifyPrompt(trace: TraceToAnalyze, claims: string[]): ChatMessage[] {
  return [
    { role: "system", content: SYSTEM },
    {
      role: "user",
      content:
        "Task: verify claims. For each numbered claim give a verdict (supported, unverifiable, " +
        "unsupported, contradicted), the reason, the number of the document that decides it " +
        "(or null) and your confidence. Then mark each document relevant or not to the " +
        "question, and rate from 0 to 1 how well the answer addresses the question.\n\n" +
        `${traceBlock(trace)}\nClaims:\n${numbered(claims)}`,
    },
  ];
}

export function fastPrompt(trace: TraceToAnalyze): ChatMessage[] {
  return [
    { role: "system", content: SYSTEM },
    {
      role: "user",
      content:
        "Task: extract and verify claims. List the answer's factual claims, each with a verdict " +
        "(supported, unverifiable, unsupported, contradicted), the reason, the deciding " +
        "document's number (or null) and your confidence. Then mark each document relevant or " +
        "not to the question, and rate from 0 to 1 how well the answer addresses the question." +
        `\n\n${traceBlock(trace)}`,
    },
  ];
}

export function deepPrompt(
  trace: TraceToAnalyze,
  findings: { id: string; message: string }[],
): ChatMessage[] {
  const listed = findings.length
    ? findings.map((f) => `${f.id}: ${f.message}`).join("\n")
    : "(none)";
  return [
    { role: "system", content: SYSTEM },
    {
      role: "user",
      content:
        "Task: root cause. Given the findings of the audit, state the root cause of the " +
        "answer's problems, its business impact, and at most 5 changes that would fix it, each " +
        "citing the id of the finding it addresses and the quality score (0-1) expected after it." +
        `\n\n${traceBlock(trace)}\nFindings:\n${listed}`,
    },
  ];
}
