import { Box, Button, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useDeferredValue, useState } from 'react';
import type { InvoiceBasketActor } from '../../../../../../../machines/invoices/invoiceBasketMachine';
import { formatMoney } from '../../../../../../shared/format';
import type { PriceListItem } from '../../../../../../shared/schemas/invoice';
import type { PanelError } from '../../../../../components/ErrorPanel';
import { LoadState } from '../../../../../components/LoadState';

interface Props {
  actor: InvoiceBasketActor;
  loading: boolean;
  error: PanelError | null;
  onRetry: () => void;
  disabled: boolean;
}

const matches = (item: PriceListItem, query: string) => item.name.toLocaleLowerCase('ru').includes(query);

/**
 * The chosen price list's items with a quick search by name: a click (or Enter on the search when one is left) puts
 * the item into the basket, one more each time it is already there (addItem, machines/invoices/invoiceBasket.ts).
 */
export function InvoiceItemPicker({ actor, loading, error, onRetry, disabled }: Props) {
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLocaleLowerCase('ru'));
  const chosen = useSelector(actor, (s) => s.context.draft.priceListId !== null);
  const items = useSelector(actor, (s) => s.context.items);
  const found = query ? items.filter((i) => matches(i, query)) : items;
  const add = (item: PriceListItem) => actor.send({ type: 'basket.item.add', item });

  if (!chosen) return <Text color="fg.muted">Выберите прайс-лист, чтобы добавить позиции</Text>;
  return (
    <Stack gap="2" data-testid="invoice-item-picker">
      <Input
        size="sm"
        placeholder="Поиск позиции прайс-листа"
        aria-label="Поиск позиции прайс-листа"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault(); // the search never sends the invoice
          if (found.length === 1 && !disabled) add(found[0]);
        }}
      />
      <LoadState loading={loading && items.length === 0} error={error} empty={found.length === 0} onRetry={onRetry}>
        <Box maxHeight="14rem" overflowY="auto" borderWidth="1px" borderRadius="md">
          {found.map((item) => (
            <Button
              key={item.id}
              variant="ghost"
              size="sm"
              width="full"
              justifyContent="space-between"
              borderRadius="0"
              disabled={disabled}
              aria-label={`Добавить: ${item.name}`}
              onClick={() => add(item)}
            >
              <Text truncate>{item.name}</Text>
              <Flex gap="3" flexShrink={0} color="fg.muted">
                <Text as="span">{item.unit}</Text>
                <Text as="span" color="fg">
                  {formatMoney(item.amount)}
                </Text>
              </Flex>
            </Button>
          ))}
        </Box>
      </LoadState>
    </Stack>
  );
}
