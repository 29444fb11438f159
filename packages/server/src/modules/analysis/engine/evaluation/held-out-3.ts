import { buildItems, type HeldOut2Item } from "./held-out-2/build";
import { AUTOMOTIVE } from "./held-out-3/automotive";
import { CLOUD } from "./held-out-3/cloud";
import { ENERGY } from "./held-out-3/energy";
import { FITNESS } from "./held-out-3/fitness";
import { FOOD_DELIVERY } from "./held-out-3/food-delivery";
import { GRANTS } from "./held-out-3/grants";
import { LEGAL } from "./held-out-3/legal";
import { LIBRARY } from "./held-out-3/library";
import { LONG_ANSWERS } from "./held-out-3/long-answers";
import { PHARMACY } from "./held-out-3/pharmacy";
import { RETAIL } from "./held-out-3/retail";
import { TICKETING } from "./held-out-3/ticketing";
import { TRANSIT } from "./held-out-3/transit";
import { VETERINARY } from "./held-out-3/veterinary";

/**
 * The third held-out set for the rule tier (issue 18), written blind: its author read only the
 * data format (`spec.ts`, the head of `generate.ts`, `held-out-2.ts` and two of its domain
 * files), never the engine's sources, thresholds, lexicon or tuning templates, and never ran
 * the engine on it. Same item shape, planted kinds and faithful tags as the second set
 * (`held-out-2/build.ts`); domains the earlier sets do not use.
 *
 * Every domain file holds eleven faithful answers and eleven planted ones, one of each of
 * `PLANTED_KINDS`; `long-answers.ts` does the same with answers of two to five sentences, where
 * the error hides among true claims. Faithful answers are written the way assistants answer: paraphrase,
 * synonyms, reordered or merged clauses, two or three chunks summarised in one sentence,
 * numbers in words, unit restatements ("21 days" / "three weeks", "18:30" / "6:30 pm"),
 * totals, differences and percentages of context numbers, hedged but true wording, right
 * `[n]` citations, and correct refusals (with no context, or with context that does not
 * answer). Planted answers lean on high word overlap: one swapped number, date or name, a
 * dropped or added "not", "all"/"every" turned "some"/"most", "will"/"must" turned "may"/"can",
 * a wrong total, a plausible sentence no chunk supports next to a true one, an answer with no
 * context at all, a `[n]` marker pointing at the wrong chunk, a refusal although a chunk answers.
 *
 * Labels follow held-out-2's rules: every answer sentence that states a fact is a claim with
 * `error` null or the claim-level kind (`CLAIM_ERROR`); greetings and refusals are not claims.
 *
 * Never tune the engine on it; if its errors ever guide a change, say so and write a fourth set.
 */
export const HELD_OUT_3: HeldOut2Item[] = [
  ...buildItems("pharmacy", PHARMACY, "held3"),
  ...buildItems("energy", ENERGY, "held3"),
  ...buildItems("retail", RETAIL, "held3"),
  ...buildItems("cloud", CLOUD, "held3"),
  ...buildItems("legal", LEGAL, "held3"),
  ...buildItems("automotive", AUTOMOTIVE, "held3"),
  ...buildItems("grants", GRANTS, "held3"),
  ...buildItems("fitness", FITNESS, "held3"),
  ...buildItems("veterinary", VETERINARY, "held3"),
  ...buildItems("library", LIBRARY, "held3"),
  ...buildItems("transit", TRANSIT, "held3"),
  ...buildItems("ticketing", TICKETING, "held3"),
  ...buildItems("food-delivery", FOOD_DELIVERY, "held3"),
  ...buildItems("long-answers", LONG_ANSWERS, "held3"),
];
