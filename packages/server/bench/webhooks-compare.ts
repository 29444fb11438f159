import type { ChildServer } from "./children";
import { type PhaseResult, runPhase } from "./ingest-phases";
import type { BatchTemplate } from "./otlp-batches";
import { failedTracesSent } from "./webhooks-batches";
import { type Receiver, waitForDeliveries } from "./webhooks-setup";

/**
 * The ingest comparison: the ingest bench's protobuf load on a server with no webhooks and on
 * one whose webhooks take every failure.detected, in alternating order round by round. After
 * each phase of the subscribed server the bench waits for its backlog to drain, so its delivery
 * work never runs while the other server is measured (the machine's cores are shared).
 */

export interface Target {
  server: ChildServer;
  key: string;
}

export interface CompareOptions {
  none: Target;
  subscribed: Target;
  receiver: Receiver;
  /** The receiver group the subscribed server's webhooks point at. */
  group: string;
  webhooks: number;
  templates: BatchTemplate[];
  /** Failed traces in each template, in order: what each request owes in events. */
  failedPerTemplate: number[];
  rounds: number;
  seconds: number;
  warmUpSeconds: number;
  connections: number;
  drainTimeoutSeconds: number;
  stallSeconds: number;
  say(text: string): void;
}

export interface SubscribedPhase {
  /** Deliveries the phase's requests owe, and those received while it ran. */
  owed: number;
  receivedDuring: number;
  /** Owed by this phase and earlier ones, not received when it ended. */
  backlogAfter: number;
  /** From the phase's end until the backlog was gone (or the drain timed out). */
  drainSeconds: number;
  drained: boolean;
}

export interface CompareRound {
  none: PhaseResult;
  subscribed: PhaseResult;
  delivery: SubscribedPhase;
  ratio: number;
}

export async function runComparison(options: CompareOptions): Promise<CompareRound[]> {
  const { receiver, group, say } = options;
  let seq = 0;
  let owedTotal = 0;

  const phase = async (target: Target, label: string, seconds: number) => {
    const result = await runPhase({
      label,
      server: target.server,
      key: target.key,
      encoding: "protobuf",
      templates: options.templates,
      connections: options.connections,
      firstSeq: seq,
      seconds,
    });
    if (result.load.firstFailure) say(`  ${label}: a request failed: ${result.load.firstFailure}`);
    const owed =
      failedTracesSent(options.failedPerTemplate, seq, result.load.requests) * options.webhooks;
    seq += result.load.requests;
    return { result, owed };
  };

  const drain = async (): Promise<{ seconds: number; drained: boolean }> => {
    const started = performance.now();
    const wait = await waitForDeliveries(receiver, group, owedTotal, {
      timeoutSeconds: options.drainTimeoutSeconds,
      stallSeconds: options.stallSeconds,
      progress: (n) =>
        say(`    draining: ${(owedTotal - n).toLocaleString("en-US")} deliveries pending`),
    });
    return { seconds: (performance.now() - started) / 1000, drained: wait.outcome === "complete" };
  };

  const subscribedPhase = async (seconds: number) => {
    const before = await receiver.deliveries(group);
    const { result, owed } = await phase(
      options.subscribed,
      `${options.webhooks} webhooks`,
      seconds,
    );
    owedTotal += owed;
    const after = await receiver.deliveries(group);
    const drained = await drain();
    const delivery: SubscribedPhase = {
      owed,
      receivedDuring: after - before,
      backlogAfter: owedTotal - after,
      drainSeconds: drained.seconds,
      drained: drained.drained,
    };
    return { result, delivery };
  };

  if (options.warmUpSeconds > 0) {
    say(`  warm-up: ${options.warmUpSeconds} s on each server`);
    await phase(options.none, "warm-up", options.warmUpSeconds);
    await subscribedPhase(options.warmUpSeconds);
  }

  const rounds: CompareRound[] = [];
  for (let round = 0; round < options.rounds; round++) {
    let none: PhaseResult;
    let subscribed: Awaited<ReturnType<typeof subscribedPhase>>;
    // Alternate which goes first, so neither always runs on a machine warmed by the other.
    if (round % 2 === 0) {
      none = (await phase(options.none, "no webhooks", options.seconds)).result;
      subscribed = await subscribedPhase(options.seconds);
    } else {
      subscribed = await subscribedPhase(options.seconds);
      none = (await phase(options.none, "no webhooks", options.seconds)).result;
    }
    const ratio = subscribed.result.spansPerSecond / none.spansPerSecond;
    rounds.push({ none, subscribed: subscribed.result, delivery: subscribed.delivery, ratio });
    const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
    say(
      `  round ${round + 1}: none ${fmt(none.spansPerSecond)} spans/s, ${options.webhooks} webhooks ${fmt(subscribed.result.spansPerSecond)} spans/s (${(ratio * 100).toFixed(1)}%); ${fmt(subscribed.delivery.receivedDuring)} of ${fmt(subscribed.delivery.owed)} deliveries during the phase, drained in ${subscribed.delivery.drainSeconds.toFixed(1)} s`,
    );
  }
  return rounds;
}

/** The middle ratio (the lower middle of an even count: the verdict errs on the strict side). */
export function medianRatio(rounds: readonly CompareRound[]): number {
  const sorted = rounds.map((r) => r.ratio).sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
