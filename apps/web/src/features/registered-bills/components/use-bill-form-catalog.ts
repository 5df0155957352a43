import type { UseFormReturn } from 'react-hook-form';
import { useBillerCategories } from '@/shared/catalog/get-biller-categories';
import { useBillers } from '@/shared/catalog/get-billers';
import type { BillFormValues } from './bill-form-schema';

/** The dependent choices of the form: category → billers → services → service categories. */
export function useBillFormCatalog(form: UseFormReturn<BillFormValues>) {
  const categories = useBillerCategories();
  const billers = useBillers();
  const [categoryId, billerId, serviceId] = form.watch(['categoryId', 'billerId', 'serviceId']);
  const billerList = (billers.data ?? []).filter((b) => String(b.categoryId) === categoryId);
  const biller = billerList.find((b) => String(b.id) === billerId);
  // Only postpaid and prepaid services can be saved (spec 01 §3 "Service").
  const services = (biller?.billerServices ?? []).filter((s) => s.type === 'PostPaid' || s.type === 'PrePaid');
  const service = services.find((s) => String(s.id) === serviceId) ?? null;
  return {
    categories: categories.data ?? [],
    billers: billerList,
    biller,
    services,
    service,
    loading: categories.isPending || billers.isPending,
  };
}
