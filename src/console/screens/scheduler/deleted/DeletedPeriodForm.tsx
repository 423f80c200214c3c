import { Button, HStack } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { parseRuDate, toRuDate } from '../../../../shared/format';
import { DateInput } from '../../../components/inputs/DateInput';
import { type DeletedJournalFormValues, deletedJournalFormSchema } from './deletedJournalFormSchema';

interface Props {
  /** The applied period, 'yyyy-MM-dd'. */
  fromDate: string;
  toDate: string;
  loading: boolean;
  onApply: (period: { fromDate: string; toDate: string }) => void;
}

/** 'С' / 'По' of the deleted journal; 'Показать' applies them. */
export function DeletedPeriodForm({ fromDate, toDate, loading, onApply }: Props) {
  const [form, fields] = useForm<DeletedJournalFormValues>({
    id: 'deleted-period',
    defaultValue: { fromDate: toRuDate(fromDate), toDate: toRuDate(toDate) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: deletedJournalFormSchema }),
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === 'success')
        onApply({ fromDate: parseRuDate(submission.value.fromDate)!, toDate: parseRuDate(submission.value.toDate)! });
    },
  });
  return (
    <form {...getFormProps(form)}>
      <HStack gap="4" align="start" wrap="wrap">
        <DateInput meta={fields.fromDate} label="С" required />
        <DateInput meta={fields.toDate} label="По" required />
        <Button type="submit" size="sm" colorPalette="blue" mt="7" loading={loading} loadingText="Показать">
          Показать
        </Button>
      </HStack>
    </form>
  );
}
