/** Every background job handler and event subscriber of a process, registered in one place. */
import type { Deps } from "../http/env";
import { registerNotifications } from "../modules/notifications/register";
import { DISPATCH_JOB } from "./bus";
import { DELIVER_JOB, deliverWebhook } from "./delivery";
import { dispatchEvent } from "./dispatch";

export function registerEventHandlers(deps: Deps): void {
  deps.jobs.register(DISPATCH_JOB, dispatchEvent(deps));
  deps.jobs.register(DELIVER_JOB, deliverWebhook(deps));
  registerNotifications(deps);
}
