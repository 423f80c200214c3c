import { Switch } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../machines/kit/submissionMachine';
import type { CronTask } from '../../../shared/schemas/cronTasks';
import { updateCronTask } from '../../api/cronTasksApi';
import { inspect } from '../../debug/inspector';
import { notify } from '../../toasts/toaster';

interface Props {
  task: CronTask;
  disabled?: boolean;
  onChanged: (task: CronTask) => void;
}

/** The task's enabled flag: each flip is one PUT through submissionMachine; the switch waits while it goes. */
export function CronTaskEnabledSwitch(props: Props) {
  // A fresh chart per flip, so the switch works again after a success or a failure.
  const [round, setRound] = useState(0);
  return <EnabledSwitchRound key={round} {...props} onFinished={() => setRound((r) => r + 1)} />;
}

function EnabledSwitchRound({ task, disabled, onChanged, onFinished }: Props & { onFinished: () => void }) {
  const answer = useRef<CronTask | null>(null);
  const actor = useActorRef(
    submissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          answer.current = await updateCronTask(task.id, input.values as { enabled: boolean });
          return answer.current;
        }),
      },
    }),
    { inspect, systemId: 'config.crontask.enabled' },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const done = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  const calls = useRef({ onChanged, onFinished });
  calls.current = { onChanged, onFinished };
  useEffect(() => {
    if (!done || !answer.current) return;
    calls.current.onChanged(answer.current);
    calls.current.onFinished();
  }, [done]);
  useEffect(() => {
    if (!error) return;
    notify({ type: 'error', title: 'Возникла ошибка', description: error.message });
    calls.current.onFinished();
  }, [error]);
  return (
    <Switch.Root
      size="sm"
      checked={task.enabled}
      disabled={disabled || busy}
      onCheckedChange={(e) => actor.send({ type: 'form.submit', values: { enabled: e.checked } })}
      data-testid="cron-task-enabled"
    >
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{task.enabled ? 'Включена' : 'Отключена'}</Switch.Label>
    </Switch.Root>
  );
}
