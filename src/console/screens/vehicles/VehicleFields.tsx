import { SimpleGrid } from '@chakra-ui/react';
import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { fetchGenerations, fetchMakes, fetchModels, fetchModifications } from '../../api/vehiclesApi';
import { PlateInput } from '../../components/inputs/PlateInput';
import { VinInput } from '../../components/inputs/VinInput';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useRemoteData } from '../../hooks/useRemoteData';

export type VehicleFieldValues = Record<string, string>;
type Field = FieldMetadata<string>;

interface Props {
  form: FormMetadata<VehicleFieldValues>;
  fields: Record<string, Field>;
  serverErrors: Record<string, string>;
  /** The plate is editable only with order.vehicle.number (or for a new vehicle). */
  canEditNumber: boolean;
  defaultForeign: boolean;
}

const idOf = (value: unknown) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};
const optionsOf = <T,>(rows: T[] | undefined, label: (row: T) => string, value: (row: T) => number): SelectOption[] =>
  (rows ?? []).map((row) => ({ value: value(row), label: label(row) }));
const years = (from: number | null, to: number | null) => (from ? ` (${from}–${to ?? 'н.в.'})` : '');

/**
 * A select's options arrive after it is mounted. Until then it offers its current value alone ('Загрузка…'), so the
 * form reads the right value from it whenever it looks; once the options are there it is mounted again (a native
 * select keeps the option it could show at mount), showing the chosen one among them.
 */
function levelOptions(loading: boolean, options: SelectOption[], current: unknown): SelectOption[] {
  if (!loading) return options;
  return typeof current === 'string' && current !== '' ? [{ value: current, label: 'Загрузка…' }] : [];
}
const optionsKey = (parent: unknown, loading: boolean) => `${String(parent)}:${loading ? 'loading' : 'loaded'}`;

/** One level of the cascade: disabled (natively, through its fieldset) until its parent is chosen. */
function Level({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={!enabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

/** A change of a parent select empties the selects below it. */
function useResetBelow(form: Props['form'], value: unknown, below: string[]) {
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    for (const name of below) form.update({ name, value: '' });
  }, [form, value, below]);
}

const BELOW_MAKE = ['modelId', 'generationId', 'modificationId'];
const BELOW_MODEL = ['generationId', 'modificationId'];
const BELOW_GENERATION = ['modificationId'];

/**
 * The vehicle form's fields: make -> model -> generation -> modification,
 * each select enabled once its parent is chosen ('Нет вариантов' when the catalogue has nothing), the plate with
 * 'Не РФ', VIN, STS, PTS and the year of issue. The rules and messages are the shared vehicleFormSchema's.
 */
export function VehicleFields({ form, fields, serverErrors, canEditNumber, defaultForeign }: Props) {
  const makeId = idOf(fields.makeId.value);
  const modelId = idOf(fields.modelId.value);
  const generationId = idOf(fields.generationId.value);
  useResetBelow(form, makeId, BELOW_MAKE);
  useResetBelow(form, modelId, BELOW_MODEL);
  useResetBelow(form, generationId, BELOW_GENERATION);

  const makes = useRemoteData('vehicleForm.makes', () => fetchMakes(), null);
  const models = useRemoteData(
    'vehicleForm.models',
    (id: number | null) => (id ? fetchModels(id) : Promise.resolve([])),
    makeId,
  );
  const generations = useRemoteData(
    'vehicleForm.generations',
    (id: number | null) => (id ? fetchGenerations(id) : Promise.resolve([])),
    modelId,
  );
  const modifications = useRemoteData(
    'vehicleForm.modifications',
    (id: number | null) => (id ? fetchModifications(id) : Promise.resolve([])),
    generationId,
  );

  const makeOptions = levelOptions(
    makes.loading,
    optionsOf(
      makes.data,
      (m) => m.title,
      (m) => m.id,
    ),
    fields.makeId.value,
  );
  const modelOptions = levelOptions(
    models.loading,
    optionsOf(
      models.data,
      (m) => m.title,
      (m) => m.id,
    ),
    fields.modelId.value,
  );
  const generationOptions = levelOptions(
    generations.loading,
    optionsOf(
      generations.data,
      (g) => `${g.name}${years(g.yearFrom, g.yearTo)}`,
      (g) => g.id,
    ),
    fields.generationId.value,
  );
  const modificationOptions = levelOptions(
    modifications.loading,
    optionsOf(
      modifications.data,
      (m) => m.name,
      (m) => m.id,
    ),
    fields.modificationId.value,
  );
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <SelectField
        key={optionsKey('', makes.loading)}
        meta={fields.makeId}
        label="Марка"
        required
        serverError={serverErrors.makeId}
        options={makeOptions}
      />
      <Level enabled={makeId !== null}>
        <SelectField
          key={optionsKey(makeId, models.loading)}
          meta={fields.modelId}
          label="Модель"
          required
          serverError={serverErrors.modelId}
          options={modelOptions}
        />
      </Level>
      <Level enabled={modelId !== null}>
        <SelectField
          key={optionsKey(modelId, generations.loading)}
          meta={fields.generationId}
          label="Поколение"
          serverError={serverErrors.generationId}
          options={generationOptions}
        />
      </Level>
      <Level enabled={generationId !== null}>
        <SelectField
          key={optionsKey(generationId, modifications.loading)}
          meta={fields.modificationId}
          label="Модификация"
          serverError={serverErrors.modificationId}
          options={modificationOptions}
        />
      </Level>
      <PlateInput
        meta={fields.number}
        label="Гос.номер"
        required
        serverError={serverErrors.number}
        readOnly={!canEditNumber}
        defaultForeign={defaultForeign}
        foreignName={fields.foreign.name}
      />
      {/* A read-only plate disables its 'Не РФ' box, and a disabled box is not submitted: keep the flag. */}
      {!canEditNumber && defaultForeign && <input type="hidden" name={fields.foreign.name} value="on" />}
      <VinInput meta={fields.vin} label="VIN" serverError={serverErrors.vin} />
      <TextField meta={fields.stsNumber} label="СТС" serverError={serverErrors.stsNumber} />
      <TextField meta={fields.ptsNumber} label="ПТС" serverError={serverErrors.ptsNumber} />
      <TextField
        meta={fields.yearOfIssue}
        label="Год выпуска"
        inputMode="numeric"
        serverError={serverErrors.yearOfIssue}
      />
    </SimpleGrid>
  );
}
