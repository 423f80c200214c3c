import { Button, Flex } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { TRAVEL_POLICY_ACTION_NAMES } from '../../../../../machines/travel/travelPolicyMachine';
import { type PolicyDialog, permitted } from '../../../../../machines/travel/travelPolicyPageMachine';
import { newTravelPaymentPath } from '../payments/travelPaymentPaths';
import type { policyPageLogic } from './policyPageLogic';

export type PolicyPageActor = ActorRefFrom<typeof policyPageLogic>;

function DialogButton({ actor, dialog, palette }: { actor: PolicyPageActor; dialog: PolicyDialog; palette: string }) {
  // The chart answers from the policy's allowedActions and the user's permissions: nothing is decided here.
  const offered = useSelector(actor, (s) => permitted(s.context, dialog));
  const enabled = useSelector(actor, (s) => s.can({ type: 'dialog.open', dialog }));
  if (!offered) return null;
  return (
    <Button
      size="sm"
      colorPalette={palette}
      variant={palette === 'red' ? 'outline' : 'solid'}
      disabled={!enabled}
      onClick={() => actor.send({ type: 'dialog.open', dialog })}
    >
      {TRAVEL_POLICY_ACTION_NAMES[dialog]}
    </Button>
  );
}

/**
 * The card's actions: «Изменить» (a draft), «Выпустить», «Аннулировать» exactly as the policy allows them and the
 * user may; «Печать полиса» once it is issued; «Принять платёж» while an issued policy has money due.
 */
export function PolicyActions({
  actor,
  canPay,
  onPrint,
}: {
  actor: PolicyPageActor;
  /** 'vzr.payments' permissionInsert. */
  canPay: boolean;
  onPrint: () => void;
}) {
  const policy = useSelector(actor, (s) => s.context.policy);
  const mayEdit = useSelector(actor, (s) => permitted(s.context, 'policy.update'));
  const canEdit = useSelector(actor, (s) => s.can({ type: 'edit.start' }));
  if (!policy) return null;
  const printable = policy.state !== 'draft';
  const payable = canPay && policy.state === 'issued' && policy.dueAmount > 0;
  return (
    <Flex gap="2" wrap="wrap" data-testid="policy-actions">
      {mayEdit && (
        <Button size="sm" variant="outline" disabled={!canEdit} onClick={() => actor.send({ type: 'edit.start' })}>
          {TRAVEL_POLICY_ACTION_NAMES['policy.update']}
        </Button>
      )}
      <DialogButton actor={actor} dialog="policy.accept" palette="blue" />
      {payable && (
        <Button size="sm" colorPalette="green" asChild>
          <Link href={newTravelPaymentPath(policy.id)}>Принять платёж</Link>
        </Button>
      )}
      {printable && (
        <Button size="sm" variant="outline" onClick={onPrint}>
          Печать полиса
        </Button>
      )}
      <DialogButton actor={actor} dialog="policy.annul" palette="red" />
    </Flex>
  );
}
