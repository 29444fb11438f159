import { describeVerdictFixtures } from "./fixture-checks";
import {
  FIGURE_FIXTURES,
  PARAPHRASE_FIXTURES,
  SMOKE_FIXTURES,
  SMOKE2_FIXTURES,
  SMOKE3_FIXTURES,
  SMOKE4_FIXTURES,
  SMOKE5_FIXTURES,
} from "./paraphrase-fixtures";

describeVerdictFixtures(
  "paraphrase mechanisms: the restatement is supported, the look-alike flagged",
  PARAPHRASE_FIXTURES,
);

describeVerdictFixtures(
  "cases found trying the engine as a user: the faithful answer supported, the look-alike flagged",
  SMOKE_FIXTURES,
);

describeVerdictFixtures(
  "cases found trying the engine as a user, second round: each keeps its verdict",
  SMOKE2_FIXTURES,
);

describeVerdictFixtures(
  "cases found trying the engine as a user, third round: each keeps its verdict",
  SMOKE3_FIXTURES,
);

describeVerdictFixtures(
  "cases found trying the engine as a user, fourth round (numbers in words): each keeps its verdict",
  SMOKE4_FIXTURES,
);

describeVerdictFixtures(
  "cases found trying the engine as a user, fifth round (false alarms): each keeps its verdict",
  SMOKE5_FIXTURES,
);

describeVerdictFixtures(
  "figures, cases found in s17 (quarter hours, 'six-monthly', a figure told in the next sentence, a count in words): each keeps its verdict",
  FIGURE_FIXTURES,
);
