import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S19B_FIXTURES } from "./smoke-fixtures-s19b";

describeVerdictFixtures(
  "cases found trying the engine as a user, s19 (merged and low-overlap answers): each keeps its verdict",
  SMOKE_S19B_FIXTURES,
);
