import { Button, Flex, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode, useState } from 'react';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import type { ColumnDef } from '../../components/dataTable/tableTypes';
import { ConfirmCallDialog } from '../../components/dialogs/ConfirmCallDialog';
import { IfAllowed } from '../../components/PermissionGate';
import { ShowDeletedSwitch } from '../../components/ShowDeletedSwitch';
import { useAllowed } from '../../session/useSession';
import { runRowCall } from './runRowCall';
import { ServiceFilter } from './ServiceFilter';
import { useContentServices } from './useContentServices';

/** What a content list asks of a row's actions column. */
export interface RowActions<Row> {
  canDelete: boolean;
  canRestore: boolean;
  onDelete: (row: Row) => void;
  onRestore: (row: Row) => void;
}

interface Props<Row extends { id: number }> {
  title: string;
  /** The screen's operation key: its flags gate adding, deleting and restoring. */
  operation: string;
  fetchRows: (serviceId: number | undefined, showDeleted: boolean) => Promise<Row[]>;
  restore: (id: number) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  restoredText: string;
  columns: (actions: RowActions<Row>) => ColumnDef<Row>[];
  sortField: string;
  deletedLabel?: string;
  /** The row's dialog; `row` null when adding. */
  dialog: (props: {
    row: Row | null;
    serviceId: number | undefined;
    onClose: () => void;
    onChanged: () => void;
  }) => ReactNode;
  deleteTitle: string;
  deleteTestId: string;
  deleteText: (row: Row) => string;
}

/**
 * A site content list kept per service (blog posts, reviews): the service filter, «Показывать удалённые», newest
 * first; a row opens its dialog, «Удалить» asks first and «Восстановить» brings a deleted row back.
 */
export function ServiceContentPage<Row extends { id: number }>(props: Props<Row>) {
  const { operation } = props;
  const services = useContentServices() ?? [];
  const canDelete = useAllowed(operation, ['permissionDelete']);
  const canRestore = useAllowed(operation, ['permissionUpdate']);
  const [serviceId, setServiceId] = useState<number | undefined>(undefined);
  const [showDeleted, setShowDeleted] = useState(false);
  // undefined: closed; null: adding.
  const [open, setOpen] = useState<Row | null | undefined>(undefined);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((v) => v + 1);
  const load = async () => {
    const rows = await props.fetchRows(serviceId, showDeleted);
    return { rows, total: rows.length };
  };
  const columns = props.columns({
    canDelete,
    canRestore,
    onDelete: setRemoving,
    onRestore: (row) => runRowCall(() => props.restore(row.id), props.restoredText, reload),
  });

  return (
    <>
      <DataTablePage
        title={props.title}
        tableKey={operation}
        mode="local"
        columns={columns}
        load={load}
        rowKey={(row) => row.id}
        onOpen={(row) => setOpen(row)}
        defaults={{ sortField: props.sortField, sortOrder: 'DESC' }}
        paramsKey={`${serviceId}:${showDeleted}`}
        reloadKey={version}
        deletedLabel={props.deletedLabel}
        actions={
          <Flex gap="3" align="center" wrap="wrap">
            <ServiceFilter services={services} value={serviceId} onChange={setServiceId} />
            <ShowDeletedSwitch checked={showDeleted} onChange={setShowDeleted} />
            <IfAllowed operation={operation} flags={['permissionInsert']}>
              <Button size="sm" colorPalette="blue" onClick={() => setOpen(null)}>
                Добавить
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {open !== undefined && (
        <Fragment key={open?.id ?? 'new'}>
          {props.dialog({ row: open, serviceId, onClose: () => setOpen(undefined), onChanged: reload })}
        </Fragment>
      )}
      {removing && (
        <ConfirmCallDialog
          title={props.deleteTitle}
          confirmLabel="Удалить"
          confirmPalette="red"
          testId={props.deleteTestId}
          call={() => props.remove(removing.id)}
          onDone={() => {
            setRemoving(null);
            reload();
          }}
          onCancel={() => setRemoving(null)}
        >
          <Text>{props.deleteText(removing)}</Text>
        </ConfirmCallDialog>
      )}
    </>
  );
}
