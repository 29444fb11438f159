import { buildItems, type HeldOut2Item } from "./held-out-2/build";
import { CLIMBING_GYM } from "./held-out-8/climbing-gym";
import { CUSTOM_CAKES } from "./held-out-8/custom-cakes";
import { DANCE_SCHOOL } from "./held-out-8/dance-school";
import { EV_CHARGING } from "./held-out-8/ev-charging";
import { EYE_CLINIC } from "./held-out-8/eye-clinic";
import { FLORIST } from "./held-out-8/florist";
import { FREELANCER_ACCOUNTS } from "./held-out-8/freelancer-accounts";
import { GOLF_CLUB } from "./held-out-8/golf-club";
import { HOSTEL } from "./held-out-8/hostel";
import { LOCKSMITH } from "./held-out-8/locksmith";
import { MARINA } from "./held-out-8/marina";
import { PADDLE_RENTAL } from "./held-out-8/paddle-rental";
import { RECORDING_STUDIO } from "./held-out-8/recording-studio";
import { SWIM_SCHOOL } from "./held-out-8/swim-school";
import { TAILORING } from "./held-out-8/tailoring";
import { TATTOO_STUDIO } from "./held-out-8/tattoo-studio";
import { TOOL_HIRE } from "./held-out-8/tool-hire";
import { TRANSLATION } from "./held-out-8/translation";

/**
 * The eighth held-out set for the rule tier (issue 18), written blind by two writers working
 * in parallel on nine domains each. Each read only the data format (`spec.ts`, the first 120
 * lines of `generate.ts`, `held-out-2.ts`, `held-out-2/build.ts`, `held-out-2/long-answers.ts`)
 * and how set 5 is wired and checked (`held-out-5.ts`, its test, `held-out-integrity.ts`,
 * `held-out-5/retrieved.ts`, the first 90 lines of `held-out-5/funeral.ts` for the layout);
 * never the engine's sources, thresholds, lexicon, fixtures, tests or benches, nor the data of
 * any other set, nor the engine's history, and neither ran the engine on it. Sets 6 and 7 are
 * imported by the test only, to check that no domain, chunk or answer repeats. Same item
 * shape, planted kinds and faithful tags as the second set; domains none of sets 2 to 7 uses.
 *
 * 396 answers over eighteen domains (a climbing gym, custom cakes, kayak and paddleboard
 * rental, a tattoo studio, tool hire, a florist, a children's swimming school, a locksmith,
 * accounts for freelancers; a dance school, studio hire, marina berths, a laser eye clinic, a
 * translation agency, a golf club, a city hostel, tailoring, an EV charging network). Every
 * domain file holds eleven faithful answers and eleven planted ones, one of each of
 * `PLANTED_KINDS`; `locksmith.ts`, `freelancer-accounts.ts`, `tailoring.ts` and
 * `ev-charging.ts` lean on longer answers (two to four sentences) where the error hides among
 * true claims. Most answers see all six chunks of their domain (at most four sentences each);
 * two to four a domain see only the chunks that answer plus a distractor
 * (`held-out-5/retrieved.ts`). About a third of the faithful answers lean on the hardest cases:
 * derived numbers (spans between dates, totals, differences, per-unit rates, percentages, a
 * minimum charge that overrides a per-unit rate), everyday words for the context's formal
 * ones, and one sentence merging two or three chunks. The rest are terse, chatty, hedged
 * ("usually" where the context says "most"), second person, passive, numbers in words, unit
 * restatements, right `[n]` citations and correct refusals (with no context, or with context
 * that does not answer). Planted answers lean on high word overlap: one swapped number, date
 * or name, a dropped or added "not", "most" turned "all", "may" turned "will" or "must" turned
 * "may", a wrong total or product, a plausible sentence no chunk supports, an answer with no
 * context at all, a `[n]` marker pointing at the wrong chunk, and a refusal although a chunk
 * answers.
 *
 * Labels follow held-out-2's rules (`CLAIM_ERROR`): every answer sentence that states a fact is
 * a claim; greetings, follow-ups and refusals are not. Faithful claims are entailed by the
 * context alone (arithmetic on its numbers, and on a quantity the question names, is allowed;
 * outside knowledge is not).
 *
 * Never tuned on. Never tune the engine on it; if its errors ever guide a change, say so and
 * write a ninth set.
 *
 * Its errors never were read; its headline figures, read after each change, decided one rule
 * in s16 (a duration read from "a year of cover" was dropped when they fell). The ninth set,
 * written blind meanwhile, is the one never tuned to.
 */
export const HELD_OUT_8: HeldOut2Item[] = [
  ...buildItems("climbing-gym", CLIMBING_GYM, "held8"),
  ...buildItems("custom-cakes", CUSTOM_CAKES, "held8"),
  ...buildItems("paddle-rental", PADDLE_RENTAL, "held8"),
  ...buildItems("tattoo-studio", TATTOO_STUDIO, "held8"),
  ...buildItems("tool-hire", TOOL_HIRE, "held8"),
  ...buildItems("florist", FLORIST, "held8"),
  ...buildItems("swim-school", SWIM_SCHOOL, "held8"),
  ...buildItems("locksmith", LOCKSMITH, "held8"),
  ...buildItems("freelancer-accounts", FREELANCER_ACCOUNTS, "held8"),
  ...buildItems("dance-school", DANCE_SCHOOL, "held8"),
  ...buildItems("recording-studio", RECORDING_STUDIO, "held8"),
  ...buildItems("marina", MARINA, "held8"),
  ...buildItems("eye-clinic", EYE_CLINIC, "held8"),
  ...buildItems("translation", TRANSLATION, "held8"),
  ...buildItems("golf-club", GOLF_CLUB, "held8"),
  ...buildItems("hostel", HOSTEL, "held8"),
  ...buildItems("tailoring", TAILORING, "held8"),
  ...buildItems("ev-charging", EV_CHARGING, "held8"),
];
