import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/format';
import { fetchOutbox } from '../../api/mailApi';
import { LoadState } from '../../components/LoadState';
import { usePageTitle } from '../../components/usePageTitle';
import { useRemoteData } from '../../hooks/useRemoteData';
import { SmsOutboxTable } from './SmsOutboxTable';

/**
 * Letters (and SMS) the server sent, or kept because no SMTP_URL is set: invitations and restore links work offline.
 */
export default function MailOutboxPage({ title }: { title: string }) {
  usePageTitle(title);
  const { loading, data, error, reload } = useRemoteData('mail.outbox', fetchOutbox, null);
  const mails = data ?? [];
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <LoadState loading={loading} error={error} empty={mails.length === 0} onRetry={reload}>
        <Box overflowX="auto">
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Дата</Table.ColumnHeader>
                <Table.ColumnHeader>Кому</Table.ColumnHeader>
                <Table.ColumnHeader>Письмо</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {mails.map((m) => (
                <Table.Row key={m.id} data-testid="outbox-row">
                  <Table.Cell whiteSpace="nowrap" verticalAlign="top">
                    {formatDateTime(m.createdAt)}
                  </Table.Cell>
                  <Table.Cell verticalAlign="top">{m.to}</Table.Cell>
                  <Table.Cell>
                    <Text fontWeight="semibold">{m.subject}</Text>
                    <Text whiteSpace="pre-wrap" fontSize="sm">
                      {m.text}
                    </Text>
                    {m.error && (
                      <Text color="fg.error" fontSize="xs">
                        {m.error}
                      </Text>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </LoadState>
      <SmsOutboxTable />
    </Stack>
  );
}
