/** BAA endpoints: admin only; they answer bare objects, as the spec shows compliance answers. */
import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope } from "../../http/envelope";
import { jsonBody } from "../../http/openapi";
import { secured } from "../../http/route";
import { badRequestHook } from "../guardrails/errors";
import {
  BaaIdParam,
  BaaList,
  BusinessAssociateAgreement,
  CreateBaaBody,
  UpdateBaaBody,
} from "./schemas";
import * as service from "./service";

const tags = ["Compliance"];
const PATH = "/api/v1/compliance/baa";

const bare = (schema: typeof BusinessAssociateAgreement | typeof BaaList, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const error = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelope } },
});
const ADMIN_ONLY = { 403: error("Not an admin, or the key lacks the permission (FORBIDDEN)") };

const list = secured(
  createRoute({
    method: "get",
    path: PATH,
    tags,
    operationId: "listBaaAgreements",
    summary: "The company's business associate agreements, newest first (admin)",
    responses: { 200: bare(BaaList, "Every agreement"), ...ADMIN_ONLY },
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: PATH,
    tags,
    operationId: "createBaaAgreement",
    summary: "Record a business associate agreement (admin); it starts active",
    description:
      "nextReviewDue is set six months before expirationDate; once expirationDate has passed (a plain date: the end of that day, UTC) a background job marks the agreement expired. Invalid fields answer 400 BAD_REQUEST.",
    request: jsonBody(CreateBaaBody),
    responses: { 201: bare(BusinessAssociateAgreement, "The new agreement"), ...ADMIN_ONLY },
  }),
);
const update = secured(
  createRoute({
    method: "put",
    path: `${PATH}/{id}`,
    tags,
    operationId: "updateBaaAgreement",
    summary: "Change an agreement's status, expiration, review date or notes (admin)",
    request: { params: BaaIdParam, ...jsonBody(UpdateBaaBody) },
    responses: {
      200: bare(BusinessAssociateAgreement, "The updated agreement"),
      ...ADMIN_ONLY,
      404: error("No such agreement in your company (NOT_FOUND)"),
    },
  }),
);

export function baaRoutes(app: VigilApp): void {
  app.openapi(list, async (c) =>
    c.json(await service.listAgreements(c.env.deps, c.get("principal")), 200),
  );
  app.openapi(
    create,
    async (c) =>
      c.json(
        await service.createAgreement(c.env.deps, c.get("principal"), c.req.valid("json")),
        201,
      ),
    badRequestHook,
  );
  app.openapi(
    update,
    async (c) =>
      c.json(
        await service.updateAgreement(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
    badRequestHook,
  );
}
