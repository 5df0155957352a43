import type { BillerNetwork } from '../../adapters/biller-network/biller-network.ts';
import { previousBankingDay, settlementWindow } from './business-days.ts';
import { holidayRepository } from './holiday-repository.ts';
import { ledgerReader } from './ledger-repository.ts';
import { openBankingDay, type Actor, type SettlementDeps } from './settlement-actor.ts';
import { importStatement } from './statement-import.ts';

export type BillerFileOutcome = 'imported' | 'unchanged' | 'replaced' | 'not_ready' | 'unavailable';

/**
 * Fetches a business day's acknowledgement files from the biller switch over its published, signed API
 * (biller-protocol.ts, acknowledgementFile; issue 34) and imports each as an uploaded file would be
 * (statement-import.ts): one per biller our ledger posted to in the day's window or the one before it
 * (a late posting lands in the next day's file). A file the switch still calls incomplete is not
 * imported: matched now, its missing postings would be exceptions that are only early.
 */
export async function fetchBillerStatements(
  deps: SettlementDeps,
  billers: Pick<BillerNetwork, 'acknowledgementFile'>,
  actor: Actor,
  day: string,
): Promise<{ billerId: number; outcome: BillerFileOutcome; lines: number }[]> {
  await openBankingDay(deps.db, day);
  const holidays = await holidayRepository.set(deps.db);
  const { to } = settlementWindow(day, holidays);
  const { from } = settlementWindow(previousBankingDay(day, holidays), holidays);
  const posted = await ledgerReader.postings(deps.db, from, to);
  const billerIds = [...new Set(posted.map((p) => p.biller_id))].sort((a, b) => a - b);
  const out: { billerId: number; outcome: BillerFileOutcome; lines: number }[] = [];
  for (const billerId of billerIds) {
    const file = await billers.acknowledgementFile(billerId, day);
    if (!file.ok) out.push({ billerId, outcome: 'unavailable', lines: 0 });
    else if (!file.complete) out.push({ billerId, outcome: 'not_ready', lines: 0 });
    else {
      const r = await importStatement(deps, actor, { source: 'biller', billerId, day, content: file.content });
      out.push({ billerId, outcome: r.outcome, lines: r.lines });
    }
  }
  return out;
}
