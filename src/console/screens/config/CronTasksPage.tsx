import { Badge, Code, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import type { CronTask, CronTaskRun } from '../../../shared/schemas/cronTasks';
import { fetchCronTaskRuns, fetchCronTasks } from '../../api/cronTasksApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { usePageTitle } from '../../components/usePageTitle';
import { useAllowed } from '../../session/useSession';
import { CronTaskActions } from './CronTaskActions';
import { CronRunStatusBadge, cronRunStatusLabel } from './cronRunStatus';
import { formatDuration } from './formatDuration';

type RunRow = CronTaskRun & { duration: number | null };

const TASK_COLUMNS: ColumnDef<CronTask>[] = [
  { id: 'name', header: 'Задача', value: (t) => t.name, width: 220 },
  { id: 'description', header: 'Описание', value: (t) => t.description, width: 280 },
  {
    id: 'schedule',
    header: 'Расписание (cron)',
    value: (t) => t.schedule,
    cell: (t) => <Code>{t.schedule}</Code>,
    width: 150,
  },
  {
    id: 'enabled',
    header: 'Состояние',
    value: (t) => (t.enabled ? 'Включена' : 'Отключена'),
    cell: (t) => <Badge colorPalette={t.enabled ? 'green' : 'gray'}>{t.enabled ? 'Включена' : 'Отключена'}</Badge>,
    width: 150,
  },
  {
    id: 'lastRunAt',
    header: 'Последний запуск',
    value: (t) => (t.lastRunAt ? formatDateTime(t.lastRunAt) : '—'),
    width: 150,
  },
  {
    id: 'lastStatus',
    header: 'Итог',
    value: (t) => cronRunStatusLabel(t.lastStatus),
    cell: (t) => <CronRunStatusBadge status={t.lastStatus} />,
    width: 150,
  },
];

const RUN_COLUMNS: ColumnDef<RunRow>[] = [
  {
    id: 'status',
    header: 'Статус',
    value: (r) => cronRunStatusLabel(r.status),
    cell: (r) => <CronRunStatusBadge status={r.status} />,
    width: 150,
  },
  { id: 'startedAt', header: 'Начало', value: (r) => formatDateTime(r.startedAt), width: 180 },
  {
    id: 'finishedAt',
    header: 'Окончание',
    value: (r) => (r.finishedAt ? formatDateTime(r.finishedAt) : '—'),
    width: 180,
  },
  { id: 'duration', header: 'Длительность', value: (r) => formatDuration(r.duration), width: 150 },
  { id: 'message', header: 'Сообщение', value: (r) => r.message, width: 400 },
];

async function loadTasks() {
  const rows = await fetchCronTasks();
  return { rows, total: rows.length };
}

/**
 * /config/crontask: the background tasks; a row opens its run history below, newest first, with the task's actions
 * for those who may change it (run now, on/off, schedule). A change or a run reads the list and the history again.
 */
export default function CronTasksPage({ title }: { title: string }) {
  usePageTitle(title);
  const canUpdate = useAllowed('config.crontask', ['permissionUpdate']);
  const [selected, setSelected] = useState<CronTask | null>(null);
  const [version, setVersion] = useState(0);
  const changed = (task: CronTask) => {
    setSelected(task);
    setVersion((v) => v + 1);
  };

  return (
    <Stack gap="8">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <DataTablePage
        embedded
        inUrl
        title="Задачи"
        tableKey="config.crontask.tasks"
        mode="local"
        columns={TASK_COLUMNS}
        load={loadTasks}
        rowKey={(t) => t.id}
        onOpen={setSelected}
        reloadKey={version}
        defaults={{ sortField: 'name', sortOrder: 'ASC' }}
      />
      {selected ? (
        <DataTablePage
          key={selected.id}
          embedded
          // One title for every task, so the saved column settings (per header and key) are the same for all.
          title="История запусков"
          tableKey="config.crontask.runs"
          reloadKey={version}
          actions={
            <Flex gap="4" align="center" wrap="wrap">
              <Text fontWeight="medium" data-testid="cron-history-task">
                {selected.name}
              </Text>
              {canUpdate && (
                <CronTaskActions task={selected} onChanged={changed} onRan={() => setVersion((v) => v + 1)} />
              )}
            </Flex>
          }
          mode="local"
          columns={RUN_COLUMNS}
          load={async () => {
            const runs = await fetchCronTaskRuns(selected.id);
            const rows = runs.map((r) => ({
              ...r,
              duration: r.finishedAt === null ? null : r.finishedAt - r.startedAt,
            }));
            return { rows, total: rows.length };
          }}
          rowKey={(r) => r.id}
          defaults={{ sortField: 'startedAt', sortOrder: 'DESC' }}
        />
      ) : (
        <Text color="fg.muted">Выберите задачу, чтобы увидеть историю её запусков.</Text>
      )}
    </Stack>
  );
}
