/** The departments tables, as stored (db/schema.ts gives the storage conventions). */

export interface DepartmentsTable {
  id: string;
  company_id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    departments: DepartmentsTable;
  }
}
