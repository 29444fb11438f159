import { describeNumberCases } from "./fixture-checks";

/**
 * Tiered prices (tiers.ts; eighth round), in domains no labelled set uses. Each faithful claim
 * prices a count past what the base covers; each look-alike counts one unit too many or too
 * few, prices a count from the context's other figures, or reads a base the sentence does not
 * say what it covers, and must still be reported missing.
 */
describeNumberCases("tiered prices", [
  {
    name: "a base for up to a count, then a price for each extra one",
    context: ["Minibus hire costs $180 for up to 8 passengers, then $12 for each extra passenger."],
    faithful: "For eleven passengers, minibus hire comes to $216.",
    wrong: "For eleven passengers, minibus hire comes to $228.",
  },
  {
    name: "a base that covers one, and a price for each additional unit",
    context: ["Gutter clearing costs €90 for a single-storey house and €35 per additional storey."],
    faithful: "For a house of three storeys, gutter clearing costs €160.",
    wrong: "For a house of three storeys, gutter clearing costs €195.",
  },
  {
    name: "the count past the base counted from the base's own count",
    context: ["A kayak tour is £60 for the first 2 people and £25 for every extra person."],
    faithful: "For five people the kayak tour is £135.",
    wrong: "For five people the kayak tour is £110.",
  },
  {
    name: "a count the claim does not name is no operand",
    context: [
      "Group lessons take 3 to 9 riders.",
      "Group lessons cost £50 for up to 3 riders, then £10 for each extra rider.",
    ],
    faithful: "For four riders a group lesson costs £60.",
    wrong: "A group lesson costs £110.",
  },
  {
    name: "a base whose coverage the sentence does not state",
    context: ["Window cleaning costs £40 for a house and £8 for each extra conservatory."],
    faithful: "Window cleaning costs £40 for a house.",
    wrong: "For a house with three conservatories, window cleaning costs £56.",
  },
]);
