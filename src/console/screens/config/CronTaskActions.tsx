import { Button, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { type CronTask, cronScheduleFormSchema } from '../../../shared/schemas/cronTasks';
import { runCronTaskNow, updateCronTask } from '../../api/cronTasksApi';
import { ModalForm } from '../../components/ModalForm';
import { TextField } from '../../components/TextField';
import { notify } from '../../toasts/toaster';
import { CallButton } from '../orders/card/sections/CallButton';
import { CronTaskEnabledSwitch } from './CronTaskEnabledSwitch';

interface Props {
  task: CronTask;
  /** The task changed (its flag or schedule): the server's answer. */
  onChanged: (task: CronTask) => void;
  /** A run finished: the history and the list's last run are read again. */
  onRan: () => void;
}

/** The chosen task's actions: run it now, switch it on or off, change its schedule. */
export function CronTaskActions({ task, onChanged, onRan }: Props) {
  const [editing, setEditing] = useState(false);
  return (
    <Flex gap="3" align="center" wrap="wrap" data-testid="cron-task-actions">
      <CallButton
        label="Запустить сейчас"
        name="config.crontask.run"
        size="sm"
        run={async () => {
          const run = await runCronTaskNow(task.id);
          notify({
            type: run.status === 'success' ? 'success' : 'error',
            title: run.status === 'success' ? 'Задача выполнена' : 'Задача завершилась с ошибкой',
            description: run.message ?? undefined,
          });
        }}
        onDone={onRan}
      />
      <CronTaskEnabledSwitch task={task} onChanged={onChanged} />
      <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
        Изменить расписание
      </Button>
      <ModalForm
        open={editing}
        title={`Расписание: ${task.name}`}
        schema={cronScheduleFormSchema}
        defaultValue={{ schedule: task.schedule }}
        onSubmit={(values) => updateCronTask(task.id, values)}
        onSaved={(answer) => onChanged(answer as CronTask)}
        onClose={() => setEditing(false)}
      >
        {({ fields, serverErrors }) => (
          <TextField
            meta={fields.schedule}
            label="Расписание (cron): минута, час, день месяца, месяц, день недели; время московское"
            required
            serverError={serverErrors.schedule}
          />
        )}
      </ModalForm>
    </Flex>
  );
}
