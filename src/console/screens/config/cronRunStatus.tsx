import { Badge } from '@chakra-ui/react';
import type { CronRunStatus } from '../../../shared/schemas/cronTasks';

const STATUS: Record<CronRunStatus, { label: string; palette: string }> = {
  success: { label: 'Успешно', palette: 'green' },
  failed: { label: 'Ошибка', palette: 'red' },
  running: { label: 'Выполняется', palette: 'blue' },
};

/** The Russian name of a run's status; '—' before the first run. */
export const cronRunStatusLabel = (status: CronRunStatus | null) => (status ? STATUS[status].label : '—');

export function CronRunStatusBadge({ status }: { status: CronRunStatus | null }) {
  if (!status) return <>—</>;
  return <Badge colorPalette={STATUS[status].palette}>{STATUS[status].label}</Badge>;
}
