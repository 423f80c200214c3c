import { Badge, Button, Dialog, HStack, Portal, Stack, Switch, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Service } from '../../../../shared/schemas/orders/orderEntity';
import type { OfficePost, ServicePost } from '../../../../shared/schemas/scheduler/schedulerPosts';
import { createServicePost, deleteServicePost, fetchServicePosts, updateServicePost } from '../../../api/schedulerApi';
import { AddChoiceForm } from '../../../components/AddChoiceForm';
import { DialogRoot } from '../../../components/focus/DialogRoot';
import { LoadState } from '../../../components/LoadState';
import { useRemoteData } from '../../../hooks/useRemoteData';
import { RowAction } from '../../vehicles/RowAction';
import type { PostRights } from './usePostRights';

interface Props {
  post: OfficePost;
  services: Service[];
  rights: PostRights;
  onClose: () => void;
  /** A service was added, deleted or restored: the posts' list shows what each post performs. */
  onChanged: () => void;
}

const loadServicePosts = ({ officePostId, showDeleted }: { officePostId: number; showDeleted: boolean }) =>
  fetchServicePosts(officePostId, showDeleted);

/** 'Услуги поста' (GET /service_post, POST, PUT {restore} and DELETE /service_post/{id}). */
export function ServicePostsDialog({ post, services, rights, onClose, onChanged }: Props) {
  const [showDeleted, setShowDeleted] = useState(false);
  const [round, setRound] = useState(0);
  const list = useRemoteData('scheduler.servicePosts', loadServicePosts, { officePostId: post.id, showDeleted });
  const rows: ServicePost[] = list.data ?? [];
  const live = new Set(rows.filter((r) => !r.deletedDate).map((r) => r.serviceId));
  const changed = () => {
    list.reload();
    onChanged();
  };
  return (
    <DialogRoot open size="lg" scrollBehavior="inside" onOpenChange={(e) => !e.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="service-posts-dialog">
            <Dialog.Header>
              <Dialog.Title>Услуги поста «{post.name}»</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Switch.Root size="sm" checked={showDeleted} onCheckedChange={(e) => setShowDeleted(e.checked)}>
                  <Switch.HiddenInput />
                  <Switch.Control />
                  <Switch.Label>Показать удалённые</Switch.Label>
                </Switch.Root>
                <LoadState
                  loading={list.loading}
                  error={list.failed ? list.error : null}
                  empty={false}
                  onRetry={list.reload}
                >
                  {rows.length === 0 ? (
                    <Text color="fg.muted">Пост не выполняет ни одной услуги</Text>
                  ) : (
                    <Table.Root size="sm" aria-label="Услуги поста">
                      <Table.Body>
                        {rows.map((row) => (
                          <Table.Row
                            key={row.id}
                            data-testid="service-post-row"
                            color={row.deletedDate ? 'fg.muted' : undefined}
                          >
                            <Table.Cell>{row.serviceName}</Table.Cell>
                            <Table.Cell>{row.deletedDate && <Badge colorPalette="red">Удалена</Badge>}</Table.Cell>
                            <Table.Cell textAlign="end">
                              {row.deletedDate
                                ? rights.update &&
                                  !post.postDeletedDate && (
                                    <RowAction
                                      key="restore"
                                      name={`scheduler.servicePost.restore.${row.id}`}
                                      label="Восстановить"
                                      run={() => updateServicePost(row.id, { restore: true })}
                                      onDone={changed}
                                    />
                                  )
                                : rights.delete && (
                                    <RowAction
                                      key="delete"
                                      name={`scheduler.servicePost.delete.${row.id}`}
                                      label="Удалить"
                                      colorPalette="red"
                                      run={() => deleteServicePost(row.id)}
                                      onDone={changed}
                                    />
                                  )}
                            </Table.Cell>
                          </Table.Row>
                        ))}
                      </Table.Body>
                    </Table.Root>
                  )}
                </LoadState>
                {rights.insert && !post.postDeletedDate && (
                  <AddChoiceForm
                    key={round}
                    options={services.filter((s) => !live.has(s.id))}
                    label="Услуга"
                    placeholder="Выберите услугу"
                    submitLabel="Добавить услугу"
                    systemId="scheduler.servicePost.add"
                    add={(serviceId) => createServicePost({ officePostId: post.id, serviceId })}
                    onAdded={() => {
                      setRound((r) => r + 1);
                      changed();
                    }}
                  />
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack>
                <Button variant="outline" onClick={onClose}>
                  Закрыть
                </Button>
              </HStack>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
