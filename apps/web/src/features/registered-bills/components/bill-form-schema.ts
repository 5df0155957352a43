import { billFormRules, type Biller, type Service } from '@portal/contract';
import { z } from 'zod';

/** What the chosen service decides about the form (spec 01 §2 "Add/edit modal", §5 "Bill form"). */
export interface BillFormContext {
  service: Service | null;
  water: boolean;
}

const DEFAULT_REFERENCE = /^[A-Za-z0-9]{3,30}$/;
const required = z.string().min(1, 'validation.fieldRequired');
const method = z.enum(['SMS', 'Email']);
const optionalLimit = z.string().refine((v) => !v || billFormRules.limit.test(v), 'registeredBills.form.limitInvalid');

const servicePattern = (service: Service | null) => {
  try {
    return service?.billingNoRegex ? new RegExp(service.billingNoRegex) : DEFAULT_REFERENCE;
  } catch {
    return DEFAULT_REFERENCE;
  }
};

export const billFormSchema = ({ service, water }: BillFormContext) =>
  z
    .object({
      categoryId: required,
      billerId: required,
      serviceId: required,
      serviceCategoryId: z.string(),
      billingNo: z.string().max(billFormRules.referenceMax, 'registeredBills.form.referenceMax'),
      accountNumber: z.string(),
      iam: z.string(),
      limitOmr: optionalLimit,
      limitUnits: optionalLimit,
      name: required
        .max(billFormRules.nicknameMax, 'registeredBills.form.nicknameMax')
        .regex(billFormRules.nickname, 'registeredBills.form.nicknameInvalid'),
      dueMethod: method,
      alertMethod: method,
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (service?.serviceCategories.length && !v.serviceCategoryId) issue('serviceCategoryId', 'validation.fieldRequired');
      if (water) {
        if (!v.accountNumber) issue('accountNumber', 'validation.fieldRequired');
        else if (!billFormRules.accountNumber.test(v.accountNumber)) issue('accountNumber', 'registeredBills.form.accountInvalid');
        if (!v.iam) issue('iam', 'validation.fieldRequired');
        return;
      }
      if (!v.billingNo) {
        if (service?.isBillingNoRequired) issue('billingNo', 'validation.fieldRequired');
      } else if (!servicePattern(service).test(v.billingNo)) issue('billingNo', 'registeredBills.form.referenceInvalid');
    });

export type BillFormValues = z.infer<ReturnType<typeof billFormSchema>>;

export const emptyBillForm: BillFormValues = {
  categoryId: '',
  billerId: '',
  serviceId: '',
  serviceCategoryId: '',
  billingNo: '',
  accountNumber: '',
  iam: '',
  limitOmr: '',
  limitUnits: '',
  name: '',
  dueMethod: 'SMS',
  alertMethod: 'SMS',
};

export const isWater = (biller: Biller | undefined) => biller?.category.shortName === billFormRules.waterCategoryShortName;
