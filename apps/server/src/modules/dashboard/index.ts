// Meter kinds, units and the monthly limit crossings, shared with the bill-watch alarms in notifications.
export { UNIT, kindOf, limitCrossings, units } from './usage.ts';
