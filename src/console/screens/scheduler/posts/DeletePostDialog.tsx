import { Text } from '@chakra-ui/react';
import type { OfficePost } from '../../../../shared/schemas/scheduler/schedulerPosts';
import { deleteOfficePost } from '../../../api/schedulerApi';
import { ConfirmCallDialog } from '../../../components/dialogs/ConfirmCallDialog';

interface Props {
  post: OfficePost;
  onCancel: () => void;
  onDeleted: () => void;
}

/**
 * 'Удалить' asks first (the kit's confirmation, which makes the call); the server's refusal (a post with future
 * appointments) stays in the dialog. Mounted per post: each opening starts afresh.
 */
export function DeletePostDialog({ post, onCancel, onDeleted }: Props) {
  return (
    <ConfirmCallDialog
      title="Удалить пост?"
      confirmLabel="Удалить"
      confirmPalette="red"
      testId="delete-post-dialog"
      name="scheduler.post.delete"
      call={() => deleteOfficePost(post.id)}
      onCancel={onCancel}
      onDone={onDeleted}
    >
      <Text>Пост «{post.name}» будет удалён и перестанет принимать записи. Его можно будет восстановить.</Text>
    </ConfirmCallDialog>
  );
}
