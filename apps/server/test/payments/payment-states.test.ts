import { describe, expect, it } from 'vitest';
import {
  FINAL_STATES,
  HELD_STATES,
  OPEN_STATES,
  PAYMENT_STATES,
  SENT_STATES,
  TRANSITION_TABLE,
  TRANSITIONS,
  UNSENT_STATES,
  canMove,
  moveTarget,
  sqlList,
} from '../../src/modules/payments/payment-states.ts';

describe('the payment state machine: one labelled table, every list derived from it', () => {
  it('names a cause for every move, and each move once', () => {
    const moves = TRANSITION_TABLE.map((t) => `${t.from}→${t.to}`);
    expect(new Set(moves).size).toBe(moves.length);
    for (const t of TRANSITION_TABLE) expect(t.cause.length, `${t.from}→${t.to}`).toBeGreaterThan(10);
  });

  it('names each move by its action, one meaning per action from any state', () => {
    const actions = TRANSITION_TABLE.map((t) => `${t.from}:${t.action}`);
    expect(new Set(actions).size, 'an action leads to one state from each state').toBe(actions.length);
    expect(moveTarget('authorizing', 'challenge')).toBe('awaiting_gateway');
    expect(moveTarget('awaiting_gateway', 'hold')).toBe('authorized');
    expect(moveTarget('authorized', 'complete_partly')).toBe('partially_completed');
    // The same word means the same end whatever the start: 'fail' always fails, 'expire' always expires.
    for (const t of TRANSITION_TABLE)
      if (t.action === 'fail' || t.action === 'expire') expect(t.to).toBe(`${t.action === 'fail' ? 'failed' : 'expired'}`);
    expect(moveTarget('authorized', 'expire'), 'held money is never dropped by expiry').toBeUndefined();
    expect(moveTarget('completed', 'fail')).toBeUndefined();
  });

  it('derives the lists the code acts on', () => {
    expect(FINAL_STATES).toEqual(['completed', 'partially_completed', 'failed', 'expired']);
    expect(OPEN_STATES).toEqual(['created', 'awaiting_otp', 'authorizing', 'awaiting_gateway', 'authorized']);
    expect(UNSENT_STATES).toEqual(['created', 'awaiting_otp']);
    expect(SENT_STATES).toEqual(['authorizing', 'awaiting_gateway', 'authorized']);
    expect(HELD_STATES).toEqual(['awaiting_gateway', 'authorized']);
    expect([...OPEN_STATES, ...FINAL_STATES].sort()).toEqual([...PAYMENT_STATES].sort());
  });

  it('never lets money that may have moved be dropped unasked, nor a final payment move', () => {
    // Only an abandoned card page expires once a provider was asked, and the reconciler voids its hold first.
    expect(SENT_STATES.filter((s) => canMove(s, 'expired'))).toEqual(['awaiting_gateway']);
    for (const s of FINAL_STATES) expect(TRANSITIONS[s]).toEqual([]);
    expect(canMove('created', 'authorized'), 'money is held only after the intent is recorded').toBe(false);
    expect(canMove('awaiting_otp', 'authorized')).toBe(false);
  });

  it('writes a list as SQL', () => {
    expect(sqlList(UNSENT_STATES)).toBe("('created', 'awaiting_otp')");
  });
});
