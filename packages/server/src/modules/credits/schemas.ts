import { z } from "@hono/zod-openapi";
import { MAX_PAGE_SIZE } from "../../http/paging";

export const LedgerEntry = z
  .object({
    id: z.string().openapi({ example: "crd_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    kind: z.enum(["initial", "grant", "charge"]),
    amount: z.number().openapi({ description: "Credits; negative for a charge", example: -0.5 }),
    balanceAfter: z.number(),
    reason: z.string().openapi({ example: "explainer fast_llm" }),
    ref: z.string().nullable().openapi({ description: "What the entry paid for, e.g. a trace id" }),
    createdAt: z.string(),
  })
  .openapi("CreditLedgerEntry");

export const CreditBalance = z
  .object({
    companyId: z.string(),
    balance: z.number().openapi({ example: 998.5 }),
    used: z.number().openapi({ description: "Credits charged so far", example: 1.5 }),
    initial: z.number().openapi({ description: "Credits each company starts with" }),
    ledger: z.array(LedgerEntry).openapi({ description: "The newest ledger entries first" }),
  })
  .openapi("CreditBalance");

export const BalanceQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .default(20)
    .openapi({ description: `Ledger entries to include, 1-${MAX_PAGE_SIZE}`, example: 20 }),
});
