import { Box, Button, Field, Flex, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { ReportFormValues } from '../../../../../machines/reports/reportMachine';
import { IsoDateInput } from '../../../components/inputs/IsoDateInput';
import {
  useOfficeChoice,
  usePartnerChoice,
  useServiceChoice,
  useUserChoice,
} from '../../../components/partnerChoice/usePartnerChoices';
import type { SelectOption } from '../../../components/SelectField';
import { formErrors, PERIOD_PRESETS, presetValues, type ReportFilterField } from './reportForm';

// The report's filters: the period (with quick presets) and the partner, office, service and user the report offers.
// «Сформировать» runs the report with them; an invalid period is named under its field and nothing is run.

interface Props {
  fields: ReportFilterField[];
  values: ReportFormValues;
  onChange: (values: ReportFormValues) => void;
  onRun: () => void;
  onReset: () => void;
  busy: boolean;
  /** Errors shown once the user tried to run (the form says nothing while it is being filled in). */
  showErrors: boolean;
}

export function ReportFilterForm({ fields, values, onChange, onRun, onReset, busy, showErrors }: Props) {
  const errors = showErrors ? formErrors(values) : {};
  const partnerId = values.partnerId ? Number(values.partnerId) : null;
  const has = (f: ReportFilterField) => fields.includes(f);
  return (
    <Box
      as="form"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      data-testid="report-filters"
      onSubmit={(e) => {
        e.preventDefault();
        onRun();
      }}
    >
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
        <Field.Root invalid={!!errors.dateFrom} required>
          <Field.Label>Период с</Field.Label>
          <IsoDateInput size="sm" value={values.dateFrom ?? ''} onChange={(v) => onChange({ dateFrom: v })} />
          <Field.ErrorText>{errors.dateFrom}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.dateTo} required>
          <Field.Label>по</Field.Label>
          <IsoDateInput size="sm" value={values.dateTo ?? ''} onChange={(v) => onChange({ dateTo: v })} />
          <Field.ErrorText>{errors.dateTo}</Field.ErrorText>
        </Field.Root>
        {has('partner') && <PartnerField values={values} onChange={onChange} />}
        {has('office') && (
          <OfficeField partnerId={partnerId} value={values.officeId} onChange={(v) => onChange({ officeId: v })} />
        )}
        {has('service') && <ServiceField value={values.serviceId} onChange={(v) => onChange({ serviceId: v })} />}
        {has('user') && (
          <UserField partnerId={partnerId} value={values.userId} onChange={(v) => onChange({ userId: v })} />
        )}
      </SimpleGrid>
      <Flex gap="2" mt="3" wrap="wrap" align="center">
        {PERIOD_PRESETS.map((p) => (
          <Button key={p.label} size="xs" variant="ghost" onClick={() => onChange(presetValues(p))}>
            {p.label}
          </Button>
        ))}
      </Flex>
      <Flex gap="2" mt="3" wrap="wrap">
        <Button size="sm" type="submit" loading={busy} data-testid="report-run">
          Сформировать
        </Button>
        <Button size="sm" variant="outline" onClick={onReset}>
          Сбросить фильтр
        </Button>
      </Flex>
    </Box>
  );
}

function Choice({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  label: string;
  value: string | undefined;
  options: SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">Все</option>
          {options.map((o) => (
            <option key={o.value} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** A partner's staff cannot choose another partner: the locked choice ignores changes. */
const keepOwnPartner = (_value: string) => undefined;

function PartnerField({ values, onChange }: { values: ReportFormValues; onChange: (v: ReportFormValues) => void }) {
  const { options, locked } = usePartnerChoice();
  // A partner's staff see their own partner, fixed: the server keeps them to it anyway.
  if (locked)
    return (
      <Choice
        label="Партнёр"
        value={String(options[0]?.value ?? '')}
        options={options}
        onChange={keepOwnPartner}
        disabled
      />
    );
  // Another partner's offices and users are not this one's: changing the partner clears them.
  return (
    <Choice
      label="Партнёр"
      value={values.partnerId}
      options={options}
      onChange={(v) => onChange({ partnerId: v, officeId: '', userId: '' })}
    />
  );
}

function OfficeField(props: { partnerId: number | null; value?: string; onChange: (v: string) => void }) {
  const { ownPartnerId } = usePartnerChoice();
  const options = useOfficeChoice(props.partnerId ?? ownPartnerId);
  return <Choice label="Офис" value={props.value} options={options} onChange={props.onChange} />;
}

function ServiceField(props: { value?: string; onChange: (v: string) => void }) {
  return <Choice label="Услуга" value={props.value} options={useServiceChoice()} onChange={props.onChange} />;
}

function UserField(props: { partnerId: number | null; value?: string; onChange: (v: string) => void }) {
  return (
    <Choice label="Сотрудник" value={props.value} options={useUserChoice(props.partnerId)} onChange={props.onChange} />
  );
}
