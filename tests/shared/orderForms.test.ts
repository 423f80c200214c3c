import { describe, it } from 'vitest';
import {
  commentFormSchema,
  contactFormSchema,
  refusalFormSchema,
  smsCodeSchema,
} from '../../src/shared/schemas/orders/orderForms';
import { expectIssue, type Row } from './expectIssue';

// Recipient type ids are the form's parameters (none are fixed): 1 and 2 address a division, 3 a user.
const commentSchema = commentFormSchema({ divisionRecipientTypeIds: [1, 2], userRecipientTypeIds: [3] });

describe('comment form', () => {
  it.each<Row>([
    ['a comment to everyone passes', { recipientTypeRefValueId: 4, comment: ' Готово ' }, '', null],
    ['recipient type required', { comment: 'Готово' }, 'recipientTypeRefValueId', 'Укажите получателя'],
    [
      'division for the first division type',
      { recipientTypeRefValueId: 1, comment: 'Готово' },
      'divisionId',
      'Укажите подразделение',
    ],
    [
      'division for the second division type',
      { recipientTypeRefValueId: 2, comment: 'Готово' },
      'divisionId',
      'Укажите подразделение',
    ],
    ['division given', { recipientTypeRefValueId: 2, divisionId: 9, comment: 'Готово' }, '', null],
    ['user for the user type', { recipientTypeRefValueId: 3, comment: 'Готово' }, 'userId', 'Укажите пользователя'],
    ['user given', { recipientTypeRefValueId: 3, userId: 9, comment: 'Готово' }, '', null],
    ['trimmed comment required', { recipientTypeRefValueId: 4, comment: '   ' }, 'comment', 'Введите комментарий'],
    // A blank text must not silence the cross-field rules: the form shows every message at once.
    [
      'division asked even with a blank comment',
      { recipientTypeRefValueId: 1, comment: '  ' },
      'divisionId',
      'Укажите подразделение',
    ],
  ])('%s', (_title, input, path, message) => expectIssue(commentSchema, input, path, message));
});

describe('refusal form', () => {
  it.each<Row>([
    ['a reason passes', { reasonRefValueId: 500 }, '', null],
    ['reason required', {}, 'reasonRefValueId', 'Укажите причину отказа'],
    ['reason 503 needs a comment', { reasonRefValueId: 503, comment: ' ' }, 'comment', 'Введите комментарий'],
    ['reason 503 with a comment', { reasonRefValueId: 503, comment: 'Передумал' }, '', null],
  ])('%s', (_title, input, path, message) => expectIssue(refusalFormSchema, input, path, message));
});

describe('contact form', () => {
  const contact = { typeRefValueId: 1, note: 'Перезвонить' };
  it.each<Row>([
    ['type and note pass', contact, '', null],
    ['type required', { ...contact, typeRefValueId: undefined }, 'typeRefValueId', 'Укажите тип контакта'],
    ['note required', { ...contact, note: '' }, 'note', 'Введите комментарий к контакту'],
    [
      'next date and note together pass',
      { ...contact, nextContactDate: '01.03.2025 10:30', nextNote: 'Уточнить' },
      '',
      null,
    ],
    [
      'next note needs a date',
      { ...contact, nextNote: 'Уточнить' },
      'nextContactDate',
      'Укажите дату следующего контакта',
    ],
    [
      'next date needs a note',
      { ...contact, nextContactDate: '01.03.2025' },
      'nextNote',
      'Введите комментарий к следующему контакту',
    ],
    [
      'next date must be a date',
      { ...contact, nextContactDate: '32.03.2025', nextNote: 'Уточнить' },
      'nextContactDate',
      'Ошибка ввода даты',
    ],
  ])('%s', (_title, input, path, message) => expectIssue(contactFormSchema, input, path, message));
});

describe('SMS code', () => {
  it.each<Row>([
    ['six digits pass', { smsCode: '123456' }, '', null],
    ['required', { smsCode: '' }, 'smsCode', 'Введите код из СМС'],
    ['digits only', { smsCode: '12a4' }, 'smsCode', 'Поддерживаются только цифры'],
    ['at most 6', { smsCode: '1234567' }, 'smsCode', 'Максимальная длина 6 символов'],
  ])('%s', (_title, input, path, message) => expectIssue(smsCodeSchema, input, path, message));
});
