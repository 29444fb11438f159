import type { VigilApp } from "../../context";
import { channelRoutes } from "./channels-routes";
import { preferenceRoutes } from "./preferences-routes";
import { ruleRoutes } from "./rules-routes";

/** Notification channels, rules and preferences. */
export function notificationRoutes(app: VigilApp): void {
  channelRoutes(app);
  ruleRoutes(app);
  preferenceRoutes(app);
}
