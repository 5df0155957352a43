import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls, type GeneralSettingCode } from '@portal/contract';
import { callOk } from '@/shared/api/client';

export const getGeneralSetting = (code: GeneralSettingCode) => callOk(calls.getGeneralSettings, { generalSettingsInfo: { code } });

export const generalSettingQueryOptions = (code: GeneralSettingCode) =>
  queryOptions({ queryKey: ['general-setting', code], queryFn: () => getGeneralSetting(code), staleTime: 10 * 60_000 });

export const useGeneralSetting = (code: GeneralSettingCode) => useQuery(generalSettingQueryOptions(code));
