import { Badge, Button, Flex, Table, Text } from '@chakra-ui/react';
import type { LocalPolicy } from '../../../../machines/vehicles/vehicleFormMachine';
import { unixToRuDate } from '../../../shared/format';
import { isPolicyActive, policyActivityLabel } from '../../../shared/policyActivity';

interface Props {
  policies: LocalPolicy[];
  /** Absent: the rows cannot be edited or deleted (insurance-only mode, no rights, a read-only card). */
  onEdit?: (policy: LocalPolicy) => void;
  onRemove?: (policy: LocalPolicy) => void;
  disabled?: boolean;
  /** The moment the activity label is computed for (unix seconds); now by default. */
  now?: number;
}

const flagOf = (p: LocalPolicy) => (p.deleted ? 'будет удалён' : p.created ? 'новый' : p.updated ? 'изменён' : null);

/**
 * The vehicle's policies with their activity label (src/shared/policyActivity.ts); rows changed locally say so until
 * the vehicle is saved.
 */
export function PolicyList({ policies, onEdit, onRemove, disabled, now }: Props) {
  if (policies.length === 0)
    return (
      <Text color="fg.muted" fontSize="sm">
        Полисов нет
      </Text>
    );
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" variant="outline" data-testid="policy-list">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Тип</Table.ColumnHeader>
            <Table.ColumnHeader>Страховая компания</Table.ColumnHeader>
            <Table.ColumnHeader>Номер</Table.ColumnHeader>
            <Table.ColumnHeader>Срок действия</Table.ColumnHeader>
            <Table.ColumnHeader>Статус</Table.ColumnHeader>
            {(onEdit || onRemove) && <Table.ColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {policies.map((p) => {
            const flag = flagOf(p);
            return (
              <Table.Row
                key={p.key}
                data-testid="policy-row"
                opacity={p.deleted ? 0.5 : 1}
                textDecoration={p.deleted ? 'line-through' : undefined}
              >
                <Table.Cell>{p.insuranceTypeRefValueName ?? p.insuranceTypeRefValueId}</Table.Cell>
                <Table.Cell>{p.insuranceCompanyName ?? p.insuranceCompanyId}</Table.Cell>
                <Table.Cell>{p.insuranceNumber}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {unixToRuDate(p.startDate)} — {unixToRuDate(p.expirationDate)}
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="1" wrap="wrap">
                    <Badge colorPalette={isPolicyActive(p, now) ? 'green' : 'gray'}>
                      {policyActivityLabel(p, now)}
                    </Badge>
                    {flag && <Badge colorPalette="orange">{flag}</Badge>}
                  </Flex>
                </Table.Cell>
                {(onEdit || onRemove) && (
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {!p.deleted && onEdit && (
                      <Button size="xs" variant="ghost" onClick={() => onEdit(p)} disabled={disabled}>
                        Изменить
                      </Button>
                    )}
                    {!p.deleted && onRemove && (
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => onRemove(p)}
                        disabled={disabled}
                      >
                        Удалить
                      </Button>
                    )}
                  </Table.Cell>
                )}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
