import { Button, Checkbox, Flex, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { Ref, RefValue } from '../../../shared/schemas/references';
import { fetchRefs, fetchRefValues } from '../../api/referencesApi';
import { DataTablePage } from '../../components/dataTable/DataTablePage';
import { IfAllowed } from '../../components/PermissionGate';
import { usePageTitle } from '../../components/usePageTitle';
import { RefDialog } from './RefDialog';
import { RefValueDialog } from './RefValueDialog';
import { REF_COLUMNS, REF_VALUE_COLUMNS } from './refColumns';

const KEY = 'universalreference';
type Editing<T> = { item: T | null } | null;

function ShowDeleted({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <Checkbox.Root size="sm" checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Reference books and their values (statuses, genders, bonus operation types...): the ids every screen relies on. */
export default function UniversalReferencePage({ title }: { title: string }) {
  usePageTitle(title);
  const [showDeletedRefs, setShowDeletedRefs] = useState(false);
  const [showDeletedValues, setShowDeletedValues] = useState(false);
  const [selected, setSelected] = useState<Ref | null>(null);
  const [editingRef, setEditingRef] = useState<Editing<Ref>>(null);
  const [editingValue, setEditingValue] = useState<Editing<RefValue>>(null);
  const [refsVersion, setRefsVersion] = useState(0);
  const [valuesVersion, setValuesVersion] = useState(0);

  return (
    <Stack gap="8">
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <DataTablePage
        embedded
        inUrl
        title="Справочники"
        tableKey="universalreference.refs"
        mode="local"
        columns={REF_COLUMNS}
        load={async () => {
          const rows = await fetchRefs(showDeletedRefs);
          return { rows, total: rows.length };
        }}
        rowKey={(r) => r.id}
        onOpen={(r) => setSelected(r)}
        defaults={{ sortField: 'id', sortOrder: 'ASC' }}
        reloadKey={`${showDeletedRefs}:${refsVersion}`}
        actions={
          <Flex gap="3" align="center">
            <ShowDeleted checked={showDeletedRefs} onChange={setShowDeletedRefs} label="Показать удалённые" />
            <IfAllowed operation={KEY} flags={['permissionInsert']}>
              <Button size="sm" onClick={() => setEditingRef({ item: null })}>
                Добавить справочник
              </Button>
            </IfAllowed>
          </Flex>
        }
      />
      {selected && (
        <DataTablePage
          key={selected.id}
          embedded
          title={`Значения справочника «${selected.name}» (id ${selected.id})`}
          tableKey="universalreference.values"
          mode="local"
          columns={REF_VALUE_COLUMNS}
          load={async () => {
            const rows = await fetchRefValues(selected.id, showDeletedValues);
            return { rows, total: rows.length };
          }}
          rowKey={(v) => v.id}
          onOpen={(v) => setEditingValue({ item: v })}
          defaults={{ sortField: 'sort', sortOrder: 'ASC' }}
          reloadKey={`${showDeletedValues}:${valuesVersion}`}
          actions={
            <Flex gap="3" align="center" wrap="wrap">
              <ShowDeleted
                checked={showDeletedValues}
                onChange={setShowDeletedValues}
                label="Показать удалённые значения"
              />
              <Button size="sm" variant="outline" onClick={() => setEditingRef({ item: selected })}>
                Изменить справочник
              </Button>
              <IfAllowed operation={KEY} flags={['permissionInsert']}>
                <Button
                  size="sm"
                  onClick={() => setEditingValue({ item: null })}
                  disabled={Boolean(selected.deletedDate)}
                >
                  Добавить значение
                </Button>
              </IfAllowed>
            </Flex>
          }
        />
      )}
      <RefDialog
        open={editingRef !== null}
        ref={editingRef?.item ?? null}
        onClose={() => setEditingRef(null)}
        onChanged={() => {
          setRefsVersion((v) => v + 1);
          setSelected(null);
        }}
      />
      {selected && (
        <RefValueDialog
          open={editingValue !== null}
          refId={selected.id}
          value={editingValue?.item ?? null}
          onClose={() => setEditingValue(null)}
          onChanged={() => setValuesVersion((v) => v + 1)}
        />
      )}
    </Stack>
  );
}
