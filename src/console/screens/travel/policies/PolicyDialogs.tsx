import { Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { travelPolicyAnnulSchema } from '../../../../shared/schemas/travel/travelPolicies';
import { ActionFormDialog } from '../../../components/dialogs/ActionFormDialog';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { TextAreaField } from '../../orders/card/sections/TextAreaField';
import type { PolicyPageActor } from './PolicyActions';

/** The dialog the chart has open, if any; each sends its action to the chart, which closes it when done. */
export function PolicyDialogs({ actor }: { actor: PolicyPageActor }) {
  const dialog = useSelector(actor, (s) => s.context.dialog);
  const policy = useSelector(actor, (s) => s.context.policy);
  const busy = useSelector(actor, (s) => s.matches('acting'));
  const error = useSelector(actor, (s) => (s.matches('ready') ? s.context.error : null));
  if (!dialog || !policy) return null;
  const close = () => actor.send({ type: 'dialog.close' });

  if (dialog === 'policy.accept')
    return (
      <ConfirmDialog
        title={`Выпустить полис ${policy.number}?`}
        confirmLabel="Выпустить"
        busy={busy}
        testId="accept-policy-dialog"
        onCancel={close}
        onConfirm={() => actor.send({ type: 'action.run', request: { type: 'policy.accept' } })}
      >
        <Text>
          Премия будет пересчитана по курсу ЦБ на сегодня, промокод будет применён. После выпуска полис изменить нельзя.
        </Text>
      </ConfirmDialog>
    );
  return (
    <ActionFormDialog
      title={`Аннулировать полис ${policy.number}`}
      schema={travelPolicyAnnulSchema}
      defaultValue={{ reason: '' }}
      submitLabel="Аннулировать"
      submitPalette="red"
      busy={busy}
      error={error}
      testId="annul-policy-dialog"
      onSubmit={(value) => actor.send({ type: 'action.run', request: { type: 'policy.annul', reason: value.reason } })}
      onClose={close}
    >
      {({ fields, serverErrors }) => (
        <TextAreaField meta={fields.reason} label="Причина аннулирования" required serverError={serverErrors.reason} />
      )}
    </ActionFormDialog>
  );
}
