import type { Queryable } from '../../platform/db.ts';

export interface BranchRow {
  id: number;
  name: string;
  name_ar: string;
  type: string;
  latitude: number | null;
  longitude: number | null;
  contact_info: string;
  start_hour: string;
  end_hour: string;
  external_channel_code: string;
}

/** Branches and kiosks are reference data (migration 009): the same list for every customer. */
export const branchRepository = {
  active: (q: Queryable) =>
    q.query<BranchRow>(
      `SELECT id, name, name_ar, type, latitude, longitude, contact_info, start_hour, end_hour, external_channel_code
         FROM branches WHERE active ORDER BY type, name`,
    ),
};
