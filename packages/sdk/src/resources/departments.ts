import type { PagePromise } from "../core/pagination";
import { path } from "../core/path";
import { APIResource } from "../core/resource";
import type { RequestOptions } from "../core/transport";
import type {
  DeleteResponse,
  Department,
  DepartmentCreateParams,
  DepartmentListParams,
  DepartmentUpdateParams,
} from "../types";

/**
 * Departments group agents; `agentCount` counts them.
 * @example
 * const dept = await vigil.departments.create({ name: "Support" });
 * await vigil.agents.update(agentId, { departmentId: dept.id });
 */
export class DepartmentsResource extends APIResource {
  /** GET /api/departments */
  list(query: DepartmentListParams = {}, options?: RequestOptions): PagePromise<Department> {
    return this.transport.getPage("/api/departments", query, options);
  }

  /** GET /api/departments/{id} */
  get(id: string, options?: RequestOptions): Promise<Department> {
    return this.transport.get(path`/api/departments/${id}`, options);
  }

  /** POST /api/departments: a taken name throws ConflictError. */
  create(body: DepartmentCreateParams, options?: RequestOptions): Promise<Department> {
    return this.transport.post("/api/departments", body, options);
  }

  /** PATCH /api/departments/{id} */
  update(id: string, body: DepartmentUpdateParams, options?: RequestOptions): Promise<Department> {
    return this.transport.patch(path`/api/departments/${id}`, body, options);
  }

  /** DELETE /api/departments/{id}: its agents stay, without a department. */
  delete(id: string, options?: RequestOptions): Promise<DeleteResponse> {
    return this.transport.delete(path`/api/departments/${id}`, options);
  }
}
