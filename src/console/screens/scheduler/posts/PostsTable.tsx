import { Badge, Button, HStack, Table } from '@chakra-ui/react';
import type { OfficePost } from '../../../../shared/schemas/scheduler/schedulerPosts';
import { restoreOfficePost } from '../../../api/schedulerApi';
import { RowAction } from '../../vehicles/RowAction';
import { byPostOrder } from '../byPostOrder';
import type { PostRights } from './usePostRights';

interface Props {
  posts: OfficePost[];
  /** Service id to its name; an unknown id shows as '№ id'. */
  serviceNames: Map<number, string>;
  rights: PostRights;
  onEdit: (post: OfficePost) => void;
  onDelete: (post: OfficePost) => void;
  onServices: (post: OfficePost) => void;
  onRestored: () => void;
}

/** The office's posts by their order: name, order, services, state; a deleted post is muted and can be restored. */
export function PostsTable({ posts, serviceNames, rights, onEdit, onDelete, onServices, onRestored }: Props) {
  return (
    <Table.Root size="sm" aria-label="Посты офиса">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Название</Table.ColumnHeader>
          <Table.ColumnHeader>Порядок</Table.ColumnHeader>
          <Table.ColumnHeader>Услуги</Table.ColumnHeader>
          <Table.ColumnHeader>Состояние</Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {[...posts].sort(byPostOrder).map((post) => {
          const deleted = post.postDeletedDate !== null;
          return (
            <Table.Row
              key={post.id}
              data-testid="post-row"
              data-deleted={deleted || undefined}
              color={deleted ? 'fg.muted' : undefined}
              bg={deleted ? 'bg.muted' : undefined}
            >
              <Table.Cell>{post.name}</Table.Cell>
              <Table.Cell>{post.sort}</Table.Cell>
              <Table.Cell>
                {post.serviceIds.map((id) => serviceNames.get(id) ?? `№ ${id}`).join(', ') || '—'}
              </Table.Cell>
              <Table.Cell>
                {deleted ? <Badge colorPalette="red">Удалён</Badge> : <Badge colorPalette="green">Действует</Badge>}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="2" justify="flex-end" wrap="wrap">
                  <Button size="xs" variant="outline" onClick={() => onServices(post)}>
                    Услуги поста
                  </Button>
                  {!deleted && rights.update && (
                    <Button size="xs" variant="outline" onClick={() => onEdit(post)}>
                      Изменить
                    </Button>
                  )}
                  {!deleted && rights.delete && (
                    <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(post)}>
                      Удалить
                    </Button>
                  )}
                  {deleted && rights.update && (
                    <RowAction
                      name={`scheduler.post.restore.${post.id}`}
                      label="Восстановить"
                      run={() => restoreOfficePost(post.id)}
                      onDone={onRestored}
                    />
                  )}
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}
