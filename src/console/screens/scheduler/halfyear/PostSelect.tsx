import { Field, NativeSelect } from '@chakra-ui/react';
import type { OfficePost } from '../../../../shared/schemas/schedulerPosts';

interface Props {
  posts: OfficePost[];
  postId: number | null;
  loading: boolean;
  onChange: (postId: number) => void;
}

/** The office's live posts, in the order given. */
export function PostSelect({ posts, postId, loading, onChange }: Props) {
  return (
    <Field.Root maxW="xs">
      <Field.Label>Пост</Field.Label>
      <NativeSelect.Root size="sm" disabled={loading || posts.length === 0}>
        <NativeSelect.Field aria-label="Пост" value={postId ? String(postId) : ''} onChange={(e) => onChange(Number(e.currentTarget.value))}>
          {loading && <option value="">Загрузка…</option>}
          {!loading && posts.length === 0 && <option value="">Нет постов</option>}
          {posts.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
