import { Badge, Box, Button, Card, Collapsible, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { InvoiceAction } from '../../../../../../../machines/invoices/invoiceMachine';
import { formatDateTime } from '../../../../../../shared/format';
import type { InvoiceState } from '../../../../../../shared/lifecycleStates';
import type { Invoice } from '../../../../../../shared/schemas/invoice';
import { CopyLinkButton } from './CopyLinkButton';
import { InvoiceActionsBar } from './InvoiceActionsBar';
import { InvoiceDocumentsPanel } from './InvoiceDocumentsPanel';
import { InvoiceHistoryPanel } from './InvoiceHistoryPanel';
import { InvoicePaymentsTable } from './InvoicePaymentsTable';
import { InvoicePositionsTable } from './InvoicePositionsTable';
import { InvoiceSummary } from './InvoiceSummary';

const STATE_PALETTES: Record<InvoiceState, string> = {
  draft: 'gray',
  inactive: 'gray',
  sent: 'blue',
  accepted: 'cyan',
  awaitingPayment: 'orange',
  paid: 'green',
  revoked: 'red',
  closed: 'purple',
};

interface Props {
  invoice: Invoice;
  /** The order's cost: a total that differs says why. */
  orderCost?: number | null;
  timezone: string;
  actions: InvoiceAction[];
  busy: boolean;
  readOnly: boolean;
  onAction: (action: InvoiceAction) => void;
}

/**
 * One invoice of the order: who bills, the positions, the money, the payments, the link, the actions, the documents.
 */
export function InvoiceCard({ invoice, orderCost = null, timezone, actions, busy, readOnly, onAction }: Props) {
  return (
    <Card.Root size="sm" variant="outline" data-testid="invoice-card" aria-label={`Счёт № ${invoice.number}`}>
      <Card.Header>
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h3" size="sm">
            Счёт № {invoice.number}
          </Heading>
          <Badge colorPalette={STATE_PALETTES[invoice.state]} data-testid="invoice-state">
            {invoice.stateName}
          </Badge>
          <Text fontSize="sm" color="fg.muted">
            от {formatDateTime(invoice.createdDate, timezone)}
            {invoice.createdByUserFio ? `, ${invoice.createdByUserFio}` : ''}
          </Text>
        </Flex>
        <Text fontSize="sm">
          Партнёр: {invoice.partnerName ?? 'не указан'}; юридическое лицо: {invoice.partnerLegalName ?? 'не указано'}
          {invoice.feeRate !== null ? `; ставка комиссии ${String(invoice.feeRate).replace('.', ',')} %` : ''}
        </Text>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <InvoicePositionsTable positions={invoice.invoicePositions} />
          <InvoiceSummary invoice={invoice} orderCost={orderCost} />
          {invoice.comment && <Text fontSize="sm">Комментарий: {invoice.comment}</Text>}
          {invoice.payments.length > 0 && (
            <Box>
              <Heading as="h4" size="xs" mb="2">
                Платежи
              </Heading>
              <InvoicePaymentsTable payments={invoice.payments} timezone={timezone} />
            </Box>
          )}
          {invoice.paymentLink && (
            <Flex gap="3" align="center" wrap="wrap" data-testid="invoice-payment-link-line">
              <Text fontSize="sm">Ссылка на оплату:</Text>
              <Link
                href={invoice.paymentLink}
                target="_blank"
                rel="noreferrer"
                fontSize="sm"
                wordBreak="break-all"
                color="blue.fg"
              >
                {invoice.paymentLink}
              </Link>
              <CopyLinkButton link={invoice.paymentLink} />
            </Flex>
          )}
          <InvoiceActionsBar invoiceNumber={invoice.number} actions={actions} busy={busy} onAction={onAction} />
          <Collapsible.Root lazyMount>
            <Collapsible.Trigger asChild>
              <Button size="xs" variant="ghost" alignSelf="flex-start">
                Документы счёта
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Box pt="2">
                <InvoiceDocumentsPanel invoice={invoice} readOnly={readOnly} />
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
          <Collapsible.Root lazyMount>
            <Collapsible.Trigger asChild>
              <Button size="xs" variant="ghost" alignSelf="flex-start">
                История счёта
              </Button>
            </Collapsible.Trigger>
            <Collapsible.Content>
              <Box pt="2">
                <InvoiceHistoryPanel invoice={invoice} timezone={timezone} />
              </Box>
            </Collapsible.Content>
          </Collapsible.Root>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
