import { birthDateFor, MIN_AGE, omanDay } from '@portal/contract';

/** Today in Oman as YYYY-MM-DD: the latest birth date the date field offers. */
export const today = () => omanDay(new Date());

/** The default birth date: exactly eighteen years ago in Oman (spec 01 §2), as the server counts it. */
export const eighteenYearsAgo = (now = new Date()): string => birthDateFor(MIN_AGE, now);
