import type { VigilApp } from "../../context";
import { defineModule } from "../module";
import { legacyWebhookRoutes } from "./legacy-routes";
import { webhookRoutes } from "./routes";

/**
 * Webhooks: the v2 interface and the deprecated one. Delivery itself (the dispatch and deliver
 * jobs) is cross-cutting, in src/events, since every area emits events.
 */
export const webhooksModule = defineModule({
  name: "webhooks",
  routes(app: VigilApp) {
    webhookRoutes(app);
    legacyWebhookRoutes(app);
  },
});
