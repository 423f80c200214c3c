import { Flex, IconButton, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import {
  basketFieldErrors,
  basketMoney,
  type InvoiceBasketActor,
} from '../../../../../../../machines/invoices/invoiceBasketMachine';
import { formatMoney } from '../../../../../../shared/format';
import { InvoiceBasketNumberInput } from './InvoiceBasketNumberInput';

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The messages of one line, whichever of its fields the rules or the server named. */
const lineMessages = (errors: Record<string, string>, index: number) =>
  Object.entries(errors)
    .filter(([path]) => path.startsWith(`invoicePositions.${index}.`))
    .map(([path, message]) => ({ field: path.slice(`invoicePositions.${index}.`.length), message }));

/**
 * The basket's lines: name, quantity with − / + and direct input, price, money discount, amount, after discount and
 * 'Удалить'. Amounts are the preview of computeInvoice; each line's messages (rules or the server's) show beneath it.
 */
export function InvoiceBasketTable({ actor, disabled }: { actor: InvoiceBasketActor; disabled: boolean }) {
  const lines = useSelector(actor, (s) => s.context.draft.lines);
  const money = useSelector(actor, (s) => basketMoney(s.context).positions, sameJson);
  const errors = useSelector(actor, (s) => basketFieldErrors(s.context), sameJson);
  const send = actor.send;

  if (lines.length === 0)
    return (
      <Text color="fg.muted" data-testid="invoice-basket-empty">
        {errors.invoicePositions ?? 'В счёте нет позиций — добавьте их из прайс-листа'}
      </Text>
    );
  return (
    <Table.Root size="sm" aria-label="Позиции счёта" data-testid="invoice-basket">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Позиция</Table.ColumnHeader>
          <Table.ColumnHeader>Количество</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Цена</Table.ColumnHeader>
          <Table.ColumnHeader>Скидка, ₽</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Сумма</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Со скидкой</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line, i) => {
          const messages = lineMessages(errors, i);
          const invalid = (field: string) => messages.some((m) => m.field === field);
          return (
            <Fragment key={line.key}>
              <Table.Row data-testid="invoice-basket-line">
                <Table.Cell>
                  {line.name}
                  <Text as="span" color="fg.muted">
                    {' '}
                    ({line.unit})
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  <Flex gap="1" align="center">
                    <IconButton
                      size="xs"
                      variant="outline"
                      aria-label={`Уменьшить: ${line.name}`}
                      disabled={disabled}
                      onClick={() => send({ type: 'basket.item.remove', key: line.key })}
                    >
                      −
                    </IconButton>
                    <InvoiceBasketNumberInput
                      label={`Количество: ${line.name}`}
                      value={line.quantity}
                      emptyValue={Number.NaN}
                      inputMode="numeric"
                      width="4.5rem"
                      disabled={disabled}
                      invalid={invalid('quantity')}
                      onCommit={(quantity) => send({ type: 'basket.quantity.set', key: line.key, quantity })}
                    />
                    <IconButton
                      size="xs"
                      variant="outline"
                      aria-label={`Увеличить: ${line.name}`}
                      disabled={disabled}
                      onClick={() => send({ type: 'basket.quantity.set', key: line.key, quantity: line.quantity + 1 })}
                    >
                      +
                    </IconButton>
                  </Flex>
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.price)}</Table.Cell>
                <Table.Cell>
                  <InvoiceBasketNumberInput
                    label={`Скидка: ${line.name}`}
                    value={line.discount}
                    emptyValue={0}
                    disabled={disabled}
                    invalid={invalid('discount')}
                    onCommit={(discount) => send({ type: 'basket.discount.set', key: line.key, discount })}
                  />
                </Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(money[i]?.amount)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(money[i]?.discountedAmount)}</Table.Cell>
                <Table.Cell>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Удалить: ${line.name}`}
                    disabled={disabled}
                    onClick={() => send({ type: 'basket.line.delete', key: line.key })}
                  >
                    ✕
                  </IconButton>
                </Table.Cell>
              </Table.Row>
              {messages.length > 0 && (
                <Table.Row>
                  <Table.Cell colSpan={7} pt="0" borderTop="none">
                    {messages.map((m) => (
                      <Text
                        key={m.field}
                        color="fg.error"
                        fontSize="sm"
                        role="alert"
                        data-field={`invoicePositions.${i}.${m.field}`}
                      >
                        {m.message}
                      </Text>
                    ))}
                  </Table.Cell>
                </Table.Row>
              )}
            </Fragment>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
