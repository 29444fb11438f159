import type { Deps } from "../../http/env";
import { sendNotificationJob } from "./send-job";
import { notificationSubscriber, SEND_JOB, type SendPayload } from "./subscriber";

/**
 * Wires notifications into a process: rules fire from every dispatched event, and the
 * `notification.send` job delivers what they produce.
 * @example registerNotifications(deps) // once, where the other job handlers are registered
 */
export function registerNotifications(deps: Deps): void {
  deps.events.subscribe(notificationSubscriber());
  deps.jobs.register<SendPayload>(SEND_JOB, sendNotificationJob(deps));
}
