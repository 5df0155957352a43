import { sandboxAcknowledgementFile, sandboxBillersPosted } from '../../adapters/biller-network/sandbox-acknowledgement-file.ts';
import { sandboxSettlementFile } from '../../adapters/payment-gateway/sandbox/settlement-file.ts';
import type { StatementSource } from '../../adapters/statement-files/statement-layouts.ts';
import type { StatementTrouble } from '../../adapters/statement-files/statement-trouble.ts';
import { troubleTargets, type TroubleRequest } from '../../adapters/statement-files/trouble-targets.ts';
import { nextBankingDay, previousBankingDay, settlementWindow } from './business-days.ts';
import { holidayRepository } from './holiday-repository.ts';
import type { Actor, SettlementDeps } from './settlement-actor.ts';
import { importStatement, type ImportOutcome } from './statement-import.ts';

/**
 * Fetches a business day's files from the sandbox gateway and sandbox biller network and imports each
 * (issue 32 §2): what a scheduled fetch from the real providers would do. The value date of the
 * gateway's money is the next banking day (T+1). Trouble that names no payment hits one the sandbox
 * picks from the day (trouble-targets.ts); the answer says which.
 */
export async function fetchSandboxStatements(
  deps: SettlementDeps,
  actor: Actor,
  day: string,
  asked: readonly TroubleRequest[],
): Promise<{
  trouble: StatementTrouble[];
  files: { source: StatementSource; billerId: number; outcome: ImportOutcome; lines: number }[];
}> {
  const holidays = await holidayRepository.set(deps.db);
  const w = settlementWindow(day, holidays);
  const previousFrom = settlementWindow(previousBankingDay(day, holidays), holidays).from;
  const window = { day, from: w.from, to: w.to, valueDate: nextBankingDay(day, holidays) };
  const trouble = await troubleTargets(deps.db, window, asked);
  const billers = await sandboxBillersPosted(deps.db, previousFrom, w.to);
  const files: { source: StatementSource; billerId: number; content: string }[] = [
    { source: 'gateway', billerId: 0, content: await sandboxSettlementFile(deps.db, window, trouble) },
  ];
  for (const billerId of billers) {
    const content = await sandboxAcknowledgementFile(deps.db, billerId, { ...window, previousFrom }, trouble);
    files.push({ source: 'biller', billerId, content });
  }
  const out = [];
  for (const f of files) {
    const r = await importStatement(deps, actor, { source: f.source, billerId: f.billerId || undefined, day, content: f.content });
    out.push({ source: f.source, billerId: f.billerId, outcome: r.outcome, lines: r.lines });
  }
  return { trouble, files: out };
}
