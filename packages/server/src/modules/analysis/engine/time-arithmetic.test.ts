import { describeNumberCases } from "./fixture-checks";

/**
 * Clock and calendar arithmetic (time-arithmetic.ts, spans.ts; seventh round), in domains no
 * labelled set uses. Each faithful claim computes its time or date; the look-alike is one step
 * off, or a moved date that a duration in the context happens to reach, and must still be
 * reported missing.
 */
describeNumberCases("clock and calendar arithmetic", [
  {
    name: "the hours between two clock times across midnight",
    context: ["The car park gate is locked between 11pm and 6am every night."],
    faithful: "The car park gate stays locked for seven hours, from 11pm until 6am.",
    wrong: "The car park gate stays locked for eight hours, from 11pm until 6am.",
  },
  {
    name: "a clock time a duration after another",
    context: [
      "Evening concerts begin at 8pm.",
      "Each concert runs 1 hour 50 minutes, with no interval.",
    ],
    faithful: "A concert starts at 8pm and runs 1 hour 50 minutes, so it ends at 9:50pm.",
    wrong: "A concert starts at 8pm and runs 1 hour 50 minutes, so it ends at 10:05pm.",
  },
  {
    name: "the time between the claim's clock time and the context's, with no span word",
    context: ["The pool opens at 6am and the sauna opens at 7:30am."],
    faithful: "The sauna opens at 7:30am, an hour and a half after the pool.",
    wrong: "The sauna opens at 7:30am, two hours after the pool.",
  },
  {
    name: "a span counted at both ends where the claim says through",
    context: ["The museum is closed from 3 March 2027 to 16 March 2027 for repairs."],
    faithful: "The museum is shut for 14 days, from 3 March through 16 March 2027.",
    wrong: "The museum is shut for 15 days, from 3 March through 16 March 2027.",
  },
  {
    name: "a span into the next year between dates without a year",
    context: ["Course fees are paid in two parts, due on 1 October and 7 January."],
    faithful: "The second part of the fees is due 14 weeks after the first, on 7 January.",
    wrong: "The second part of the fees is due 15 weeks after the first, on 7 January.",
  },
  {
    name: "a date a duration after the claim's date",
    context: [
      "Your gym membership renews on 1 May each year. You may cancel within 14 days of renewal for a full refund.",
    ],
    faithful: "Your membership renews on 1 May, so you can cancel for a full refund until 15 May.",
    wrong: "Your membership renews on 1 May, so you can cancel for a full refund until 18 May.",
  },
  {
    name: "a moved date that a duration of the context happens to reach stays missing",
    context: [
      "The autumn term starts on 8 September 2027 and ends on 17 December 2027.",
      "Reports are posted 10 weeks before the end of term.",
    ],
    faithful: "The autumn term starts on 8 September 2027 and ends on 17 December 2027.",
    wrong: "The autumn term starts on 8 October 2027 and ends on 17 December 2027.",
  },
]);
