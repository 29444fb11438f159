import { createRoute, type z } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { ErrorEnvelope } from "../../http/envelope";
import { secured } from "../../http/route";
import { complianceHook } from "../audit/bad-request";
import * as consents from "./consent-service";
import * as dsrs from "./dsr-service";
import {
  ConsentGranted,
  ConsentList,
  ConsentWithdrawn,
  CreateDsrBody,
  Dsr,
  DsrCreated,
  DsrIdParam,
  DsrList,
  ErasureRequestBody,
  ErasureRequested,
  GrantConsentBody,
  PurposeParam,
  UpdateDsrBody,
  VerifyDsrBody,
} from "./schemas";

const tags = ["Compliance"];
const BASE = "/api/v1/compliance";
const json = (schema: z.ZodType, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
const error = (description: string) => json(ErrorEnvelope, description);
const body = <S extends z.ZodType>(schema: S, required = true) => ({
  body: { required, content: { "application/json": { schema } } },
});

const listConsents = secured(
  createRoute({
    method: "get",
    path: `${BASE}/consents`,
    tags,
    operationId: "listConsents",
    summary: "The caller's consents: current per purpose, and the history",
    responses: { 200: json(ConsentList, "The caller's consent records") },
  }),
);
const grant = secured(
  createRoute({
    method: "post",
    path: `${BASE}/consents/{purpose}/grant`,
    tags,
    operationId: "grantConsent",
    request: { params: PurposeParam, ...body(GrantConsentBody, false) },
    responses: {
      200: json(ConsentGranted, "Granted (a new record unless already granted on that basis)"),
    },
  }),
);
const withdraw = secured(
  createRoute({
    method: "post",
    path: `${BASE}/consents/{purpose}/withdraw`,
    tags,
    operationId: "withdrawConsent",
    summary: "Withdraws a purpose (a new record; essential cannot be withdrawn: 400)",
    request: { params: PurposeParam },
    responses: {
      200: json(ConsentWithdrawn, "Withdrawn"),
      404: error("No active consent for the purpose"),
    },
  }),
);
const listDsrs = secured(
  createRoute({
    method: "get",
    path: `${BASE}/dsr`,
    tags,
    operationId: "listDsrs",
    summary: "The caller's own data subject requests, newest first",
    responses: { 200: json(DsrList, "The caller's requests") },
  }),
);
const createDsr = secured(
  createRoute({
    method: "post",
    path: `${BASE}/dsr`,
    tags,
    operationId: "createDsr",
    summary: "Creates a data subject request (erasure waits in awaiting_verification)",
    request: body(CreateDsrBody),
    responses: { 201: json(DsrCreated, "The new request; dueDate is 30 days on") },
  }),
);
const getDsr = secured(
  createRoute({
    method: "get",
    path: `${BASE}/dsr/{id}`,
    tags,
    operationId: "getDsr",
    summary: "A request (requester or admin)",
    request: { params: DsrIdParam },
    responses: { 200: json(Dsr, "The request"), 404: error("No such request in your company") },
  }),
);
const updateDsr = secured(
  createRoute({
    method: "patch",
    path: `${BASE}/dsr/{id}`,
    tags,
    operationId: "updateDsr",
    summary: "Moves a request on (admin): pending → in_progress → completed",
    request: { params: DsrIdParam, ...body(UpdateDsrBody) },
    responses: {
      200: json(Dsr, "The moved request"),
      404: error("No such request in your company"),
      409: error("Not a move its state allows"),
    },
  }),
);
const verifyDsr = secured(
  createRoute({
    method: "post",
    path: `${BASE}/dsr/{id}/verify`,
    tags,
    operationId: "verifyDsr",
    summary: "Verifies or rejects an erasure request awaiting verification (admin)",
    request: { params: DsrIdParam, ...body(VerifyDsrBody) },
    responses: {
      200: json(Dsr, "Approved: in_progress; rejected: completed with the reason"),
      404: error("No such request in your company"),
      409: error("Not an erasure request awaiting verification"),
    },
  }),
);
const erasure = secured(
  createRoute({
    method: "post",
    path: `${BASE}/erasure/request`,
    tags,
    operationId: "requestErasure",
    request: body(ErasureRequestBody),
    responses: { 201: json(ErasureRequested, "The erasure request, awaiting verification") },
  }),
);

export function privacyRoutes(app: VigilApp): void {
  app.openapi(
    listConsents,
    async (c) => c.json(await consents.listConsents(c.env.deps, c.get("principal")), 200),
    complianceHook,
  );
  app.openapi(
    grant,
    async (c) => {
      const { purpose } = c.req.valid("param");
      // The body is optional: without one the basis is `consent`.
      const given = c.req.header("content-type") ? c.req.valid("json") : undefined;
      const { lawfulBasis } = GrantConsentBody.parse(given ?? {});
      return c.json(
        await consents.grantConsent(c.env.deps, c.get("principal"), purpose, lawfulBasis),
        200,
      );
    },
    complianceHook,
  );
  app.openapi(
    withdraw,
    async (c) =>
      c.json(
        await consents.withdrawConsent(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").purpose,
        ),
        200,
      ),
    complianceHook,
  );
  app.openapi(
    listDsrs,
    async (c) => c.json(await dsrs.listDsrs(c.env.deps, c.get("principal")), 200),
    complianceHook,
  );
  app.openapi(
    createDsr,
    async (c) =>
      c.json(await dsrs.createDsr(c.env.deps, c.get("principal"), c.req.valid("json")), 201),
    complianceHook,
  );
  app.openapi(
    getDsr,
    async (c) =>
      c.json(await dsrs.getDsr(c.env.deps, c.get("principal"), c.req.valid("param").id), 200),
    complianceHook,
  );
  app.openapi(
    updateDsr,
    async (c) =>
      c.json(
        await dsrs.updateDsr(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
    complianceHook,
  );
  app.openapi(
    verifyDsr,
    async (c) =>
      c.json(
        await dsrs.verifyDsr(
          c.env.deps,
          c.get("principal"),
          c.req.valid("param").id,
          c.req.valid("json"),
        ),
        200,
      ),
    complianceHook,
  );
  app.openapi(
    erasure,
    async (c) =>
      c.json(
        await dsrs.requestErasure(c.env.deps, c.get("principal"), c.req.valid("json").reason),
        201,
      ),
    complianceHook,
  );
}
