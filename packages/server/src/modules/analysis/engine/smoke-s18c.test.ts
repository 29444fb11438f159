import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S18C_FIXTURES } from "./smoke-fixtures-s18c";

describeVerdictFixtures(
  "cases found trying the engine as a user, s18 (figures restated and figures changed): each keeps its verdict",
  SMOKE_S18C_FIXTURES,
);
