import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import type { ActRequest } from '../../../../machines/reconciliation/reconciliationActPageMachine';
import { actRecalculationSchema, actRejectSchema } from '../../../shared/schemas/reconciliation';
import { ConfirmDeleteDialog } from '../../components/dialogs/ConfirmDeleteDialog';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import type { ActPageActor } from './ActActions';
import { ActCommentDialog } from './ActCommentDialog';
import { AddInvoicesDialog } from './AddInvoicesDialog';

const CONFIRM = {
  'act.ratify': { label: 'Согласовать', text: 'Партнёр подтверждает счета и суммы акта.' },
  'act.verify': { label: 'Проверить', text: 'Счета и суммы акта проверены платформой.' },
  'act.finalize': {
    label: 'Завершить',
    text: 'Акт будет завершён, оплаченные счета акта закрыты. Изменить его будет нельзя.',
  },
} as const;

/** The dialog the chart has open, if any; each sends its action to the chart, which closes it when done. */
export function ActDialogs({ actor }: { actor: ActPageActor }) {
  const dialog = useSelector(actor, (s) => s.context.dialog);
  const act = useSelector(actor, (s) => s.context.act);
  const busy = useSelector(actor, (s) => s.matches('acting'));
  if (!dialog || !act) return null;
  const run = (request: ActRequest) => actor.send({ type: 'action.run', request });
  const close = () => actor.send({ type: 'dialog.close' });

  switch (dialog) {
    case 'act.ratify':
    case 'act.verify':
    case 'act.finalize': {
      const { label, text } = CONFIRM[dialog];
      return (
        <ConfirmDialog
          title={`${label} акт сверки № ${act.id}?`}
          confirmLabel={label}
          busy={busy}
          testId="confirm-act-dialog"
          onCancel={close}
          onConfirm={() => run({ type: dialog })}
        >
          <Text>{text}</Text>
        </ConfirmDialog>
      );
    }
    case 'act.reject':
      return (
        <ActCommentDialog
          title={`Отклонить акт сверки № ${act.id}`}
          schema={actRejectSchema}
          required
          submitLabel="Отклонить"
          busy={busy}
          testId="reject-act-dialog"
          onSubmit={(comment) => run({ type: 'act.reject', comment: comment ?? '' })}
          onClose={close}
        />
      );
    case 'act.notifyRecalculation':
      return (
        <ActCommentDialog
          title="Уведомить о перерасчёте"
          schema={actRecalculationSchema}
          submitLabel="Уведомить"
          busy={busy}
          testId="recalculation-dialog"
          onSubmit={(comment) => run({ type: 'act.notifyRecalculation', comment })}
          onClose={close}
        />
      );
    case 'act.invoices.add':
      return (
        <AddInvoicesDialog
          partnerId={act.partnerId}
          partnerName={act.partnerName}
          busy={busy}
          onSubmit={(invoiceIds) => run({ type: 'act.invoices.add', invoiceIds })}
          onClose={close}
        />
      );
    case 'act.hardDelete':
      return (
        <ConfirmDeleteDialog
          open
          title="Удалить акт сверки?"
          deleting={busy}
          testId="delete-act-dialog"
          onCancel={close}
          onConfirm={() => run({ type: 'act.hardDelete' })}
        >
          <Text>
            Акт № {act.id} будет удалён безвозвратно вместе с историей; его счета снова можно будет включить в другой
            акт.
          </Text>
        </ConfirmDeleteDialog>
      );
  }
}
