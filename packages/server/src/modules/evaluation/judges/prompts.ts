/**
 * What a judge is shown: the criterion's prompt template with the example filled in, and the
 * JSON it must answer. The template may name `{{input}}`, `{{output}}`, `{{context}}` and
 * `{{expected}}`; parts it does not name are appended below it, so a bare instruction such as
 * "Is the answer helpful?" still shows the judge everything it needs.
 */
import { z } from "zod";
import type { ChatMessage } from "../../../llm";
import type { Scale } from "./scoring";

/** The example a judge scores. */
export interface JudgedExample {
  input: string;
  output: string;
  /** Retrieved documents or other grounding, shown numbered. */
  context?: readonly string[];
  /** A reference answer, when there is one. */
  expected?: string | null;
}

const PLACEHOLDERS = ["input", "output", "context", "expected"] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

function contextText(context: readonly string[] | undefined): string {
  if (!context || context.length === 0) return "(none)";
  return context.map((doc, i) => `[${i + 1}] ${doc}`).join("\n");
}

function partsOf(example: JudgedExample): Record<Placeholder, string | null> {
  return {
    input: example.input,
    output: example.output,
    context: example.context && example.context.length > 0 ? contextText(example.context) : null,
    expected: example.expected ?? null,
  };
}

const LABELS: Record<Placeholder, string> = {
  input: "Input",
  output: "Response",
  context: "Context",
  expected: "Expected response",
};

/**
 * The template with its placeholders filled, then the parts it did not name.
 * @example renderTemplate("Rate {{output}}", { input: "q", output: "a" }) // "Rate a\n\nInput:\nq"
 */
export function renderTemplate(template: string, example: JudgedExample): string {
  const parts = partsOf(example);
  const named = new Set<Placeholder>();
  const filled = template.replace(/\{\{\s*(input|output|context|expected)\s*\}\}/g, (_m, name) => {
    named.add(name as Placeholder);
    return parts[name as Placeholder] ?? "(none)";
  });
  const rest = PLACEHOLDERS.filter((p) => !named.has(p) && parts[p] !== null).map(
    (p) => `${LABELS[p]}:\n${parts[p]}`,
  );
  return [filled, ...rest].join("\n\n");
}

/**
 * A score judge's answer. A `score` that is not a number fails validation, and the provider
 * asks once more with the issues (its one repair call): that is the judge's one retry.
 * A confidence outside 0–1 is ignored rather than failing an otherwise usable score.
 */
export const ScoreAnswer = z.object({
  score: z.number(),
  reasoning: z.string().default(""),
  confidence: z.number().optional(),
});

export function scoreMessages(
  template: string,
  example: JudgedExample,
  scale: Scale,
): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        `You are an evaluation judge. Score the response on a scale from ${scale.min} (worst) to ` +
        `${scale.max} (best) by the instruction below. Answer JSON: {"score": a number from ` +
        `${scale.min} to ${scale.max}, "reasoning": one or two sentences, "confidence": 0 to 1}.`,
    },
    { role: "user", content: renderTemplate(template, example) },
  ];
}

/** A pairwise judge's answer: which shown response is better. */
export const PreferenceAnswer = z.object({
  winner: z.enum(["first", "second", "tie"]),
  reasoning: z.string().default(""),
});

export function pairwiseMessages(
  template: string,
  example: Omit<JudgedExample, "output">,
  first: string,
  second: string,
): ChatMessage[] {
  const shown = renderTemplate(template, { ...example, output: "(see the two responses below)" });
  return [
    {
      role: "system",
      content:
        "You are an evaluation judge comparing two responses to the same input by the " +
        'instruction below. Answer JSON: {"winner": "first" | "second" | "tie", ' +
        '"reasoning": one or two sentences}. The order of the responses says nothing about them.',
    },
    {
      role: "user",
      content: `${shown}\n\nFirst response:\n${first}\n\nSecond response:\n${second}`,
    },
  ];
}
