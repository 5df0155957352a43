import { nextBankingDay, settlementWindow } from './business-days.ts';
import { dayRepository, type DayStatus } from './day-repository.ts';
import { exceptionRepository } from './exception-repository.ts';
import { holidayRepository } from './holiday-repository.ts';
import { ledgerReader } from './ledger-repository.ts';
import { audited, openBankingDay, type Actor, type SettlementDeps } from './settlement-actor.ts';
import { statementRepository } from './statement-repository.ts';
import { threeWayMatch } from './three-way-match.ts';

export interface MatchSummary {
  day: string;
  status: DayStatus;
  newExceptions: number;
  cleared: number;
  openExceptions: number;
}

/**
 * Matches a business day (issue 32 §3): reads our ledger for its window and the current files of the
 * day and of the next banking day (for timing), records what is new, clears what a corrected file
 * settled, and sets the day's status. Running it again finds the same exceptions, not copies.
 */
export async function matchDay(deps: SettlementDeps, actor: Actor, day: string): Promise<MatchSummary> {
  return deps.db.tx(async (q) => {
    await openBankingDay(q, day);
    const holidays = await holidayRepository.set(q);
    const w = settlementWindow(day, holidays);
    // One after another: a transaction is one connection.
    const postings = await ledgerReader.postings(q, w.from, w.to);
    const captures = await ledgerReader.captures(q, w.from, w.to);
    const lines = await statementRepository.currentLines(q, day);
    const files = await statementRepository.currentFiles(q, day);
    const nextLines = await statementRepository.currentLines(q, nextBankingDay(day, holidays));
    const billerFiles = new Set(files.filter((f) => f.source === 'biller').map((f) => f.biller_id));
    const hasGatewayFile = files.some((f) => f.source === 'gateway');
    const expected = new Set([...postings.map((p) => p.reference), ...captures.map((c) => c.payment_id)]);
    const unexpected = lines.filter((l) => (l.record_type === 'CAPTURE' || l.record_type === 'POSTING') && !expected.has(l.reference));
    const knownElsewhere = unexpected.length
      ? await ledgerReader.known(
          q,
          unexpected.filter((l) => l.record_type === 'POSTING').map((l) => l.reference),
          unexpected.filter((l) => l.record_type === 'CAPTURE').map((l) => l.reference),
        )
      : new Set<string>();
    const { exceptions, billers } = threeWayMatch({
      postings,
      captures,
      lines,
      hasGatewayFile,
      billerFiles,
      nextDay: new Set(nextLines.map((l) => l.reference)),
      knownElsewhere,
    });
    const newExceptions = await exceptionRepository.record(q, day, exceptions, actor.staff.id);
    const cleared = await exceptionRepository.clearGone(q, day, exceptions, actor.staff.id);
    await exceptionRepository.saveCounts(q, day, billers);
    const open = (await exceptionRepository.openIds(q, day)).length;
    const billersWithoutFile = new Set(postings.map((p) => p.biller_id).filter((b) => !billerFiles.has(b)));
    const waiting = billersWithoutFile.size > 0 || (captures.length > 0 && !hasGatewayFile);
    const status: DayStatus = open ? 'exceptions' : waiting ? 'open' : 'matched';
    await dayRepository.setMatched(q, day, status);
    await audited(deps, q, actor, 'settlement.day.match', `settlement-day:${day}`, { status, newExceptions, cleared, open });
    return { day, status, newExceptions, cleared, openExceptions: open };
  });
}
