import { createActor } from 'xstate';
import { dataTableMachine } from '../../../machines/kit/dataTableMachine';
import { defaultLayout, mergeLayout } from '../../../machines/kit/dataTableTypes';

// Columns hidden by default and locked columns: the defaults, a saved layout from before a column existed, and the
// toggle that never hides a locked column.

describe('data-table column rules', () => {
  const rules = { hidden: ['note'], locked: ['name'] };

  it('hides the default-hidden columns, never a locked one', () => {
    expect(defaultLayout(['name', 'city', 'note'], rules).hidden).toEqual(['note']);
    expect(defaultLayout(['name', 'note'], { hidden: ['name', 'note'], locked: ['name'] }).hidden).toEqual(['note']);
  });

  it('keeps a saved choice, hides a new default-hidden column, shows a locked one the save had hidden', () => {
    const saved = { order: ['city', 'name'], widths: { city: 120 }, hidden: ['name', 'city'] };
    expect(mergeLayout(saved, ['name', 'city', 'note'], rules)).toEqual({
      order: ['city', 'name', 'note'],
      widths: { city: 120 },
      hidden: ['city', 'note'],
    });
    // A column the user has shown (present in the saved order, not hidden) stays shown.
    expect(mergeLayout({ order: ['name', 'note'], widths: {}, hidden: [] }, ['name', 'note'], rules).hidden).toEqual(
      [],
    );
  });

  it('does not toggle a locked column; toggles the others', () => {
    const actor = createActor(dataTableMachine.provide({}), {
      input: {
        mode: 'local',
        columnIds: ['name', 'city', 'note'],
        hiddenColumnIds: ['note'],
        lockedColumnIds: ['name'],
      },
    });
    actor.start();
    try {
      actor.send({ type: 'table.column.toggle', id: 'name' });
      expect(actor.getSnapshot().context.columns.hidden).toEqual(['note']);
      actor.send({ type: 'table.column.toggle', id: 'note' });
      actor.send({ type: 'table.column.toggle', id: 'city' });
      expect(actor.getSnapshot().context.columns.hidden).toEqual(['city']);
    } finally {
      actor.stop();
    }
  });
});
