import { describeVerdictFixtures } from "./fixture-checks";
import { SMOKE_S18D_FIXTURES } from "./smoke-fixtures-s18d";

describeVerdictFixtures(
  "cases found trying the engine as a user, s18 (answers joining context sentences): each keeps its verdict",
  SMOKE_S18D_FIXTURES,
);
