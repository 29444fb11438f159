import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S19E_FIXTURES } from "./smoke-fixtures-s19e";

describeVerdictFixtures(
  "cases found trying the engine as a user, s19e (counts times rates, planted arithmetic errors): each keeps its verdict",
  SMOKE_S19E_FIXTURES,
);
