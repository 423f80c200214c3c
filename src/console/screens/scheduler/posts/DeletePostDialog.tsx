import { useEffect, useRef } from 'react';
import { Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { submissionMachine } from '../../../../../machines/submissionMachine';
import type { OfficePost } from '../../../../shared/schemas/schedulerPosts';
import { deleteOfficePost } from '../../../api/schedulerApi';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { inspect } from '../../../debug/inspector';

interface Props {
  post: OfficePost;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * 'Удалить' asks first (the kit's confirmation); the call goes through submissionMachine, and the server's refusal
 * (a post with future appointments) stays in the dialog. Mounted per post: each opening starts afresh.
 */
export function DeletePostDialog({ post, onCancel, onDeleted }: Props) {
  const done = useRef(onDeleted);
  done.current = onDeleted;
  const actor = useActorRef(submissionMachine.provide({ actors: { submit: fromPromise<unknown, { values: unknown }>(() => deleteOfficePost(post.id)) } }), {
    inspect,
    systemId: 'scheduler.post.delete',
  });
  const deleting = useSelector(actor, (s) => s.hasTag('busy'));
  const deleted = useSelector(actor, (s) => s.status === 'done');
  const error = useSelector(actor, (s) => s.context.error);
  useEffect(() => {
    if (deleted) done.current();
  }, [deleted]);
  return (
    <ConfirmDeleteDialog
      open
      title="Удалить пост?"
      deleting={deleting}
      error={error}
      testId="delete-post-dialog"
      onCancel={onCancel}
      onConfirm={() => actor.send({ type: 'form.submit', values: null })}
    >
      <Text>
        Пост «{post.name}» будет удалён и перестанет принимать записи. Его можно будет восстановить.
      </Text>
    </ConfirmDeleteDialog>
  );
}
