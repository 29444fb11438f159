import { AppError } from "../../http/errors";

/**
 * 402 INSUFFICIENT_CREDITS: the work would overdraw the company's balance; it was refused
 * before it started and nothing was charged.
 */
export class InsufficientCreditsError extends AppError {
  constructor(required: number, balance: number) {
    super(
      402,
      "INSUFFICIENT_CREDITS",
      `This needs ${required} credits and the balance is ${balance}; ask an operator to run "vigil credits grant", or use the rule_based tier (free)`,
      { required, balance },
    );
  }
}
