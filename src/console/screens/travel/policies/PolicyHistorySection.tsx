import { Table, Text } from '@chakra-ui/react';
import { TRAVEL_POLICY_STATE_NAMES } from '../../../../../machines/travel/travelPolicyMachine';
import type { PolicyHistoryEntry } from '../../../../../machines/travel/travelPolicyPageMachine';
import { formatDateTime } from '../../../../shared/format';
import { Section } from './PolicySections';

/** История: each action on the policy, oldest first, with the states it moved between and why. */
export function PolicyHistorySection({ history }: { history: PolicyHistoryEntry[] }) {
  return (
    <Section title="История" testId="policy-history">
      {history.length === 0 ? (
        <Text color="fg.muted">Записей нет</Text>
      ) : (
        <Table.ScrollArea>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Дата</Table.ColumnHeader>
                <Table.ColumnHeader>Действие</Table.ColumnHeader>
                <Table.ColumnHeader>Состояние</Table.ColumnHeader>
                <Table.ColumnHeader>Пользователь</Table.ColumnHeader>
                <Table.ColumnHeader>Комментарий</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {history.map((h) => (
                <Table.Row key={h.id}>
                  <Table.Cell>{formatDateTime(h.createdAt)}</Table.Cell>
                  <Table.Cell>{h.actionName}</Table.Cell>
                  <Table.Cell>
                    {h.fromState ? `${TRAVEL_POLICY_STATE_NAMES[h.fromState]} → ` : ''}
                    {TRAVEL_POLICY_STATE_NAMES[h.toState]}
                  </Table.Cell>
                  <Table.Cell>{h.userName ?? ''}</Table.Cell>
                  <Table.Cell whiteSpace="pre-wrap">{h.comment ?? ''}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}
