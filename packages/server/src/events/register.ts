/** The event machinery's own jobs: fanning an emitted event out, and delivering it to a webhook. */
import type { Deps } from "../context";
import { DISPATCH_JOB } from "./bus";
import { DELIVER_JOB, deliverWebhook } from "./delivery";
import { dispatchEvent } from "./dispatch";

export function registerEventHandlers(deps: Deps): void {
  deps.jobs.register(DISPATCH_JOB, dispatchEvent(deps));
  deps.jobs.register(DELIVER_JOB, deliverWebhook(deps));
}
