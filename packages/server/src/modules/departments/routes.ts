import { createRoute } from "@hono/zod-openapi";
import type { VigilApp } from "../../context";
import { message, ok } from "../../http/envelope";
import { jsonBody, respond } from "../../http/openapi";
import { paged } from "../../http/paging";
import { secured } from "../../http/route";
import {
  CreateDepartmentBody,
  Department,
  DepartmentIdParam,
  ListDepartmentsQuery,
  UpdateDepartmentBody,
} from "./schemas";
import * as service from "./service";

const tags = ["Departments"];
const missing = respond.notFound("No such department");

const list = secured(
  createRoute({
    method: "get",
    path: "/api/departments",
    tags,
    operationId: "listDepartments",
    request: { query: ListDepartmentsQuery },
    responses: respond.page(Department, "A page of departments with their agent counts"),
  }),
);
const get = secured(
  createRoute({
    method: "get",
    path: "/api/departments/{id}",
    tags,
    operationId: "getDepartment",
    request: { params: DepartmentIdParam },
    responses: { ...respond.ok(Department, "The department"), ...missing },
  }),
);
const create = secured(
  createRoute({
    method: "post",
    path: "/api/departments",
    tags,
    operationId: "createDepartment",
    request: jsonBody(CreateDepartmentBody),
    responses: {
      ...respond.created(Department, "The new department"),
      ...respond.conflict("Name taken"),
    },
  }),
);
const update = secured(
  createRoute({
    method: "patch",
    path: "/api/departments/{id}",
    tags,
    operationId: "updateDepartment",
    request: { params: DepartmentIdParam, ...jsonBody(UpdateDepartmentBody) },
    responses: {
      ...respond.ok(Department, "The updated department"),
      ...missing,
      ...respond.conflict("Name taken"),
    },
  }),
);
const remove = secured(
  createRoute({
    method: "delete",
    path: "/api/departments/{id}",
    tags,
    operationId: "deleteDepartment",
    summary: "Delete a department; its agents stay, without a department",
    request: { params: DepartmentIdParam },
    responses: { ...respond.message("Deleted"), ...missing },
  }),
);

export function departmentRoutes(app: VigilApp): void {
  app.openapi(list, async (c) => {
    const query = c.req.valid("query");
    const { items, total } = await service.listDepartments(c.env.deps, c.get("principal"), query);
    return c.json(paged(items, total, query), 200);
  });
  app.openapi(get, async (c) => {
    return c.json(
      ok(await service.getDepartment(c.env.deps, c.get("principal"), c.req.valid("param").id)),
      200,
    );
  });
  app.openapi(create, async (c) => {
    return c.json(
      ok(await service.createDepartment(c.env.deps, c.get("principal"), c.req.valid("json"))),
      201,
    );
  });
  app.openapi(update, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(
      ok(await service.updateDepartment(c.env.deps, c.get("principal"), id, c.req.valid("json"))),
      200,
    );
  });
  app.openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await service.deleteDepartment(c.env.deps, c.get("principal"), id);
    return c.json(message(`Department ${id} deleted`), 200);
  });
}
