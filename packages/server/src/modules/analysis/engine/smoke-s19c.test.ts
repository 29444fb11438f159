import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S19C_FIXTURES } from "./smoke-fixtures-s19c";

describeVerdictFixtures(
  "cases found trying the engine as a user, s19 (figures restated in other units or words): each keeps its verdict",
  SMOKE_S19C_FIXTURES,
);
