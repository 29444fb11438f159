import { defineModule } from "../module";
import { notificationRoutes } from "./routes";
import type {} from "./schema";
import { sendNotificationJob } from "./send-job";
import { notificationSubscriber, SEND_JOB } from "./subscriber";

/**
 * Notification channels, rules and preferences: rules fire from every dispatched event (the
 * subscriber), and the `notification.send` job delivers what they produce.
 */
export const notificationsModule = defineModule({
  name: "notifications",
  routes: notificationRoutes,
  jobs: (deps) => ({ [SEND_JOB]: sendNotificationJob(deps) }),
  subscribers: () => [notificationSubscriber()],
});
