import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditJournal } from '../../../src/server/audit/auditSchema';
import type { Tx } from '../../../src/server/db/db';
import { partners } from '../../../src/server/db/schema';
import { partnerContacts } from '../../../src/server/partners/partnersSchema';
import { setSoftDeleted } from '../../../src/server/resources/journaledSoftDelete';
import { openTestApp } from '../buildTestApp';
import { uniqueTag } from '../evacuation/evacuationFixtures';

// The soft delete the partner's contacts, offices, legal entities, contracts, templates and bindings share: the first
// deletion's time is kept, a restore clears it, each change is journaled for the row's partner, and a missing row
// is refused with nothing written.

type Contact = typeof partnerContacts.$inferSelect;

describe('setSoftDeleted', () => {
  const t = openTestApp();

  const read = async (tx: Tx, id: number): Promise<Contact> => {
    const [row] = await tx.select().from(partnerContacts).where(eq(partnerContacts.id, id));
    if (!row) throw new Error('Контакт не найден');
    return row;
  };
  const change = (id: number, deleted: boolean) =>
    setSoftDeleted(t.db, {
      table: partnerContacts,
      entity: 'partner_contact',
      id,
      deleted,
      actorUserId: null,
      read,
      partnerId: (row) => row.partnerId,
      journaled: (row) => ({ ...row, comment: undefined }),
    });
  const journal = (id: number) =>
    t.db
      .select()
      .from(auditJournal)
      .where(and(eq(auditJournal.entity, 'partner_contact'), eq(auditJournal.entityId, id)))
      .orderBy(asc(auditJournal.id));

  it('keeps the first deletion time, restores, and journals each change for the partner', async () => {
    const [partner] = await t.db.select().from(partners).limit(1);
    const [contact] = await t.db
      .insert(partnerContacts)
      .values({ partnerId: partner.id, fullName: `Контакт ${uniqueTag()}`, comment: 'не для журнала' })
      .returning();

    const deleted = await change(contact.id, true);
    expect(deleted.deletedDate).toBeInstanceOf(Date);
    const again = await change(contact.id, true);
    expect(again.deletedDate?.getTime()).toBe(deleted.deletedDate?.getTime());
    const restored = await change(contact.id, false);
    expect(restored.deletedDate).toBeNull();

    const entries = await journal(contact.id);
    expect(entries.map((e) => [e.action, e.partnerId])).toEqual([
      ['delete', partner.id],
      ['delete', partner.id],
      ['restore', partner.id],
    ]);
    const [first] = entries;
    expect(first.before).toMatchObject({ id: contact.id, deletedDate: null });
    expect(first.after).toMatchObject({ id: contact.id, deletedDate: expect.any(String) });
    expect(first.before).not.toHaveProperty('comment');
  });

  it('refuses a row that is not there and writes nothing', async () => {
    const missing = 2_000_000_000;
    await expect(change(missing, true)).rejects.toThrow('Контакт не найден');
    expect(await journal(missing)).toEqual([]);
  });
});
