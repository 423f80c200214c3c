import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { travelPolicyPageMachine } from '../../../machines/travel/travelPolicyPageMachine';
import type { TravelPolicy } from '../../../src/shared/schemas/travel/travelPolicies';
import { ANNULLED, DETAILS, ISSUED, policy, refused, stale } from './travelPolicyPageFixtures';

// The policy card's chart with its calls faked: load, act, the stale 409 reload, a refusal, the draft's edit.

function start(opts: { loads?: TravelPolicy[]; run?: () => Promise<TravelPolicy>; canDelete?: boolean } = {}) {
  const loads = [...(opts.loads ?? [policy()])];
  const staleReloaded = vi.fn();
  const showError = vi.fn();
  const actionDone = vi.fn();
  const runAction = vi.fn(opts.run ?? (async () => ISSUED));
  const actor = createActor(
    travelPolicyPageMachine.provide({
      actors: {
        loadPage: fromPromise(async () => ({ policy: loads.shift() ?? ANNULLED, ...DETAILS })),
        loadDetails: fromPromise(async () => DETAILS),
        runAction: fromPromise(() => runAction()),
      },
      actions: { staleReloaded, showError, actionDone },
    }),
    { input: { policyId: 7, canUpdate: true, canDelete: opts.canDelete ?? true } },
  );
  actor.start();
  return { actor, staleReloaded, showError, actionDone, runAction };
}

describe('travelPolicyPageMachine', () => {
  it('loads the policy with its history and payments', async () => {
    const { actor } = start();
    try {
      const s = await waitFor(actor, (s) => s.matches('ready'));
      expect(s.context.policy?.number).toBe('ВЗР-0000007');
      expect(s.context.history).toHaveLength(1);
    } finally {
      actor.stop();
    }
  });

  it('issues a draft: acting, then the answer and the fresh history', async () => {
    const { actor, actionDone } = start();
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'dialog.open', dialog: 'policy.accept' });
      expect(actor.getSnapshot().context.dialog).toBe('policy.accept');
      actor.send({ type: 'action.run', request: { type: 'policy.accept' } });
      const s = await waitFor(actor, (s) => s.matches('ready'));
      expect(s.context.policy?.state).toBe('issued');
      expect(s.context.dialog).toBeNull();
      expect(actionDone).toHaveBeenCalledOnce();
    } finally {
      actor.stop();
    }
  });

  it('a stale annulment (409) reloads the policy and tells so', async () => {
    const { actor, staleReloaded } = start({
      loads: [ISSUED, ANNULLED],
      run: () => Promise.reject(stale),
    });
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'action.run', request: { type: 'policy.annul', reason: 'Отказ' } });
      await waitFor(actor, (s) => s.matches('reloading'));
      const s = await waitFor(actor, (s) => s.matches('ready'));
      expect(s.context.policy?.state).toBe('annulled');
      expect(s.context.error?.errorCode).toBe('INELIGIBLE_STATE');
      expect(staleReloaded).toHaveBeenCalledOnce();
    } finally {
      actor.stop();
    }
  });

  it('another refusal keeps the dialog open with the error', async () => {
    const { actor, showError } = start({ run: () => Promise.reject(refused) });
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'dialog.open', dialog: 'policy.accept' });
      actor.send({ type: 'action.run', request: { type: 'policy.accept' } });
      await waitFor(actor, (s) => s.matches('acting'));
      const s = await waitFor(actor, (s) => s.matches('ready'));
      expect(s.context.dialog).toBe('policy.accept');
      expect(s.context.error?.message).toBe('Промокод исчерпан');
      expect(showError).toHaveBeenCalledOnce();
    } finally {
      actor.stop();
    }
  });

  it('refuses what the policy or the user does not allow, and an empty reason', async () => {
    const { actor, runAction } = start({ loads: [ISSUED], canDelete: false });
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      expect(actor.getSnapshot().can({ type: 'dialog.open', dialog: 'policy.accept' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'dialog.open', dialog: 'policy.annul' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'edit.start' })).toBe(false);
      actor.send({ type: 'action.run', request: { type: 'policy.annul', reason: 'x' } });
      expect(runAction).not.toHaveBeenCalled();
    } finally {
      actor.stop();
    }
    const other = start();
    try {
      await waitFor(other.actor, (s) => s.matches('ready'));
      expect(
        other.actor.getSnapshot().can({ type: 'action.run', request: { type: 'policy.annul', reason: ' ' } }),
      ).toBe(false);
    } finally {
      other.actor.stop();
    }
  });

  it('edits a draft: the saved policy is shown and the history read again', async () => {
    const { actor } = start();
    try {
      await waitFor(actor, (s) => s.matches('ready'));
      actor.send({ type: 'edit.start' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      actor.send({ type: 'edit.saved', policy: policy({ holderName: 'Петров Пётр' }) });
      const s = await waitFor(actor, (s) => s.matches('ready'));
      expect(s.context.policy?.holderName).toBe('Петров Пётр');
    } finally {
      actor.stop();
    }
  });
});
