import { Badge, Flex, SimpleGrid, Stat, Text } from '@chakra-ui/react';
import { formatMoney } from '../../../shared/format';
import type { DriverReportQuery } from '../../../shared/schemas/evacuation';
import { fetchDriverReport } from '../../api/evacuationApi';
import { ErrorPanel } from '../../components/ErrorPanel';
import { useRemoteData } from '../../hooks/useRemoteData';

const loadReport = (params: DriverReportQuery | null) => (params ? fetchDriverReport(params) : Promise.resolve(null));

/** The report above a driver's orders: how many, their total and average cost, how many per status. */
export function DriverReportPanel({ params }: { params: DriverReportQuery | null }) {
  const report = useRemoteData('driverReport', loadReport, params);
  if (report.error) return <ErrorPanel title="Ошибка загрузки данных" error={report.error} onRetry={report.reload} />;
  const data = report.data;
  if (!data) return null;
  return (
    <Flex
      direction="column"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      aria-busy={report.loading}
      data-testid="driver-report"
    >
      <Text fontWeight="semibold">Отчёт: {data.userFio}</Text>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat.Root>
          <Stat.Label>Заявок</Stat.Label>
          <Stat.ValueText data-testid="report-count">{data.count}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Сумма</Stat.Label>
          <Stat.ValueText data-testid="report-total">{formatMoney(data.totalCost)}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root>
          <Stat.Label>Средняя стоимость</Stat.Label>
          <Stat.ValueText data-testid="report-average">
            {data.averageCost === null ? '—' : formatMoney(data.averageCost)}
          </Stat.ValueText>
        </Stat.Root>
      </SimpleGrid>
      {data.byStatus.length > 0 && (
        <Flex gap="2" wrap="wrap" aria-label="По статусам">
          {data.byStatus.map((s) => (
            <Badge key={s.statusRefValueId} variant="subtle" size="lg">
              {s.statusRefValueName ?? s.statusRefValueId}: {s.count}
            </Badge>
          ))}
        </Flex>
      )}
    </Flex>
  );
}
