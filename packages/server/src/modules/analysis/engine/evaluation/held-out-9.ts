import { buildItems, type HeldOut2Item } from "./held-out-2/build";
import { ALLOTMENTS } from "./held-out-9/allotments";
import { BIKE_COURIER } from "./held-out-9/bike-courier";
import { BOWLING_ALLEY } from "./held-out-9/bowling-alley";
import { BRIDAL_BOUTIQUE } from "./held-out-9/bridal-boutique";
import { CAMPERVAN_HIRE } from "./held-out-9/campervan-hire";
import { CATTERY } from "./held-out-9/cattery";
import { CHIMNEY_SWEEP } from "./held-out-9/chimney-sweep";
import { DIVE_CENTRE } from "./held-out-9/dive-centre";
import { FOOD_COOP } from "./held-out-9/food-coop";
import { FURNITURE_RESTORATION } from "./held-out-9/furniture-restoration";
import { GUITAR_REPAIR } from "./held-out-9/guitar-repair";
import { KIDS_PARTY_VENUE } from "./held-out-9/kids-party-venue";
import { MOT_GARAGE } from "./held-out-9/mot-garage";
import { PHOTO_STUDIO } from "./held-out-9/photo-studio";
import { PICTURE_FRAMING } from "./held-out-9/picture-framing";
import { POTTERY_CLASSES } from "./held-out-9/pottery-classes";
import { RIDING_STABLES } from "./held-out-9/riding-stables";
import { TRAVEL_CLINIC } from "./held-out-9/travel-clinic";

/**
 * The ninth held-out set for the rule tier (issue 18), written blind by two writers working in
 * parallel on nine domains each (s16). Each read only the data format (`spec.ts`, the first 120
 * lines of `generate.ts`, `held-out-2.ts`, `held-out-2/build.ts`, `held-out-2/long-answers.ts`)
 * and how set 5 is wired and checked (`held-out-5.ts`, its test, `held-out-integrity.ts`,
 * `held-out-5/retrieved.ts`, the first 90 lines of `held-out-5/funeral.ts` for the layout);
 * never the engine's sources, thresholds, lexicon, fixtures, tests or benches, nor the data of
 * any other set, nor the engine's history, and neither ran the engine on it. Same item shape,
 * planted kinds and faithful tags as the second set; domains none of sets 2 to 8 uses.
 *
 * 396 answers over eighteen domains (allotments, a cattery, an MOT garage, pottery classes, a
 * bike courier, a food co-op, furniture restoration, a children's party venue, a chimney sweep;
 * campervan hire, a photo studio, riding stables, a dive centre, a travel clinic, a bridal
 * boutique, a bowling alley, picture framing, guitar repair). Every domain file holds eleven
 * faithful answers and eleven planted ones, one of each of `PLANTED_KINDS`; `food-coop.ts`,
 * `furniture-restoration.ts`, `kids-party-venue.ts`, `dive-centre.ts`, `travel-clinic.ts` and
 * `bridal-boutique.ts` lean on longer answers where the error hides among true claims. Three or
 * four answers a domain see only the chunks that answer plus a distractor
 * (`held-out-5/retrieved.ts`). Faithful answers lean on derived numbers, everyday words for
 * the context's formal ones, merged chunks, numbers in words, unit restatements, hedges,
 * greetings and follow-ups around the claim, right `[n]` citations and correct refusals;
 * planted ones on high word overlap.
 *
 * Labels follow held-out-2's rules (`CLAIM_ERROR`): every answer sentence that states a fact is
 * a claim; greetings, follow-ups and refusals are not. Faithful claims are entailed by the
 * context alone (arithmetic on its numbers, and on a quantity the question names, is allowed).
 *
 * Never tuned on. Never tune the engine on it; if its errors ever guide a change, say so and
 * write a tenth set.
 */
export const HELD_OUT_9: HeldOut2Item[] = [
  ...buildItems("allotments", ALLOTMENTS, "held9"),
  ...buildItems("cattery", CATTERY, "held9"),
  ...buildItems("mot-garage", MOT_GARAGE, "held9"),
  ...buildItems("pottery-classes", POTTERY_CLASSES, "held9"),
  ...buildItems("bike-courier", BIKE_COURIER, "held9"),
  ...buildItems("food-coop", FOOD_COOP, "held9"),
  ...buildItems("furniture-restoration", FURNITURE_RESTORATION, "held9"),
  ...buildItems("kids-party-venue", KIDS_PARTY_VENUE, "held9"),
  ...buildItems("chimney-sweep", CHIMNEY_SWEEP, "held9"),
  ...buildItems("campervan-hire", CAMPERVAN_HIRE, "held9"),
  ...buildItems("photo-studio", PHOTO_STUDIO, "held9"),
  ...buildItems("riding-stables", RIDING_STABLES, "held9"),
  ...buildItems("dive-centre", DIVE_CENTRE, "held9"),
  ...buildItems("travel-clinic", TRAVEL_CLINIC, "held9"),
  ...buildItems("bridal-boutique", BRIDAL_BOUTIQUE, "held9"),
  ...buildItems("bowling-alley", BOWLING_ALLEY, "held9"),
  ...buildItems("picture-framing", PICTURE_FRAMING, "held9"),
  ...buildItems("guitar-repair", GUITAR_REPAIR, "held9"),
];
