import { Badge, Button, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { barcodeFlag, type LineField } from '../../../../../../../machines/orders/tireDefectLine';
import type { tireDefectLinesMachine } from '../../../../../../../machines/orders/tireDefectLinesMachine';
import type { SelectOption } from '../../../../../components/SelectField';

const STATUS = { new: ['новая', 'green'], updated: ['изменена', 'orange'], saved: null } as const;

interface Props {
  actor: ActorRefFrom<typeof tireDefectLinesMachine>;
  lineKey: string;
  index: number;
  defectTypes: SelectOption[];
  storedObjects: SelectOption[];
  locked: boolean;
}

/** One defect line: its inputs send the chart's events; the flags and the rules' messages show under the fields. */
export function DefectLineRow({ actor, lineKey, index, defectTypes, storedObjects, locked }: Props) {
  const line = useSelector(actor, (s) => s.context.lines.find((l) => l.key === lineKey));
  const errors = useSelector(
    actor,
    (s) => s.context.fieldErrors,
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const checking = useSelector(actor, (s) => s.context.pendingChecks.includes(lineKey));
  if (!line) return null;
  const error = (field: string) => errors[`${lineKey}.${field}`];
  const barcodeMessage = barcodeFlag(line) ?? error('barcode');
  const change = (field: LineField, value: string) => actor.send({ type: 'line.change', key: lineKey, field, value });
  const status = STATUS[line.status];
  const label = (name: string) => `Строка ${index + 1}: ${name}`;

  return (
    <Table.Row data-testid="defect-line">
      <Table.Cell verticalAlign="top">
        <Stack gap="1">
          <Input
            size="sm"
            aria-label={label('штрихкод')}
            value={line.barcode}
            disabled={locked}
            maxLength={20}
            aria-invalid={barcodeMessage ? true : undefined}
            onChange={(e) => actor.send({ type: 'line.barcode', key: lineKey, barcode: e.target.value })}
          />
          {barcodeMessage && (
            <Text fontSize="xs" color="fg.error" data-testid="barcode-message">
              {barcodeMessage}
            </Text>
          )}
          {checking && (
            <Text fontSize="xs" color="fg.muted">
              Проверка штрихкода…
            </Text>
          )}
          {status && (
            <Badge size="xs" colorPalette={status[1]} alignSelf="flex-start">
              {status[0]}
            </Badge>
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <NativeSelect.Root size="sm" disabled={locked}>
          <NativeSelect.Field
            aria-label={label('дефекты')}
            multiple
            height="6rem"
            value={line.defectTypeIds.map(String)}
            onChange={(e) =>
              actor.send({
                type: 'line.defectTypes',
                key: lineKey,
                defectTypeIds: [...e.target.selectedOptions].map((o) => Number(o.value)),
              })
            }
          >
            {defectTypes.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
        </NativeSelect.Root>
        {error('defectTypeIds') && (
          <Text fontSize="xs" color="fg.error">
            {error('defectTypeIds')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell verticalAlign="top">
        <NativeSelect.Root size="sm" disabled={locked}>
          <NativeSelect.Field
            aria-label={label('объект хранения')}
            value={line.storedObjectRefValueId === null ? '' : String(line.storedObjectRefValueId)}
            onChange={(e) =>
              actor.send({
                type: 'line.storedObject',
                key: lineKey,
                storedObjectRefValueId: e.target.value ? Number(e.target.value) : null,
              })
            }
          >
            <option value="">Не выбрано</option>
            {storedObjects.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Table.Cell>
      {(['storedObjectNumber', 'tireTreadDepth', 'currentState'] as const).map((field) => (
        <Table.Cell key={field} verticalAlign="top">
          <Input
            size="sm"
            aria-label={label(FIELD_NAMES[field])}
            value={line[field]}
            disabled={locked}
            onChange={(e) => change(field, e.target.value)}
          />
          {error(field) && (
            <Text fontSize="xs" color="fg.error">
              {error(field)}
            </Text>
          )}
        </Table.Cell>
      ))}
      <Table.Cell verticalAlign="top">
        {!locked && line.status === 'new' && (
          <Button
            size="xs"
            variant="ghost"
            colorPalette="red"
            onClick={() => actor.send({ type: 'line.remove', key: lineKey })}
          >
            Убрать
          </Button>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

const FIELD_NAMES: Record<LineField, string> = {
  storedObjectNumber: 'номер',
  tireTreadDepth: 'глубина протектора',
  currentState: 'состояние',
};
