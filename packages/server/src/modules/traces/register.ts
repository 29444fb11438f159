import type { VigilApp } from "../../context";
import { defineModule } from "../module";
import { up as traceLogsMigration } from "./logs/migration";
import { up as traceLogPacksMigration } from "./logs/pack-migration";
import { logRoutes } from "./logs/routes";
import { up as unsettledSpansMigration } from "./logs/unsettled-migration";
import { traceRoutes } from "./routes";
import type {} from "./schema";

/** The traces area: its routes (native, OTLP traces and logs) and tables. */
export const tracesModule = defineModule({
  name: "traces",
  routes: (app: VigilApp) => {
    traceRoutes(app);
    logRoutes(app);
  },
  migrations: [
    { name: "0008-trace-logs", up: traceLogsMigration },
    { name: "0012-trace-log-packs", up: traceLogPacksMigration },
    { name: "0013-trace-unsettled-spans", up: unsettledSpansMigration },
  ],
});
