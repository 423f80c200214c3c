import { Button, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { TableQuery } from '../../../../machines/kit/dataTableTypes';
import type { QrCodeBatchesFind } from '../../../shared/schemas/qrcodes';
import { findQrCodeBatches, qrCodeBatchesPageLogic } from '../../api/qrcodes/qrCodesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import { type FilterDef, knownSortField } from '../../components/dataTable/tableTypes';
import { ConfirmDeleteDialog } from '../../components/dialogs/ConfirmDeleteDialog';
import { IfAllowed } from '../../components/PermissionGate';
import { usePartnerChoice } from '../../components/partnerChoice/usePartnerChoices';
import { saveBlob } from '../../components/saveBlob';
import { inspect } from '../../debug/inspector';
import { useAllowed } from '../../session/useSession';
import { notify, notifyError } from '../../toasts/toaster';
import { QrCodeBatchCodesDialog } from './QrCodeBatchCodesDialog';
import { QrCodeBatchCreateDialog } from './QrCodeBatchCreateDialog';
import { qrCodeBatchColumns } from './qrCodeBatchColumns';

const KEY = 'qrcodes';
const SORTS: NonNullable<QrCodeBatchesFind['sortField']>[] = ['createdAt', 'id'];

async function loadBatches(q: TableQuery) {
  const partnerId = Number(q.filters.partnerId) || undefined;
  const { items, total } = await findQrCodeBatches({
    offset: q.offset,
    size: q.size,
    sortField: knownSortField(q.sortField, SORTS, 'createdAt'),
    sortOrder: q.sortOrder,
    partnerId,
  });
  return { rows: items, total };
}

/**
 * /qrcodes: batches of pre-printed QR labels, newest first (a partner's staff: their partner's). 'Создать коды' makes
 * a batch; a row prints its label sheet, lists its codes, or is deleted while none of its codes is on a tyre.
 */
export default function QrCodesPage({ title }: { title: string }) {
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const partners = usePartnerChoice();
  const actor = useActorRef(
    qrCodeBatchesPageLogic.provide({
      actions: {
        saveSheet: (_, sheet) => saveBlob(sheet.blob as Blob, sheet.fileName),
        notifyPrintFailed: (_, error) => notifyError(error.message, error.status),
        notifyDeleted: ({ context }) =>
          notify({ type: 'success', title: 'Партия удалена', description: `№ ${context.batch?.id}` }),
      },
    }),
    { inspect, systemId: 'qrCodeBatchesPage' },
  );
  const version = useSelector(actor, (s) => s.context.version);
  const batch = useSelector(actor, (s) => s.context.batch);
  const error = useSelector(actor, (s) => s.context.error);
  const creating = useSelector(actor, (s) => s.matches('creating'));
  const viewing = useSelector(actor, (s) => s.matches('viewingCodes'));
  const confirming = useSelector(actor, (s) => s.matches('deleting'));
  const deleting = useSelector(actor, (s) => s.hasTag('busy'));
  const printingId = useSelector(actor, (s) => (s.hasTag('printing') ? (s.context.batch?.id ?? null) : null));

  // Platform staff filter by partner; a partner's staff see only their own anyway.
  const filters: FilterDef[] = partners.locked
    ? []
    : [
        {
          id: 'partnerId',
          label: 'Партнёр',
          type: 'select',
          options: partners.options.map((p) => ({ value: String(p.value), label: p.label })),
        },
      ];
  const columns = qrCodeBatchColumns({
    printingId,
    print: (b) => actor.send({ type: 'batches.print', batch: b }),
    codes: (b) => actor.send({ type: 'batches.codes', batch: b }),
    remove: canDelete ? (b) => actor.send({ type: 'batches.delete', batch: b }) : undefined,
  });

  return (
    <>
      <DataTablePage
        title={title}
        tableKey="qrcodes"
        columns={columns}
        filters={filters}
        load={loadBatches}
        defaults={{ sortField: 'createdAt', sortOrder: 'DESC' }}
        rowKey={(b) => b.id}
        onOpen={(b) => actor.send({ type: 'batches.codes', batch: b })}
        reloadKey={version}
        actions={
          <IfAllowed operation={KEY} flags={['permissionInsert']}>
            <Button size="sm" colorPalette="blue" onClick={() => actor.send({ type: 'batches.create' })}>
              Создать коды
            </Button>
          </IfAllowed>
        }
      />
      {creating && (
        <QrCodeBatchCreateDialog
          onClose={() => actor.send({ type: 'dialog.close' })}
          onCreated={() => actor.send({ type: 'batches.created' })}
        />
      )}
      {viewing && batch && (
        <QrCodeBatchCodesDialog batch={batch} onClose={() => actor.send({ type: 'dialog.close' })} />
      )}
      <ConfirmDeleteDialog
        open={confirming}
        title="Удалить партию?"
        deleting={deleting}
        error={error}
        testId="qr-batch-delete"
        onCancel={() => actor.send({ type: 'dialog.close' })}
        onConfirm={() => actor.send({ type: 'delete.confirm' })}
      >
        <Text>
          Партия № {batch?.id} ({batch?.count} кодов) будет удалена вместе с кодами. Напечатанные этикетки этой партии
          станут недействительны.
        </Text>
      </ConfirmDeleteDialog>
    </>
  );
}
