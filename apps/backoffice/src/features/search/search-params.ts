import { SearchPaymentsRequestSchema, type ExportPaymentsRequest, type SearchPaymentsRequest } from '@portal/contract/back-office';

/** The search lives in the address (issue 31 §3), so a search can be shared, bookmarked and reloaded. */
export const FILTER_KEYS = ['q', 'stateGroup', 'method', 'kind', 'billerId', 'amountFrom', 'amountTo', 'dateFrom', 'dateTo'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type Filters = Partial<Record<FilterKey, string>>;

export function filtersFrom(params: URLSearchParams): Filters {
  const out: Filters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/** The request the address stands for; a value the contract refuses is left out rather than sent. */
export function requestFrom(params: URLSearchParams): SearchPaymentsRequest {
  const raw: Record<string, string> = { ...filtersFrom(params) };
  const after = params.get('after');
  if (after) raw.after = after;
  const request: Record<string, string | number> = {};
  for (const [key, text] of Object.entries(raw)) {
    // The address holds text; the contract's ids are numbers.
    const value = key === 'billerId' ? Number(text) : text;
    const one = SearchPaymentsRequestSchema.safeParse({ [key]: value });
    if (one.success) request[key] = value;
  }
  return request as SearchPaymentsRequest;
}

export function paramsFrom(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** The export takes the filters of the search shown, not its page. */
export function filtersOnly(request: SearchPaymentsRequest): ExportPaymentsRequest {
  const { after: _after, limit: _limit, ...filters } = request;
  return filters;
}
