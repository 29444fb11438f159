/**
 * Credits: a balance per company and a ledger of every change. Other modules estimate, check
 * affordability before any work, and charge inside the transaction that stores the result,
 * so a result and its charge commit together or not at all.
 */
import type { Deps } from "../../context";
import { toNumber } from "../../db/sql";
import type { Executor } from "../../jobs/queue";
import { newId } from "../../lib/ids";
import { InsufficientCreditsError } from "./errors";
import { fromMilli, toMilli } from "./pricing";
import type { CreditLedgerTable } from "./schema";

export { InsufficientCreditsError } from "./errors";
export { estimate } from "./pricing";

/** What the credits service uses of the process's Deps. */
export type CreditsDeps = Pick<Deps, "database" | "config" | "clock">;

export interface ChargeItem {
  companyId: string;
  /** Credits (0.5 steps and finer are fine); 0 charges nothing and writes no entry. */
  amount: number;
  /** Why, for the ledger: "explainer fast_llm", "counterfactual"… */
  reason: string;
  /** What the charge pays for (a trace id, an analysis id). */
  ref?: string | null;
}

export interface LedgerEntry {
  id: string;
  kind: CreditLedgerTable["kind"];
  amount: number;
  balanceAfter: number;
  reason: string;
  ref: string | null;
  createdAt: string;
}

/**
 * Makes the company's balance row with the initial credits when it has none, with its ledger
 * entry. Concurrent first uses insert one row: the loser's insert does nothing.
 */
