import { defineModule } from "../module";
import { guardrailPolicyRoutes } from "./routes";
import type {} from "./schema";

/** The guardrail-policies area: its routes and tables. */
export const guardrailPoliciesModule = defineModule({
  name: "guardrail-policies",
  routes: guardrailPolicyRoutes,
});
