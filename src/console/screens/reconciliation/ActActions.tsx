import { Button, Flex } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ACT_ACTION_NAMES } from '../../../../machines/reconciliation/reconciliationActMachine';
import {
  type ActDialog,
  chartEventOf,
  permitted,
} from '../../../../machines/reconciliation/reconciliationActPageMachine';
import type { actPageLogic } from './actPageLogic';

export type ActPageActor = ActorRefFrom<typeof actPageLogic>;

/** In the order an act moves forward; the destructive ones last. */
const BUTTONS: { dialog: ActDialog; palette: 'blue' | 'red' | 'gray' }[] = [
  { dialog: 'act.ratify', palette: 'blue' },
  { dialog: 'act.verify', palette: 'blue' },
  { dialog: 'act.finalize', palette: 'blue' },
  { dialog: 'act.invoices.add', palette: 'gray' },
  { dialog: 'act.notifyRecalculation', palette: 'gray' },
  { dialog: 'act.reject', palette: 'red' },
  { dialog: 'act.hardDelete', palette: 'red' },
];

function ActionButton({
  actor,
  dialog,
  palette,
}: {
  actor: ActPageActor;
  dialog: ActDialog;
  palette: 'blue' | 'red' | 'gray';
}) {
  // The chart answers from the act's allowedActions and the user's permissions: nothing is decided here.
  const offered = useSelector(actor, (s) => permitted(s.context, dialog));
  const enabled = useSelector(actor, (s) => s.can({ type: 'dialog.open', dialog }));
  if (!offered) return null;
  return (
    <Button
      size="sm"
      colorPalette={palette}
      variant={palette === 'blue' ? 'solid' : 'outline'}
      disabled={!enabled}
      onClick={() => actor.send({ type: 'dialog.open', dialog })}
    >
      {ACT_ACTION_NAMES[chartEventOf(dialog)]}
    </Button>
  );
}

/** The act's action buttons: exactly what the act allows now and the user may do. */
export function ActActions({ actor }: { actor: ActPageActor }) {
  return (
    <Flex gap="2" wrap="wrap" data-testid="act-actions">
      {BUTTONS.map((b) => (
        <ActionButton key={b.dialog} actor={actor} {...b} />
      ))}
    </Flex>
  );
}
