import { Box, Button, Flex, Heading, SimpleGrid } from '@chakra-ui/react';
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { FormValues } from '../../../../machines/kit/dirtyGuardMachine';
import { hexColourSchema } from '../../../shared/schemas/fields/colour';
import { ruDateSchema } from '../../../shared/schemas/fields/dates';
import { optionalField } from '../../../shared/schemas/fields/formFields';
import { firstNameSchema } from '../../../shared/schemas/fields/names';
import { russianPhone } from '../../../shared/schemas/fields/phone';
import { timeSchema } from '../../../shared/schemas/scheduler/schedulerTime';
import { fillConformForm } from '../../components/drafts/fillConformForm';
import { AddressInput } from '../../components/inputs/AddressInput';
import { ColorInput } from '../../components/inputs/ColorInput';
import { DateInput } from '../../components/inputs/DateInput';
import { PhoneInput } from '../../components/inputs/PhoneInput';
import { PlateInput } from '../../components/inputs/PlateInput';
import { SnilsInput } from '../../components/inputs/SnilsInput';
import { TimeInput } from '../../components/inputs/TimeInput';
import { VinInput } from '../../components/inputs/VinInput';
import { Notice } from '../../components/Notice';
import { RequiredNote } from '../../components/RequiredNote';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useDirtyGuard } from '../../components/useDirtyGuard';

// The kit's fields on the shared rules; nothing is sent anywhere: QA checks masks, messages and the leave guard.
const kitSchema = z.object({
  firstName: firstNameSchema,
  phone: russianPhone(),
  birthDate: ruDateSchema,
  visitTime: timeSchema,
  snils: optionalField(z.string().regex(/^\d{3}-\d{3}-\d{3}-\d{2}$/, 'Укажите СНИЛС полностью')),
  plate: optionalField(z.string()),
  vin: optionalField(z.string()),
  colour: optionalField(hexColourSchema),
  address: optionalField(z.string()),
  gender: z.string({ error: 'Укажите пол' }).min(1, 'Укажите пол'),
  empty: optionalField(z.string()),
});

const ADDRESSES = [
  'Москва, ул. Тверская, д. 1',
  'Москва, ул. Тверская, д. 7',
  'Москва, Тверской бульвар, д. 26',
  'Казань, ул. Баумана, д. 10',
];
const suggest = async (q: string) => ADDRESSES.filter((a) => a.toLowerCase().includes(q.toLowerCase())).slice(0, 10);

export function KitForm() {
  const guard = useDirtyGuard({
    name: 'kit.form.guard',
    initialValues: {},
    restore: (values) => fillConformForm(form, values),
  });
  const [checked, setChecked] = useState(false);
  // The fields are text as typed; the schema turns them into values (optional ones are 'unknown' to zod's input).
  const [form, fields] = useForm<Record<string, string>>({
    id: 'kit-form',
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: kitSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === 'success') {
        setChecked(true);
        guard.saved();
      }
    },
  });
  useEffect(() => guard.change((form.value ?? {}) as FormValues), [form.value, guard.change]);

  return (
    <Box as="section" aria-labelledby="kit-form-title">
      <Heading as="h2" size="md" id="kit-form-title" mb="3">
        Форма с масками и защитой от потери изменений
      </Heading>
      <form {...getFormProps(form)} noValidate>
        {guard.restoredNotice}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <TextField meta={fields.firstName} label="Имя" required />
          <PhoneInput meta={fields.phone} label="Телефон" required />
          <DateInput meta={fields.birthDate} label="Дата рождения" required />
          <TimeInput meta={fields.visitTime} label="Время визита" required />
          <SnilsInput meta={fields.snils} label="СНИЛС" />
          <PlateInput meta={fields.plate} label="Гос.номер" />
          <VinInput meta={fields.vin} label="VIN" />
          <ColorInput meta={fields.colour} label="Цвет" />
          <AddressInput meta={fields.address} label="Адрес" suggest={suggest} />
          <SelectField
            meta={fields.gender}
            label="Пол"
            required
            options={[
              { value: '9001', label: 'Мужской' },
              { value: '9002', label: 'Женский' },
            ]}
          />
          <SelectField meta={fields.empty} label="Пустой список" options={[]} />
        </SimpleGrid>
        <RequiredNote />
        <Flex gap="2" mt="3">
          <Button type="submit" disabled={!guard.dirty}>
            Проверить
          </Button>
        </Flex>
      </form>
      {checked && !guard.dirty && (
        <Notice status="success" mt="3" data-testid="kit-form-ok" title="Форма заполнена верно" />
      )}
      {guard.dialog}
    </Box>
  );
}
