import { Badge, Card, DataList, Heading, Table, Text } from '@chakra-ui/react';
import { unixToRuDate } from '../../../../shared/format';
import type { ServiceCard } from '../../../../shared/schemas/clients/clientExtras';

const orDash = (value: string | null | undefined) => (value ? value : '—');
const count = (value: number | null) => (value === null ? 'без ограничений' : String(value));

/** One service card: the programme, its vehicle and policy, and its services. */
export function ServiceCardView({ card }: { card: ServiceCard }) {
  const active = card.dateTo === null || card.dateTo * 1000 > Date.now();
  const facts: [string, string][] = [
    ['Период', `${orDash(unixToRuDate(card.dateFrom))} — ${orDash(unixToRuDate(card.dateTo))}`],
    ['Страховая компания', orDash(card.company)],
    ['Полис', [card.policyType, card.policyNo].filter(Boolean).join(' ') || '—'],
    ['Автомобиль', [card.brand, card.model].filter(Boolean).join(' ') || '—'],
    ['Гос.номер', orDash(card.regNo)],
    ['VIN', orDash(card.vin)],
  ];
  return (
    <Card.Root data-testid="service-card" variant="outline">
      <Card.Header>
        <Heading as="h3" size="sm" display="flex" gap="2" alignItems="center" flexWrap="wrap">
          {card.description ?? 'Сервисная карта'}
          <Badge colorPalette={active ? 'green' : 'gray'}>{active ? 'действует' : 'истекла'}</Badge>
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <DataList.Root orientation="horizontal" size="sm">
          {facts.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {card.services.length === 0 ? (
          <Text color="fg.muted">Услуг нет</Text>
        ) : (
          <Table.Root size="sm" variant="outline" aria-label="Услуги карты">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Услуга</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Лимит</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Осталось</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {card.services.map((service) => (
                <Table.Row key={service.name}>
                  <Table.Cell>{service.name}</Table.Cell>
                  <Table.Cell textAlign="end">{count(service.limit)}</Table.Cell>
                  <Table.Cell textAlign="end">{count(service.exist)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
