import { Button, Checkbox, Fieldset, RadioGroup, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { NOTIFICATION_PERIODS } from '../../../shared/constants';
import { FormDialogFrame } from '../../components/dialogs/FormDialogFrame';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  daysLabel,
  NOTIFICATION_COLUMNS,
  type NotificationColumnId,
  type NotificationHistorySettings,
  type NotificationPeriod,
} from './notificationHistorySettings';

interface Props {
  settings: NotificationHistorySettings;
  onSave: (settings: NotificationHistorySettings) => void;
  onClose: () => void;
}

/**
 * The notification history panel's settings: the period (3, 10 or 30 days) and the columns
 * shown. Nothing changes until 'Сохранить'; at least one column stays shown.
 */
export function NotificationHistorySettingsDialog({ settings, onSave, onClose }: Props) {
  const [draft, setDraft] = useState<NotificationHistorySettings>(settings);
  const shown = NOTIFICATION_COLUMNS.length - draft.hidden.length;
  const toggle = (id: NotificationColumnId, show: boolean) =>
    setDraft((d) => ({ ...d, hidden: show ? d.hidden.filter((h) => h !== id) : [...d.hidden, id] }));

  return (
    <FormDialogFrame
      title="Настройки истории уведомлений"
      size="sm"
      busy={false}
      testId="notification-settings-dialog"
      requiredNote={false}
      formProps={{
        onSubmit: (e) => {
          e.preventDefault();
          onSave(draft);
        },
      }}
      onRequestClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={() => setDraft(DEFAULT_NOTIFICATION_SETTINGS)}>
            По умолчанию
          </Button>
          <Button type="submit" colorPalette="blue">
            Сохранить
          </Button>
        </>
      }
    >
      <Fieldset.Root>
        <Fieldset.Legend>Период</Fieldset.Legend>
        <RadioGroup.Root
          size="sm"
          name="days"
          value={String(draft.days)}
          onValueChange={(e) => e.value && setDraft((d) => ({ ...d, days: Number(e.value) as NotificationPeriod }))}
        >
          <Stack direction="row" gap="4" mt="2">
            {NOTIFICATION_PERIODS.map((d) => (
              <RadioGroup.Item key={d} value={String(d)}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{daysLabel(d)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend>Колонки</Fieldset.Legend>
        <Stack gap="2" mt="2">
          {NOTIFICATION_COLUMNS.map((c) => {
            const visible = !draft.hidden.includes(c.id);
            return (
              <Checkbox.Root
                key={c.id}
                size="sm"
                checked={visible}
                // The last shown column cannot be hidden: the table would be empty.
                disabled={visible && shown === 1}
                onCheckedChange={(e) => toggle(c.id, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{c.header}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </Stack>
      </Fieldset.Root>
    </FormDialogFrame>
  );
}
