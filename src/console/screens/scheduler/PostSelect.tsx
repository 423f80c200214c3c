import { Field, NativeSelect } from '@chakra-ui/react';
import type { OfficePost } from '../../../shared/schemas/scheduler/schedulerPosts';

interface Props {
  /** In the order shown. */
  posts: OfficePost[];
  postId: number | null;
  /** The empty first option ('Выберите пост', 'Нет постов'); none when a post is always chosen. */
  placeholder?: string;
  disabled: boolean;
  onChange: (postId: number | null) => void;
}

/** 'Пост': one of the office's posts. */
export function PostSelect({ posts, postId, placeholder, disabled, onChange }: Props) {
  return (
    <Field.Root maxW="xs" disabled={disabled}>
      <Field.Label>Пост</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          aria-label="Пост"
          placeholder={placeholder}
          value={postId ? String(postId) : ''}
          onChange={(e) => onChange(Number(e.currentTarget.value) || null)}
        >
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
