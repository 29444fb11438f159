import { describeVerdictFixtures } from "./fixture-checks";
import { WORD_S21_FIXTURES } from "./word-fixtures-s21";

describeVerdictFixtures(
  "words, cases found in s21 (the question's best windows as operands, figures compared): each keeps its verdict",
  WORD_S21_FIXTURES,
);
