import { z } from 'zod';
import { isoDateSchema } from '../fields/dates';
import { optionalEmailSchema } from '../fields/email';
import { isFilled, optionalField, optionalId, optionalText, refId, withRules } from '../fields/formFields';
import { optionalMiddleNameSchema, personName } from '../fields/names';
import { normalizePhone, optionalPhoneSchema } from '../fields/phone';

// The client form. Field names are the client entity's. The names follow the generic name rule with the form's own
// required messages; phone, status and registration date are read-only in the form, phoneNumber is carried only so the
// contact phones can be compared with it.

export interface ClientFormOptions {
  /** The last name is required only on wide screens. */
  wide: boolean;
}

const lastName = personName('Укажите фамилию клиента', { hyphenAndSpace: true });

const clientShape = (wide: boolean) =>
  z.object({
    id: optionalId,
    lastName: wide ? lastName : optionalField(lastName),
    firstName: personName('Укажите имя клиента'),
    middleName: optionalMiddleNameSchema,
    email: optionalEmailSchema,
    phoneNumber: optionalText,
    contactPhoneNumber1: optionalPhoneSchema,
    contactPhoneNumber2: optionalPhoneSchema,
    address: optionalText,
    /** yyyy-MM-dd, as the API keeps it. */
    dateOfBirth: optionalField(isoDateSchema),
    /** Reference 52. */
    genderRefValueId: optionalId,
    /** Reference 27 (76 active, 77 blocked). */
    statusRefValueId: refId('Укажите статус клиента'),
  });

/** Phones compare by their normalised form: '+7 (916) 123-45-67' and '9161234567' are the same number. */
const samePhone = (a: unknown, b: unknown) => isFilled(a) && isFilled(b) && normalizePhone(a) === normalizePhone(b);

export function clientFormSchema({ wide }: ClientFormOptions) {
  return withRules(clientShape(wide), (client, report) => {
    const { phoneNumber, contactPhoneNumber1: first, contactPhoneNumber2: second } = client;
    if (samePhone(first, phoneNumber)) report('contactPhoneNumber1', 'Номер не должен совпадать с основным');
    if (samePhone(second, phoneNumber)) report('contactPhoneNumber2', 'Номер не должен совпадать с основным');
    else if (samePhone(second, first))
      report('contactPhoneNumber2', 'Номер не должен совпадать с контактным телефоном 1');
  });
}
export type ClientFormInput = z.infer<ReturnType<typeof clientFormSchema>>;
