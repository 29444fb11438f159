import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S19A_FIXTURES } from "./smoke-fixtures-s19a";

describeVerdictFixtures(
  "cases found trying the engine as a user, s19 (worked-out figures): each keeps its verdict",
  SMOKE_S19A_FIXTURES,
);
