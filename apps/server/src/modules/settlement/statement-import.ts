import { ErrorCode } from '@portal/contract';
import { parseStatement, StatementFormatError, type StatementSource } from '../../adapters/statement-files/statement-layouts.ts';
import { sha256 } from '../../platform/crypto.ts';
import { AppError } from '../../platform/errors.ts';
import { audited, openBankingDay, settlementError, type Actor, type SettlementDeps } from './settlement-actor.ts';
import { settlementMessages } from './settlement-messages.ts';
import { settlementRepository } from './settlement-repository.ts';
import { statementRepository } from './statement-repository.ts';

export interface ImportRequest {
  source: StatementSource;
  /** The biller whose acknowledgement file this is; absent for the gateway's file. */
  billerId?: number;
  day: string;
  content: string;
}

export type ImportOutcome = 'imported' | 'unchanged' | 'replaced';

/**
 * Imports a statement file (issue 32 §2). The same bytes as the current file change nothing (compared by
 * SHA-256); different bytes for the same source, biller and day are a corrected file: it becomes
 * current and the earlier one is kept, superseded. Both are audited.
 */
export async function importStatement(
  deps: SettlementDeps,
  actor: Actor,
  r: ImportRequest,
): Promise<{ fileId: number; outcome: ImportOutcome; lines: number; totalBaisa: number }> {
  let parsed;
  try {
    parsed = parseStatement(r.source, r.content);
  } catch (err) {
    if (!(err instanceof StatementFormatError)) throw err;
    const m = settlementMessages.badFile;
    throw new AppError(ErrorCode.MissingDataIntegrity, { en: `${m.en}: ${err.message}`, ar: `${m.ar}: ${err.message}` });
  }
  const billerId = r.source === 'gateway' ? 0 : r.billerId;
  if (billerId === undefined) throw settlementError('unknownBiller', ErrorCode.MissingDataIntegrity);
  const sha = sha256(r.content);
  return deps.db.tx(async (q) => {
    await openBankingDay(q, r.day);
    if (billerId && !(await settlementRepository.billerName(q, billerId))) {
      throw settlementError('unknownBiller', ErrorCode.NotFound);
    }
    const result = { lines: parsed.lines.length, totalBaisa: parsed.total };
    const earlier = await statementRepository.current(q, r.source, billerId, r.day);
    if (earlier?.sha256 === sha) return { fileId: earlier.id, outcome: 'unchanged' as const, ...result };
    if (earlier) await statementRepository.supersede(q, earlier.id);
    const fileId = await statementRepository.insert(
      q,
      {
        source: r.source,
        billerId,
        day: r.day,
        sha,
        content: r.content,
        total: parsed.total,
        staffId: actor.staff.id,
        replaces: earlier?.id ?? null,
      },
      parsed.lines,
    );
    const outcome: ImportOutcome = earlier ? 'replaced' : 'imported';
    await audited(deps, q, actor, `settlement.file.${outcome}`, `settlement-day:${r.day}`, {
      source: r.source,
      billerId,
      fileId,
      sha256: sha,
      lines: parsed.lines.length,
      totalBaisa: parsed.total,
      ...(earlier ? { replaces: earlier.id } : {}),
    });
    return { fileId, outcome, ...result };
  });
}
