import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { DEFAULT_TIMEZONE } from '../../../shared/format';
import type { Appointment, DeletedJournalQuery } from '../../../shared/schemas/scheduler/schedulerAppointments';
import { fetchDeletedAppointments } from '../../api/schedulerApi';
import { LoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { AppointmentHistoryDialog } from './deleted/AppointmentHistoryDialog';
import { DeletedAppointmentsTable } from './deleted/DeletedAppointmentsTable';
import { DeletedPeriodForm } from './deleted/DeletedPeriodForm';
import { useSchedulerOffices } from './deleted/useSchedulerOffices';
import { OfficePicker } from './OfficePicker';

/** This month in Moscow: the journal's default period (no office is chosen yet to take a zone from). */
function thisMonth(): { fromDate: string; toDate: string } {
  const now = DateTime.now().setZone(DEFAULT_TIMEZONE);
  return { fromDate: now.startOf('month').toISODate()!, toDate: now.endOf('month').toISODate()! };
}

/** Newest deletions first. */
const byDeletion = (rows: Appointment[]) =>
  [...rows].sort((a, b) => (b.deletedDate ?? 0) - (a.deletedDate ?? 0) || b.id - a.id);

/**
 * /scheduler/deleted: the appointments of a period (by their date) that were deleted, of one
 * partner office or of every office the user may see, each with its history.
 */
export default function DeletedAppointmentsPage({ title }: { title: string }) {
  usePageTitle(title);
  // View state: the applied filter and the appointment whose history is open.
  const [period, setPeriod] = useState(thisMonth);
  const [officeId, setOfficeId] = useState<number | null>(null);
  const [historyOf, setHistoryOf] = useState<Appointment | null>(null);
  const query: DeletedJournalQuery = { ...period, ...(officeId ? { partnerOfficeId: officeId } : {}) };
  const list = useRemoteData('scheduler.deleted.list', fetchDeletedAppointments, query);
  const { zoneOf } = useSchedulerOffices();
  const rows = byDeletion(list.data ?? []);
  // 'Показать' with the same period reads it again (a deletion may have happened since).
  const apply = (next: typeof period) =>
    next.fromDate === period.fromDate && next.toDate === period.toDate ? list.reload() : setPeriod(next);

  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <HStack gap="6" align="start" wrap="wrap">
        <DeletedPeriodForm fromDate={period.fromDate} toDate={period.toDate} loading={list.loading} onApply={apply} />
        <OfficePicker officeId={officeId} onChange={(id) => setOfficeId(id)} label="Офис партнёра" />
      </HStack>
      <LoadState loading={list.loading} error={list.failed ? list.error : null} empty={false} onRetry={list.reload}>
        {rows.length === 0 ? (
          <Text color="fg.muted" data-testid="deleted-empty">
            Удалённых записей нет
          </Text>
        ) : (
          <DeletedAppointmentsTable rows={rows} zoneOf={zoneOf} onHistory={setHistoryOf} />
        )}
      </LoadState>
      {historyOf && (
        <AppointmentHistoryDialog
          appointment={historyOf}
          zone={zoneOf(historyOf.partnerOfficeId)}
          onClose={() => setHistoryOf(null)}
        />
      )}
    </Stack>
  );
}
