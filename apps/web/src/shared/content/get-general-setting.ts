import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GeneralSettingCode } from '@portal/contract';
import { calls } from '@/shared/api/calls';
import { callOk } from '@/shared/api/client';

export const getGeneralSetting = (code: GeneralSettingCode) => callOk(calls.getGeneralSettings, { generalSettingsInfo: { code } });

export const generalSettingQueryOptions = (code: GeneralSettingCode) =>
  queryOptions({ queryKey: ['general-setting', code], queryFn: () => getGeneralSetting(code), staleTime: 10 * 60_000 });

export const useGeneralSetting = (code: GeneralSettingCode) => useQuery(generalSettingQueryOptions(code));