async function ensureBalance(
  executor: Executor,
  companyId: string,
  initialMilli: number,
  at: string,
): Promise<void> {
  const made = await executor
    .insertInto("credit_balances")
    .values({
      company_id: companyId,
      balance_milli: initialMilli,
      used_milli: 0,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column("company_id").doNothing())
    .returning("company_id")
    .executeTakeFirst();
  if (made) {
    await insertEntry(
      executor,
      companyId,
      "initial",
      initialMilli,
      initialMilli,
      "initial",
      null,
      at,
    );
  }
}

async function insertEntry(
  executor: Executor,
  companyId: string,
  kind: CreditLedgerTable["kind"],
  amountMilli: number,
  balanceAfterMilli: number,
  reason: string,
  ref: string | null,
  at: string,
): Promise<void> {
  await executor
    .insertInto("credit_ledger")
    .values({
      id: newId("crd"),
      company_id: companyId,
      kind,
      amount_milli: amountMilli,
      balance_after_milli: balanceAfterMilli,
      reason,
      ref,
      created_at: at,
    })
    .execute();
}

async function storedBalance(executor: Executor, companyId: string) {
  const row = await executor
    .selectFrom("credit_balances")
    .select(["balance_milli", "used_milli"])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return row
    ? { balanceMilli: toNumber(row.balance_milli), usedMilli: toNumber(row.used_milli) }
    : null;
}

/** The company's balance in credits (the initial credits before its first use). */
export async function balanceOf(
  { database, config }: Pick<CreditsDeps, "database" | "config">,
  companyId: string,
): Promise<number> {
  const stored = await storedBalance(database.db, companyId);
  return stored ? fromMilli(stored.balanceMilli) : config.creditsInitial;
}

/**
 * Refuses work that would overdraw the balance, before it starts (402 INSUFFICIENT_CREDITS,
 * details {required, balance}); answers the balance. Call it first, then charge in the
 * transaction that stores the result: charge re-checks, so racing requests cannot overdraw.
 */
export async function assertAffordable(
  deps: Pick<CreditsDeps, "database" | "config">,
  companyId: string,
  required: number,
): Promise<number> {
  const balance = await balanceOf(deps, companyId);
  if (toMilli(required) > toMilli(balance)) throw new InsufficientCreditsError(required, balance);
  return balance;
}

/**
 * Charges `item.amount` inside the caller's transaction and writes its ledger entry there.
 * The decrement is one conditional UPDATE (`balance >= amount`), which row-locks on PostgreSQL
 * and runs under SQLite's single writer, so concurrent charges never overdraw: the one that
 * would throws InsufficientCreditsError, and the caller's transaction rolls back with it.
 * Answers the balance after the charge.
 * @example await database.db.transaction().execute(async (trx) => {
 *   await storeResult(trx, result);
 *   await charge(trx, deps, { companyId, amount: 0.5, reason: "explainer fast_llm", ref: traceId });
 * });
 */
export async function charge(
  executor: Executor,
  { config, clock }: Pick<CreditsDeps, "config" | "clock">,
  item: ChargeItem,
): Promise<number> {
  const amountMilli = toMilli(item.amount);
  if (amountMilli < 0) throw new RangeError("a charge cannot be negative");
  const at = clock.now().toISOString();
  await ensureBalance(executor, item.companyId, toMilli(config.creditsInitial), at);
  if (amountMilli === 0) {
    return fromMilli((await storedBalance(executor, item.companyId))?.balanceMilli ?? 0);
  }
  const updated = await executor
    .updateTable("credit_balances")
    .set((eb) => ({
      balance_milli: eb("balance_milli", "-", amountMilli),
      used_milli: eb("used_milli", "+", amountMilli),
      updated_at: at,
    }))
    .where("company_id", "=", item.companyId)
    .where("balance_milli", ">=", amountMilli)
    .returning("balance_milli")
    .executeTakeFirst();
  if (!updated) {
    const balance = (await storedBalance(executor, item.companyId))?.balanceMilli ?? 0;
    throw new InsufficientCreditsError(item.amount, fromMilli(balance));
  }
  const after = toNumber(updated.balance_milli);
  await insertEntry(
    executor,
    item.companyId,
    "charge",
    -amountMilli,
    after,
    item.reason,
    item.ref ?? null,
    at,
  );
  return fromMilli(after);
}

/** Adds credits to a company (an operator's `vigil credits grant`); answers the new balance. */
export async function grant(
  deps: CreditsDeps,
  companyId: string,
  amount: number,
  reason = "grant",
): Promise<number> {
  const amountMilli = toMilli(amount);
  if (!(amountMilli > 0)) throw new RangeError("a grant must be a positive amount");
  const at = deps.clock.now().toISOString();
  return deps.database.db.transaction().execute(async (trx) => {
    await ensureBalance(trx, companyId, toMilli(deps.config.creditsInitial), at);
    const updated = await trx
      .updateTable("credit_balances")
      .set((eb) => ({ balance_milli: eb("balance_milli", "+", amountMilli), updated_at: at }))
      .where("company_id", "=", companyId)
      .returning("balance_milli")
      .executeTakeFirstOrThrow();
    const after = toNumber(updated.balance_milli);
    await insertEntry(trx, companyId, "grant", amountMilli, after, reason, null, at);
    return fromMilli(after);
  });
}

export interface BalanceView {
  companyId: string;
  balance: number;
  used: number;
  initial: number;
  ledger: LedgerEntry[];
}

function toEntry(row: CreditLedgerTable): LedgerEntry {
  return {
    id: row.id,
    kind: row.kind,
    amount: fromMilli(toNumber(row.amount_milli)),
    balanceAfter: fromMilli(toNumber(row.balance_after_milli)),
    reason: row.reason,
    ref: row.ref,
    createdAt: row.created_at,
  };
}

/** The balance, what was used, and the newest `limit` ledger entries. */
export async function balanceView(
  deps: CreditsDeps,
  companyId: string,
  limit: number,
): Promise<BalanceView> {
  const { database, config } = deps;
  const stored = await storedBalance(database.db, companyId);
  const rows = await database.db
    .selectFrom("credit_ledger")
    .selectAll()
    .where("company_id", "=", companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return {
    companyId,
    balance: stored ? fromMilli(stored.balanceMilli) : config.creditsInitial,
    used: stored ? fromMilli(stored.usedMilli) : 0,
    initial: config.creditsInitial,
    ledger: rows.map(toEntry),
  };
}
