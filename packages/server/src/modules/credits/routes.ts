import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ok } from "../../http/envelope";
import { respond } from "../../http/openapi";
import { secured } from "../../http/route";
import { BalanceQuery, CreditBalance } from "./schemas";
import * as service from "./service";

const balance = secured(
  createRoute({
    method: "get",
    path: "/api/credits/balance",
    tags: ["Credits"],
    operationId: "getCreditBalance",
    summary: "The company's credit balance, credits used, and its newest ledger entries",
    request: { query: BalanceQuery },
    responses: respond.ok(CreditBalance, "The balance and a recent ledger"),
  }),
);

export function creditRoutes(app: VigilApp): void {
  app.openapi(balance, async (c) => {
    const { limit } = c.req.valid("query");
    const principal = c.get("principal");
    return c.json(ok(await service.balanceView(c.env.deps, principal.companyId, limit)), 200);
  });
}
