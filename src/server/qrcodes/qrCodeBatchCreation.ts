import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ERROR_CODES } from '../../shared/errorCodes';
import {
  QR_OFFICE_NOT_FOUND,
  QR_OFFICE_OF_OTHER_PARTNER,
  type QrCodeBatchCreate,
  type QrCodeBatchDetail,
} from '../../shared/schemas/qrcodes';
import { recordAudit } from '../audit/auditJournal';
import type { Db, DbOrTx } from '../db/db';
import { offices } from '../db/schema';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, MESSAGES } from '../errors';
import { requirePartner } from '../partners/partnersRepository';
import { tireDefects } from '../tires/tiresSchema';
import { batchPartnerId, getQrCodeBatch } from './qrCodeBatchesRepository';
import { qrCodeBatches, qrCodes } from './qrcodesSchema';

// POST /qrcodes: a batch of random 9-digit codes, unique across the platform and never a barcode a tyre already
// carries, made in one transaction. A code never starts with 0, so a spreadsheet keeps all nine digits.

const LOWEST = 100_000_000;
const ABOVE_HIGHEST = 1_000_000_000;
/** Rounds of redrawing the codes another batch or a tyre took; with 900 million codes one round is the rule. */
const DRAW_ROUNDS = 20;
/** Attempts of the whole transaction when another batch took one of our codes between the check and the insert. */
const INSERT_ATTEMPTS = 3;

const randomCode = () => String(randomInt(LOWEST, ABOVE_HIGHEST));

const invalid = (field: string, message: string) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, { [field]: message });

/** The codes among `candidates` already on a label or a tyre. */
async function takenCodes(db: DbOrTx, candidates: string[]): Promise<Set<string>> {
  const [labelled, carried] = await Promise.all([
    db.select({ code: qrCodes.code }).from(qrCodes).where(inArray(qrCodes.code, candidates)),
    db.select({ code: tireDefects.barcode }).from(tireDefects).where(inArray(tireDefects.barcode, candidates)),
  ]);
  return new Set([...labelled, ...carried].map((r) => r.code));
}

/** `count` distinct codes no label and no tyre has. */
export async function drawFreeCodes(db: DbOrTx, count: number, draw: () => string = randomCode): Promise<string[]> {
  const chosen = new Set<string>();
  for (let round = 0; round < DRAW_ROUNDS; round += 1) {
    const fresh = new Set<string>();
    while (fresh.size < count - chosen.size) {
      const code = draw();
      if (!chosen.has(code)) fresh.add(code);
    }
    const taken = await takenCodes(db, [...fresh]);
    for (const code of fresh) if (!taken.has(code)) chosen.add(code);
    if (chosen.size === count) return [...chosen];
  }
  throw new Error('could not draw free QR codes');
}

async function checkOffice(db: DbOrTx, partnerId: number, officeId: number | undefined) {
  if (officeId === undefined) return;
  const [office] = await db.select({ partnerId: offices.partnerId }).from(offices).where(eq(offices.id, officeId));
  if (!office) throw invalid('officeId', QR_OFFICE_NOT_FOUND);
  if (office.partnerId !== partnerId) throw invalid('officeId', QR_OFFICE_OF_OTHER_PARTNER);
}

export async function createQrCodeBatch(
  db: Db,
  body: QrCodeBatchCreate,
  actorUserId: number | null,
): Promise<QrCodeBatchDetail> {
  const partnerId = batchPartnerId(body.partnerId);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        await requirePartner(tx, partnerId);
        await checkOffice(tx, partnerId, body.officeId);
        const [batch] = await tx
          .insert(qrCodeBatches)
          .values({
            partnerId,
            officeId: body.officeId ?? null,
            count: body.count,
            comment: body.comment || null,
            createdByUserId: actorUserId,
          })
          .returning();
        const codes = await drawFreeCodes(tx, body.count);
        await tx.insert(qrCodes).values(codes.map((code) => ({ batchId: batch.id, code })));
        await recordAudit(tx, {
          actorUserId,
          entity: 'qr_code_batch',
          entityId: batch.id,
          action: 'create',
          partnerId,
          after: { ...batch, codes },
        });
        return getQrCodeBatch(tx, batch.id);
      });
    } catch (error) {
      // Another batch committed one of our codes after we checked it: draw again.
      if (!isUniqueViolation(error) || attempt >= INSERT_ATTEMPTS) throw error;
    }
  }
}
