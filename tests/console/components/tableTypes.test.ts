import { describe, expect, it } from 'vitest';
import { isDeletedRow, knownSortField, primaryColumnId } from '../../../src/console/components/dataTable/tableTypes';

// The data-table kit's small rules the list pages share.

describe('data-table kit rules', () => {
  const FIELDS = ['name', 'partnerName', 'id'] as const;

  it('sends the column the server orders by, and the list default for any other', () => {
    expect(knownSortField('partnerName', FIELDS, 'name')).toBe('partnerName');
    expect(knownSortField('inn', FIELDS, 'name')).toBe('name');
    expect(knownSortField('', FIELDS, 'id')).toBe('id');
  });

  it('takes the column marked primary, else the first', () => {
    const column = (id: string, primary?: boolean) => ({ id, header: id, value: () => id, primary });
    expect(primaryColumnId([column('a'), column('b', true)])).toBe('b');
    expect(primaryColumnId([column('a'), column('b')])).toBe('a');
  });

  it('marks a row deleted by any deletion date, not by its absence', () => {
    expect(isDeletedRow({ deletedDate: 1_700_000_000 })).toBe(true);
    expect(isDeletedRow({ deletedDate: null })).toBe(false);
    expect(isDeletedRow({})).toBe(false);
  });
});
