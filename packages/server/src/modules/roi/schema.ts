/** The ROI settings table, as stored (db/schema.ts gives the storage conventions). */

export interface RoiSettingsTable {
  /** One row per company. */
  company_id: string;
  /** The configId answered by configure: `roi_<ULID>`, kept across updates. */
  id: string;
  /** JSON object: every setting, defaults filled in (settings.ts, RoiSettings). */
  settings: string;
  created_at: string;
  updated_at: string;
}

declare module "../../db/schema" {
  interface DB {
    roi_settings: RoiSettingsTable;
  }
}
