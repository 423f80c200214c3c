import { Checkbox, Stack, Table, Text } from '@chakra-ui/react';
import { formatDateTime, formatMoney, round2 } from '../../../shared/format';
import type { AvailableInvoice } from '../../../shared/schemas/reconciliation';
import { EMPTY_TEXT } from '../../components/LoadState';

interface Props {
  invoices: AvailableInvoice[];
  selected: number[];
  onChange: (invoiceIds: number[]) => void;
}

function Tick({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean | 'indeterminate';
  onChange: (on: boolean) => void;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** A partner's paid invoices in no act, ticked one by one or all at once, with the total of the ticked ones. */
export function InvoicePickTable({ invoices, selected, onChange }: Props) {
  if (invoices.length === 0) return <Text color="fg.muted">{EMPTY_TEXT}</Text>;
  const chosen = invoices.filter((i) => selected.includes(i.invoiceId));
  const all = chosen.length === invoices.length ? true : chosen.length > 0 ? 'indeterminate' : false;
  const total = round2(chosen.reduce((sum, i) => sum + i.totalAmount, 0));
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected.filter((x) => x !== id), id] : selected.filter((x) => x !== id));
  return (
    <Stack gap="2">
      <Table.ScrollArea maxH="50vh" borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" stickyHeader aria-label="Счета без акта">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader w="1">
                <Tick
                  label="Выбрать все"
                  checked={all}
                  onChange={(on) => onChange(on ? invoices.map((i) => i.invoiceId) : [])}
                />
              </Table.ColumnHeader>
              <Table.ColumnHeader>Счёт №</Table.ColumnHeader>
              <Table.ColumnHeader>Заявка №</Table.ColumnHeader>
              <Table.ColumnHeader>Клиент</Table.ColumnHeader>
              <Table.ColumnHeader>Услуга</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Комиссия</Table.ColumnHeader>
              <Table.ColumnHeader>Оплачен</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {invoices.map((i) => (
              <Table.Row key={i.invoiceId} data-testid="available-invoice">
                <Table.Cell>
                  <Tick
                    label={`Выбрать счёт ${i.invoiceNumber}`}
                    checked={selected.includes(i.invoiceId)}
                    onChange={(on) => toggle(i.invoiceId, on)}
                  />
                </Table.Cell>
                <Table.Cell>{i.invoiceNumber}</Table.Cell>
                <Table.Cell>{i.orderNumber}</Table.Cell>
                <Table.Cell>{i.clientFio}</Table.Cell>
                <Table.Cell>{i.serviceName}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(i.totalAmount)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(i.feeAmount)}</Table.Cell>
                <Table.Cell>{formatDateTime(i.paidDate)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Text fontWeight="medium" data-testid="selection-total">
        Выбрано счетов: {chosen.length} на сумму {formatMoney(total)}
      </Text>
    </Stack>
  );
}
