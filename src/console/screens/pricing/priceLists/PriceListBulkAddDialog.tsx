import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import type { FormValues } from '../../../../../machines/kit/dirtyGuardMachine';
import { submissionMachine } from '../../../../../machines/kit/submissionMachine';
import {
  type PositionChoice,
  type PriceListItemsAdd,
  parseAmount,
  priceListItemsAddSchema,
} from '../../../../shared/schemas/pricing/priceLists';
import { addPriceListItems, fetchPositionChoices } from '../../../api/pricing/priceListsApi';
import { FormDialogFrame } from '../../../components/dialogs/FormDialogFrame';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { useDirtyGuard } from '../../../components/useDirtyGuard';
import { inspect } from '../../../debug/inspector';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { useAllowed } from '../../../session/useSession';

/** Chosen positions: position id -> the amount as typed. */
type Chosen = Record<string, string>;

interface Props {
  priceListId: number;
  /** Positions alive in the list: shown disabled, 'уже в прайс-листе'. */
  present: number[];
  onClose: () => void;
  onAdded: () => void;
}

/**
 * 'Добавить позиции': tick positions of the nomenclature, give each its amount, add them all at once. The server adds
 * all or none; a refusal names the rows (their messages show beside them) and the dialog keeps what was typed.
 */
export function PriceListBulkAddDialog({ priceListId, present, onClose, onAdded }: Props) {
  const canReadNomenclature = useAllowed('positions');
  const choices = useRemoteData('priceListCard.positions', fetchPositionChoices, canReadNomenclature);
  const [chosen, setChosen] = useState<Chosen>({});
  const [search, setSearch] = useState('');
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const sent = useRef<PriceListItemsAdd>([]);
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;

  const save = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          sent.current = input.values as PriceListItemsAdd;
          return addPriceListItems(priceListId, sent.current);
        }),
      },
    }),
    { inspect, systemId: 'priceListCard.bulkAdd' },
  );
  const saving = useSelector(save, (s) => s.hasTag('busy'));
  const done = useSelector(save, (s) => s.status === 'done');
  const saveError = useSelector(save, (s) => s.context.error);

  const guard = useDirtyGuard({
    name: 'priceListCard.bulkAdd.guard',
    initialValues: {},
    onClose,
    restore: (values) => setChosen(values as Chosen),
  });
  const { change, saved, requestLeave } = guard;
  useEffect(() => change(chosen as FormValues), [change, chosen]);
  useEffect(() => {
    if (!done) return;
    saved();
    onAddedRef.current();
    requestLeave({ kind: 'close' });
  }, [done, saved, requestLeave]);
  // The server names refused rows by their place in the batch ('1.positionId'): put each message beside its position.
  useEffect(() => {
    if (!saveError?.details) return;
    const byPosition: Record<string, string> = {};
    for (const [path, message] of Object.entries(saveError.details)) {
      const row = sent.current[Number(path.split('.')[0])];
      if (row) byPosition[row.positionId] = message;
    }
    setRowErrors(byPosition);
  }, [saveError]);

  const presentSet = useMemo(() => new Set(present), [present]);
  const needle = search.trim().toLowerCase();
  const shown = (choices.data ?? []).filter((p) => !needle || p.name.toLowerCase().includes(needle));
  const count = Object.keys(chosen).length;

  const toggle = (p: PositionChoice, on: boolean) =>
    setChosen(({ [p.id]: _drop, ...rest }) => (on ? { ...rest, [p.id]: _drop ?? '' } : rest));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const rows = Object.entries(chosen).map(([id, text]) => ({ positionId: Number(id), amount: parseAmount(text) }));
    const parsed = priceListItemsAddSchema.safeParse(rows);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const row = rows[Number(issue.path[0])];
        if (row) errors[row.positionId] ??= issue.message;
      }
      setRowErrors(errors);
      return;
    }
    setRowErrors({});
    save.send({ type: 'form.submit', values: parsed.data });
  };

  return (
    <>
      <FormDialogFrame
        title="Добавить позиции"
        size="lg"
        busy={saving}
        testId="price-list-bulk-add"
        formProps={{ onSubmit: submit, noValidate: true }}
        onRequestClose={() => !saving && requestLeave({ kind: 'close' })}
        requiredNote={false}
        actions={
          <Button type="submit" colorPalette="blue" loading={saving} disabled={saving || count === 0}>
            {count ? `Добавить (${count})` : 'Добавить'}
          </Button>
        }
      >
        {guard.restoredNotice}
        {saveError && !saveError.details && <ErrorPanel error={saveError} />}
        {saveError?.details && <Text color="fg.error">{saveError.message}</Text>}
        {choices.failed && choices.error && (
          <ErrorPanel title="Ошибка загрузки данных" error={choices.error} onRetry={choices.reload} />
        )}
        <Input
          size="sm"
          placeholder="Поиск позиции"
          aria-label="Поиск позиции"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Stack gap="1" maxH="24rem" overflowY="auto" role="list" aria-label="Позиции номенклатуры">
          {choices.data && shown.length === 0 && <Text color="fg.muted">Нет вариантов</Text>}
          {shown.map((p) => {
            const inList = presentSet.has(p.id);
            const on = chosen[p.id] !== undefined;
            const error = rowErrors[p.id];
            return (
              <Box key={p.id} role="listitem" py="1" borderBottomWidth="1px">
                <Flex gap="3" align="center">
                  <chakra.label display="flex" gap="2" alignItems="center" flex="1" opacity={inList ? 0.6 : 1}>
                    <input
                      type="checkbox"
                      checked={on}
                      disabled={inList || saving}
                      onChange={(e) => toggle(p, e.target.checked)}
                    />
                    <span>{p.name}</span>
                    {inList && (
                      <Text as="span" fontSize="sm" color="fg.muted">
                        уже в прайс-листе
                      </Text>
                    )}
                  </chakra.label>
                  {on && (
                    <Input
                      size="sm"
                      width="9rem"
                      inputMode="decimal"
                      placeholder="Сумма, ₽"
                      aria-label={`Сумма: ${p.name}`}
                      aria-invalid={error ? true : undefined}
                      value={chosen[p.id]}
                      disabled={saving}
                      onChange={(e) => setChosen((c) => ({ ...c, [p.id]: e.target.value }))}
                    />
                  )}
                </Flex>
                {error && (
                  <Text fontSize="sm" color="fg.error" role="alert">
                    {error}
                  </Text>
                )}
              </Box>
            );
          })}
        </Stack>
      </FormDialogFrame>
      {guard.dialog}
    </>
  );
}
