import { Box, Heading, Table } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/format';
import { fetchSmsOutbox } from '../../api/mailApi';
import { LoadState } from '../../components/LoadState';
import { useRemoteData } from '../../hooks/useRemoteData';

/** The SMS the server sent (signing codes, invoices, payment links): no gateway here, so this is their record. */
export function SmsOutboxTable() {
  const { loading, data, error, reload } = useRemoteData('sms.outbox', fetchSmsOutbox, null);
  const messages = data ?? [];
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        SMS
      </Heading>
      <LoadState loading={loading} error={error} empty={messages.length === 0} onRetry={reload}>
        <Box overflowX="auto">
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Дата</Table.ColumnHeader>
                <Table.ColumnHeader>Телефон</Table.ColumnHeader>
                <Table.ColumnHeader>Текст</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {messages.map((m) => (
                <Table.Row key={m.id} data-testid="sms-outbox-row">
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(m.createdAt)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{m.phone}</Table.Cell>
                  <Table.Cell whiteSpace="pre-wrap">{m.text}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </LoadState>
    </Box>
  );
}
