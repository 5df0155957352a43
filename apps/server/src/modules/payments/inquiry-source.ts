import type { Queryable } from '../../platform/db.ts';

/** A stored bill inquiry with the catalog names a receipt needs; amounts in baisa. */
export interface StoredInquiry {
  validationCode: string;
  billerId: number;
  serviceId: number;
  serviceCategoryId: number | null;
  categoryId: number | null;
  serviceType: string;
  billingNo: string;
  billNo: string;
  dueBaisa: number;
  feeBaisa: number;
  vatBaisa: number;
  taxBaisa: number;
  allowPartial: boolean;
  minBaisa: number;
  maxBaisa: number;
  billerName: string;
  billerNameAr: string;
  serviceName: string;
  serviceNameAr: string;
}

export async function loadInquiry(_q: Queryable, _validationCode: string): Promise<StoredInquiry | undefined> {
  throw new Error('wired when the bill-inquiry module lands');
}
