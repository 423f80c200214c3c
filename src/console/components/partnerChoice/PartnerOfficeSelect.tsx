import { SelectField } from '../SelectField';
import { useOfficeChoice } from './usePartnerChoices';

/** An office of the chosen partner only; the list follows the partner field and is empty without one. */
export function PartnerOfficeSelect({
  partnerId,
  meta,
  label,
  placeholder,
  serverError,
}: {
  partnerId: number | null;
  meta: Parameters<typeof SelectField>[0]['meta'];
  label: string;
  /** The empty choice («Без офиса»). */
  placeholder: string;
  serverError?: string;
}) {
  const offices = useOfficeChoice(partnerId);
  return (
    <SelectField
      key={`offices-${partnerId}-${offices.length}`}
      meta={meta}
      label={label}
      placeholder={placeholder}
      options={offices}
      serverError={serverError}
    />
  );
}
