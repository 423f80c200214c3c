import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TyreBrandRow, TyreModelRow } from '../../../shared/schemas/tyreReference';
import { fetchTyreBrands, fetchTyreModels, putTyreBrand, putTyreModel } from '../../api/tires/tyreReferenceApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import { ConfirmCallDialog } from '../../components/dialogs/ConfirmCallDialog';
import { ShowDeletedSwitch } from '../../components/ShowDeletedSwitch';
import { usePageTitle } from '../../components/usePageTitle';
import { useAllowed } from '../../session/useSession';
import { TyreNameDialog } from './TyreNameDialog';
import { tyreColumns } from './tyreReferenceColumns';

const KEY = 'tyre.reference';
type Level = 'brand' | 'model';
type Row = TyreBrandRow | TyreModelRow;
/** The dialog open now: add or rename (name), delete or restore (toggle). */
type Dialog = { level: Level; kind: 'name'; row: Row | null } | { level: Level; kind: 'toggle'; row: Row } | null;

/**
 * /tyre/reference: tyre brands (search, 'Показывать удалённые') and, beside them, the models of the brand chosen;
 * add, rename, delete and restore both, each asked first.
 */
export default function TyreReferencePage({ title }: { title: string }) {
  usePageTitle(title);
  const canInsert = useAllowed(KEY, ['permissionInsert']);
  const canUpdate = useAllowed(KEY, ['permissionUpdate']);
  const canDelete = useAllowed(KEY, ['permissionDelete']);
  const [showDeletedBrands, setShowDeletedBrands] = useState(false);
  const [showDeletedModels, setShowDeletedModels] = useState(false);
  const [brand, setBrand] = useState<TyreBrandRow | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [version, setVersion] = useState({ brand: 0, model: 0 });
  const changed = (level: Level) => setVersion((v) => ({ ...v, [level]: v[level] + 1 }));
  const columnsFor = (level: Level) =>
    tyreColumns<Row>({
      canRename: canUpdate,
      canDelete,
      canRestore: canUpdate,
      onRename: (row) => setDialog({ level, kind: 'name', row }),
      onToggleDeleted: (row) => setDialog({ level, kind: 'toggle', row }),
    });
  const put = (level: Level, body: { id?: number; name?: string; deleted?: boolean }) =>
    level === 'brand' ? putTyreBrand(body) : putTyreModel({ ...body, brandId: body.id ? undefined : brand?.id });
  const noun = (level: Level) => (level === 'brand' ? 'производителя' : 'модель');

  return (
    <Stack gap="6" data-testid="tyre-reference">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
        <DataTablePage<Row>
          embedded
          title="Производители"
          tableKey="tyre.reference.brands"
          mode="local"
          columns={columnsFor('brand')}
          load={async () => {
            const rows = await fetchTyreBrands(showDeletedBrands);
            return { rows, total: rows.length };
          }}
          rowKey={(r) => r.id}
          onOpen={(r) => setBrand(r as TyreBrandRow)}
          defaults={{ sortField: 'name', sortOrder: 'ASC' }}
          paramsKey={showDeletedBrands}
          reloadKey={version.brand}
          actions={
            <Flex gap="3" align="center" wrap="wrap">
              <ShowDeletedSwitch checked={showDeletedBrands} onChange={setShowDeletedBrands} />
              {canInsert && (
                <Button size="sm" onClick={() => setDialog({ level: 'brand', kind: 'name', row: null })}>
                  Добавить производителя
                </Button>
              )}
            </Flex>
          }
        />
        {brand ? (
          <DataTablePage<Row>
            key={brand.id}
            embedded
            title={`Модели производителя «${brand.name}»`}
            tableKey="tyre.reference.models"
            mode="local"
            columns={columnsFor('model')}
            load={async () => {
              const rows = await fetchTyreModels(brand.id, showDeletedModels);
              return { rows, total: rows.length };
            }}
            rowKey={(r) => r.id}
            defaults={{ sortField: 'name', sortOrder: 'ASC' }}
            paramsKey={showDeletedModels}
            reloadKey={version.model}
            actions={
              <Flex gap="3" align="center" wrap="wrap">
                <ShowDeletedSwitch checked={showDeletedModels} onChange={setShowDeletedModels} />
                {canInsert && !brand.deletedDate && (
                  <Button size="sm" onClick={() => setDialog({ level: 'model', kind: 'name', row: null })}>
                    Добавить модель
                  </Button>
                )}
              </Flex>
            }
          />
        ) : (
          <Text color="fg.muted" py="4">
            Выберите производителя, чтобы увидеть его модели
          </Text>
        )}
      </SimpleGrid>
      {dialog?.kind === 'name' && (
        <TyreNameDialog
          level={dialog.level}
          current={dialog.row}
          save={(name) => put(dialog.level, { id: dialog.row?.id, name })}
          onClose={() => setDialog(null)}
          onSaved={() => {
            changed(dialog.level);
            if (dialog.level === 'brand' && dialog.row?.id === brand?.id) setBrand(null);
          }}
        />
      )}
      {dialog?.kind === 'toggle' && (
        <ConfirmCallDialog
          title={dialog.row.deletedDate ? `Восстановить ${noun(dialog.level)}?` : `Удалить ${noun(dialog.level)}?`}
          confirmLabel={dialog.row.deletedDate ? 'Восстановить' : 'Удалить'}
          confirmPalette={dialog.row.deletedDate ? 'blue' : 'red'}
          testId="tyre-reference-confirm"
          call={() => put(dialog.level, { id: dialog.row.id, deleted: !dialog.row.deletedDate })}
          onDone={() => {
            changed(dialog.level);
            if (dialog.level === 'brand' && dialog.row.id === brand?.id) setBrand(null);
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        >
          <Text>
            «{dialog.row.name}»{' '}
            {dialog.row.deletedDate
              ? 'снова появится в формах шинного сервиса.'
              : 'пропадёт из форм шинного сервиса; его можно будет восстановить.'}
          </Text>
        </ConfirmCallDialog>
      )}
    </Stack>
  );
}
