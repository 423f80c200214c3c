import { Stack, Text } from '@chakra-ui/react';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import { formatDateTime } from '../../../shared/format';
import { AUDIT_ACTION_NAMES, AUDIT_ENTITY_NAMES, type AuditEntry } from '../../../shared/schemas/audit';
import { findAuditEntries } from '../../api/auditApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef, FilterDef } from '../../components/dataTable/tableTypes';
import { isoDateToUnix } from '../evacuation/evacuationQuery';

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** 'field: before → after' per changed field, one per line. */
export const changesText = (entry: AuditEntry) =>
  entry.changes.map((c) => `${c.field}: ${shown(c.before)} → ${shown(c.after)}`).join('\n');

const COLUMNS: ColumnDef<AuditEntry>[] = [
  { id: 'at', header: 'Когда', value: (e) => formatDateTime(e.at), width: 140, sortable: false },
  { id: 'actor', header: 'Кто', value: (e) => e.actorFio ?? 'Система', width: 170, sortable: false },
  {
    id: 'entity',
    header: 'Что',
    value: (e) => `${AUDIT_ENTITY_NAMES[e.entity] ?? e.entity}${e.entityId ? ` № ${e.entityId}` : ''}`,
    width: 200,
    sortable: false,
  },
  {
    id: 'action',
    header: 'Действие',
    value: (e) => AUDIT_ACTION_NAMES[e.action] ?? e.action,
    width: 150,
    sortable: false,
  },
  {
    id: 'changes',
    header: 'Было → стало',
    value: changesText,
    cell: (e) => (
      <Stack gap="0">
        {e.changes.map((c) => (
          <Text key={c.field} fontSize="sm" whiteSpace="normal" wordBreak="break-word">
            <Text as="span" fontWeight="medium">
              {c.field}
            </Text>
            : {shown(c.before)} → {shown(c.after)}
          </Text>
        ))}
      </Stack>
    ),
    width: 420,
    sortable: false,
  },
];

const FILTERS: FilterDef[] = [
  {
    id: 'entity',
    label: 'Что',
    type: 'select',
    options: Object.entries(AUDIT_ENTITY_NAMES).map(([value, label]) => ({ value, label })),
  },
  { id: 'dateFrom', label: 'С', type: 'date' },
  { id: 'dateTo', label: 'По', type: 'date' },
];

async function loadEntries(q: TableQuery) {
  const f = q.filters;
  const { entries, total } = await findAuditEntries({
    offset: q.offset,
    size: q.size,
    ...(q.search.trim() ? { search: q.search.trim() } : {}),
    ...(f.entity ? { entity: String(f.entity) } : {}),
    ...(f.dateFrom ? { dateFrom: isoDateToUnix(String(f.dateFrom)) } : {}),
    ...(f.dateTo ? { dateTo: isoDateToUnix(String(f.dateTo), true) } : {}),
  });
  return { rows: entries, total };
}

/** /audit: who changed a role, a permission, a user or a partner, when, and what it was before. */
export default function AuditJournalPage({ title }: { title: string }) {
  return (
    <DataTablePage
      title={title}
      tableKey="audit"
      columns={COLUMNS}
      filters={FILTERS}
      load={loadEntries}
      rowKey={(e) => e.id}
    />
  );
}
