import type { PolicyDraft } from '../../../../machines/vehicles/vehicleFormMachine';
import { ruDateToUnix, unixToRuDate } from '../../../shared/format';
import { DateInput } from '../../components/inputs/DateInput';
import { ModalForm } from '../../components/ModalForm';
import { SelectField, type SelectOption } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { type PolicyFormValues, policyFormSchema } from './policyFormSchema';

interface Props {
  open: boolean;
  /** The row being edited; null adds one. */
  policy: PolicyDraft | null;
  types: SelectOption[];
  companies: SelectOption[];
  /** Takes the policy into the vehicle form (nothing is sent until the vehicle is saved). */
  onDone: (policy: PolicyDraft) => void;
  onClose: () => void;
}

const TITLE = 'Добавление/редактирование полиса';

/** The policy dialog: type, company, number, start and expiration. */
export function PolicyDialog({ open, policy, types, companies, onDone, onClose }: Props) {
  const label = (options: SelectOption[], id: number) => options.find((o) => Number(o.value) === id)?.label ?? null;
  const take = async (values: PolicyFormValues) => {
    onDone({
      insuranceTypeRefValueId: values.insuranceTypeRefValueId,
      insuranceTypeRefValueName: label(types, values.insuranceTypeRefValueId),
      insuranceCompanyId: values.insuranceCompanyId,
      insuranceCompanyName: label(companies, values.insuranceCompanyId),
      insuranceNumber: values.insuranceNumber ?? null,
      startDate: ruDateToUnix(values.startDate as string)!,
      expirationDate: ruDateToUnix(values.expirationDate as string)!,
    });
  };
  return (
    <ModalForm
      open={open}
      title={TITLE}
      schema={policyFormSchema}
      defaultValue={
        policy
          ? {
              insuranceTypeRefValueId: policy.insuranceTypeRefValueId,
              insuranceCompanyId: policy.insuranceCompanyId,
              insuranceNumber: policy.insuranceNumber ?? '',
              startDate: unixToRuDate(policy.startDate),
              expirationDate: unixToRuDate(policy.expirationDate),
            }
          : undefined
      }
      onSubmit={take}
      onClose={onClose}
    >
      {({ fields }) => (
        <>
          <SelectField meta={fields.insuranceTypeRefValueId} label="Тип полиса" required options={types} />
          <SelectField meta={fields.insuranceCompanyId} label="Страховая компания" required options={companies} />
          <TextField meta={fields.insuranceNumber as never} label="Номер полиса" />
          <DateInput meta={fields.startDate as never} label="Дата начала" required />
          <DateInput meta={fields.expirationDate as never} label="Дата окончания" required />
        </>
      )}
    </ModalForm>
  );
}
