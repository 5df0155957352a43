import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  calls,
  GetAlarmsDetailsSchema,
  GetLastMeterReadingDetailsSchema,
  GetMeterReadingsDetailsSchema,
  type RequestOf,
} from '@portal/contract';
import { call, deviceInfo, expectResult } from '../support/api.ts';

/** The demo individual's registered accounts (db/seed/registered-bills.ts). */
export const ACCOUNTS = {
  homePower: '100234567',
  farmPower: '100765432',
  homeWater: '2004567',
  flatWater: '2008910',
  workMobile: '91234567',
  myMobile: '90000001',
} as const;
/** The demo company's electricity account. */
export const COMPANY_POWER = '300111222';
/** "Home" electricity's limit in units (the seed's limit_consumption_unit). */
export const HOME_LIMIT = 900;

type Body<C extends keyof typeof calls> = Omit<RequestOf<(typeof calls)[C]>, 'deviceInfo'>;

export const lastReading = (app: FastifyInstance, sid: string, accountNo: string, extra: Partial<Body<'getLastMeterReading'>> = {}) =>
  call(app, calls.getLastMeterReading, { deviceInfo, accountNo, frequency: '', ...extra }, sid);
export const meterReadings = (app: FastifyInstance, sid: string, accountNo: string, extra: Partial<Body<'getMeterReadings'>> = {}) =>
  call(app, calls.getMeterReadings, { deviceInfo, accountNo, frequency: 'Monthly', ...extra }, sid);
export const alarms = (app: FastifyInstance, sid: string, accountNo: string, extra: Partial<Body<'getAlarms'>> = {}) =>
  call(app, calls.getAlarms, { deviceInfo, accountNo, ...extra }, sid);

export async function lastReadingOk(app: FastifyInstance, sid: string, accountNo: string) {
  const answer = await lastReading(app, sid, accountNo);
  expectResult(answer, 0);
  return GetLastMeterReadingDetailsSchema.parse(answer.details).response;
}

export async function readingsOk(app: FastifyInstance, sid: string, accountNo: string, extra: Partial<Body<'getMeterReadings'>> = {}) {
  const answer = await meterReadings(app, sid, accountNo, extra);
  expectResult(answer, 0);
  const list = GetMeterReadingsDetailsSchema.parse(answer.details).response;
  expect(list).toHaveLength(1);
  return list[0]!;
}

export async function alarmsOk(app: FastifyInstance, sid: string, accountNo: string, extra: Partial<Body<'getAlarms'>> = {}) {
  const answer = await alarms(app, sid, accountNo, extra);
  expectResult(answer, 0);
  const groups = GetAlarmsDetailsSchema.parse(answer.details).response;
  expect(groups).toHaveLength(1);
  return groups[0]!;
}
