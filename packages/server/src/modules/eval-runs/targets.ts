/**
 * The agent under test, called once per example: `provider` (the agent's config record through
 * the configured model provider) or `http` (the user's endpoint gets {input, context} and answers
 * {output}; outbound rules as for webhooks, lifted by --dev). Every call takes the run's
 * AbortSignal, so a cancelled run stops its calls in flight.
 */
import type { Deps } from "../../context";
import { parseJson } from "../../db/sql";
import type { ExampleSpec } from "./sets-service";

export type TargetDeps = Pick<Deps, "database" | "llm" | "outbound" | "secretBox">;

/** A target as stored in a run's config: header values sealed with the server's key. */
export type StoredTarget =
  | { type: "provider" }
  | { type: "http"; url: string; headerNames: string[]; sealedHeaders: string | null };

export interface TargetAnswer {
  output: string;
  latencyMs: number;
}

/** Why the target gave no usable answer; recorded on the example's result. */
export class TargetError extends Error {}

const MAX_ANSWER_BYTES = 1024 * 1024;

async function callHttp(
  deps: TargetDeps,
  target: Extract<StoredTarget, { type: "http" }>,
  example: ExampleSpec,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string> {
  const headers = target.sealedHeaders
    ? parseJson<Record<string, string>>(deps.secretBox.open(target.sealedHeaders), {})
    : {};
  const res = await deps.outbound.post(
    target.url,
    JSON.stringify({ input: example.input, context: example.context }),
    { ...headers, "content-type": "application/json", accept: "application/json" },
    { timeoutMs, maxBodyBytes: MAX_ANSWER_BYTES, signal },
  );
  if (res.status < 200 || res.status >= 300) {
    throw new TargetError(`the target answered HTTP ${res.status}`);
  }
  const body = parseJson<{ output?: unknown } | null>(res.body, null);
  if (!body || typeof body.output !== "string") {
    throw new TargetError('the target must answer JSON {"output": "<string>"}');
  }
  return body.output;
}

async function callProvider(
  deps: TargetDeps,
  companyId: string,
  agentId: string,
  example: ExampleSpec,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<string> {
  const config = await deps.database.db
    .selectFrom("agent_configs")
    .selectAll()
    .where("agent_id", "=", agentId)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  if (!config) throw new TargetError(`agent ${agentId} has no config record any more`);
  const context =
    example.context.length > 0
      ? `\n\nContext:\n${example.context.map((c, i) => `[${i + 1}] ${c}`).join("\n")}`
      : "";
  // One signal for the timeout and the run's cancel: it closes the provider request (freeing
  // its slot), and AbortSignal.any adds no listener to the run's signal, which every call shares.
  const stop = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
  try {
    const answer = await deps.llm.chat({
      companyId,
      purpose: "eval-runs.target",
      // The agent under test answers with its own model; "" (no model recorded) means the
      // provider's default (VIGIL_LLM_MODEL).
      ...(config.model ? { model: config.model } : {}),
      messages: [
        ...(config.system_prompt
          ? [{ role: "system" as const, content: config.system_prompt }]
          : []),
        { role: "user", content: `${example.input}${context}` },
      ],
      ...(config.temperature !== null ? { temperature: config.temperature } : {}),
      ...(config.max_tokens !== null ? { maxTokens: config.max_tokens } : {}),
      signal: stop,
    });
    return answer.content;
  } catch (error) {
    if (stop.aborted) throw new TargetError(String(stop.reason ?? "aborted"));
    throw error;
  }
}

/**
 * Calls the target for one example; throws TargetError (or the transport's error) when there
 * is no answer within `timeoutMs` or the run is cancelled.
 */
export async function callTarget(
  deps: TargetDeps,
  run: { companyId: string; agentId: string; target: StoredTarget },
  example: ExampleSpec,
  timeoutMs: number,
  signal: AbortSignal,
): Promise<TargetAnswer> {
  const started = performance.now();
  const output =
    run.target.type === "http"
      ? await callHttp(deps, run.target, example, timeoutMs, signal)
      : await callProvider(deps, run.companyId, run.agentId, example, timeoutMs, signal);
  return { output, latencyMs: Math.round(performance.now() - started) };
}
