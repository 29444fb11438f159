/**
 * The event bus: `emit` stores an event as an `event.dispatch` job in the caller's
 * transaction; the dispatch job fans it out to webhooks and to every subscriber (notification
 * rules), each of which enqueues its own work in the dispatch transaction.
 */
import type { Insertable, Transaction } from "kysely";
import type { DB, JobsTable } from "../db/schema";
import { type Executor, enqueue, jobRow } from "../jobs/queue";
import { newId } from "../lib/ids";
import { type EventData, type EventEnvelope, type EventType, SCHEMA_VERSION } from "./types";

export const DISPATCH_JOB = "event.dispatch";

export interface NewEvent {
  event: EventType;
  data: EventData;
}

/** The envelope of a new event: `{event, timestamp, eventId, schemaVersion: "2.0", data}`. */
export function envelope(event: NewEvent, now: Date): EventEnvelope {
  return {
    event: event.event,
    timestamp: now.toISOString(),
    eventId: newId("evt"),
    schemaVersion: SCHEMA_VERSION,
    data: event.data,
  };
}

/**
 * One dispatch job for the events of one write (all of one company), as a row: for writers
 * that insert without Kysely. A batch of failed traces costs the queue one job, not one each.
 */
export function dispatchJobRow(events: EventEnvelope[], now: Date): Insertable<JobsTable> {
  return jobRow(
    {
      type: DISPATCH_JOB,
      companyId: events[0]?.data.companyId ?? null,
      payload: { events },
      maxAttempts: 10,
    },
    now,
  );
}

/**
 * Emits an event: call it with the transaction of the write the event reports, so the event
 * exists exactly when that write commits. Delivery happens in the background.
 * @example await emit(trx, { event: "case.created", data: { companyId, agentId, caseId } }, now);
 */
export async function emit(executor: Executor, event: NewEvent, now: Date): Promise<EventEnvelope> {
  const made = envelope(event, now);
  await enqueue(
    executor,
    [{ type: DISPATCH_JOB, companyId: made.data.companyId, payload: made, maxAttempts: 10 }],
    now,
  );
  return made;
}

/**
 * A listener of every dispatched event, run inside the dispatch transaction: it enqueues what
 * the event calls for (with `enqueue(trx, …)`), and a failure retries the whole dispatch.
 */
export type EventSubscriber = (
  trx: Transaction<DB>,
  event: EventEnvelope,
  now: Date,
) => Promise<void>;

/** The subscribers of this process, besides webhooks (which the dispatcher handles itself). */
export class EventBus {
  readonly #subscribers: EventSubscriber[] = [];

  subscribe(subscriber: EventSubscriber): this {
    this.#subscribers.push(subscriber);
    return this;
  }

  get subscribers(): readonly EventSubscriber[] {
    return this.#subscribers;
  }
}
