import { z } from "@hono/zod-openapi";
import { PageQuery, sortQuery } from "../../http/paging";

export const Department = z
  .object({
    id: z.string().openapi({ example: "dept_01JD3K5Q8X7W2N4M6P9R0S1T2V" }),
    name: z.string(),
    description: z.string(),
    agentCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Department");

export const CreateDepartmentBody = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().max(5_000).default(""),
  })
  .strict()
  .openapi("CreateDepartmentBody");

export const UpdateDepartmentBody = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(5_000).optional(),
  })
  .strict()
  .openapi("UpdateDepartmentBody");

export const ListDepartmentsQuery = PageQuery.extend(
  sortQuery(["createdAt", "name"], "createdAt").shape,
);

export const DepartmentIdParam = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" } }),
});
