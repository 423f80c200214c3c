import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import { WIDGET_KEYS } from '../../shared/operationKeys';
import { isAllowed, type PermissionFlag } from '../../shared/permissions';
import { REF_IDS } from '../../shared/referenceIds';
import {
  CLIENT_CONTACT_FIELDS,
  CLIENT_PERSONAL_FIELDS,
  type ClientEditableField,
  clientCreateSchema,
  clientDeletedSchema,
  clientNameSearchQuerySchema,
  clientPhoneParamsSchema,
  clientSchema,
  clientUpdateSchema,
} from '../../shared/schemas/clients/clientEntity';
import { normalizePhone } from '../../shared/schemas/fields/phone';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import type { DbOrTx } from '../db/db';
import { isUniqueViolation } from '../db/sqlState';
import { AppError, MESSAGES, notFound } from '../errors';
import { errorResponses } from '../plugins/errorResponses';
import {
  type ClientRow,
  findClientByPhone,
  getClient,
  getClientRow,
  insertClient,
  isRefValueOf,
  phoneHolder,
  searchClientsByName,
  softDeleteClient,
  updateClient,
} from './clientsRepository';

// Clients: lookup by phone, by id and by name; create, update, delete. Reading needs the client card's key;
// writing needs order.client. On update the server also enforces what the card hides: each field group has its
// own permission, and an e-mail once set needs reference.client.email.

const CARD = 'reference.person.card';
const CLIENT_NOT_FOUND = 'Клиент не найден';
const PHONE_NOT_FOUND = 'Клиент с таким номером не найден';
export const PHONE_TAKEN = 'Клиент с таким номером уже есть';
export const GENDER_UNKNOWN = 'Выберите пол из списка';
export const STATUS_UNKNOWN = 'Укажите статус клиента';

/** The field groups of the card and the permission each needs to change. */
const GROUPS = [
  {
    fields: CLIENT_PERSONAL_FIELDS as readonly ClientEditableField[],
    operation: WIDGET_KEYS.personalData,
    flags: ['permissionUpdate'] as PermissionFlag[],
    message: 'Недостаточно прав для изменения личных данных клиента (ФИО, дата рождения, пол)',
  },
  {
    fields: CLIENT_CONTACT_FIELDS as readonly ClientEditableField[],
    operation: WIDGET_KEYS.contactDetail,
    flags: ['available'] as PermissionFlag[],
    message: 'Недостаточно прав для изменения контактных данных клиента (e-mail, телефоны, адрес)',
  },
];
const EMAIL_LOCKED = 'Недостаточно прав для изменения e-mail клиента';

const idParams = z.object({ id: idParam('Некорректный идентификатор клиента') });
const response = { 200: clientSchema, ...errorResponses };

type ClientForm = z.output<typeof clientUpdateSchema>;
type EditableValues = Pick<ClientRow, ClientEditableField>;

/** What the form's values write: blank optional fields become null, contact phones are kept normalised. */
function editableValues(form: ClientForm): EditableValues {
  const phone = (value: string | undefined) => (value ? normalizePhone(value) : null);
  return {
    lastName: form.lastName ?? null,
    firstName: form.firstName,
    middleName: form.middleName ?? null,
    dateOfBirth: form.dateOfBirth ?? null,
    genderRefValueId: form.genderRefValueId ?? null,
    email: form.email ?? null,
    contactPhoneNumber1: phone(form.contactPhoneNumber1),
    contactPhoneNumber2: phone(form.contactPhoneNumber2),
    address: form.address ?? null,
  };
}

function found<T>(value: T | null, message = CLIENT_NOT_FOUND): T {
  if (value === null) throw notFound(message);
  return value;
}

const validationError = (details: Record<string, string>) =>
  new AppError(400, ERROR_CODES.validation, MESSAGES.validation, details);

/** Field -> first message, as the central handler reports a schema's issues. */
function issueDetails(error: z.ZodError): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of error.issues) details[issue.path.join('.') || 'body'] ??= issue.message;
  return details;
}

async function checkReferences(db: DbOrTx, values: { genderRefValueId: number | null; statusRefValueId?: number }) {
  const details: Record<string, string> = {};
  if (values.genderRefValueId !== null && !(await isRefValueOf(db, REF_IDS.gender, values.genderRefValueId)))
    details.genderRefValueId = GENDER_UNKNOWN;
  if (values.statusRefValueId !== undefined && !(await isRefValueOf(db, REF_IDS.clientStatus, values.statusRefValueId)))
    details.statusRefValueId = STATUS_UNKNOWN;
  if (Object.keys(details).length > 0) throw validationError(details);
}

function phoneTaken() {
  return new AppError(409, ERROR_CODES.bindingExists, PHONE_TAKEN, { phoneNumber: PHONE_TAKEN });
}

export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  const permissionsOf = (request: FastifyRequest) => app.permissionCache.get(request.authUser!.id);

  /** 403 when the update changes a field group the caller may not change; details name the fields. */
  async function checkFieldGroups(request: FastifyRequest, stored: ClientRow, next: EditableValues) {
    const granted = await permissionsOf(request);
    const changed = (field: ClientEditableField) => (next[field] ?? null) !== (stored[field] ?? null);
    const refused: string[] = [];
    const details: Record<string, string> = {};
    for (const group of GROUPS) {
      const fields = group.fields.filter(changed);
      if (fields.length === 0 || isAllowed(granted, group.operation, group.flags)) continue;
      refused.push(group.message);
      for (const field of fields) details[field] = group.message;
    }
    if (!details.email && stored.email && changed('email') && !isAllowed(granted, WIDGET_KEYS.clientEmail)) {
      refused.push(EMAIL_LOCKED);
      details.email = EMAIL_LOCKED;
    }
    if (refused.length > 0) throw new AppError(403, ERROR_CODES.accessDenied, refused.join('. '), details);
  }

  app.get(
    '/v1/clients/phone/:phone',
    {
      config: { operation: CARD },
      schema: {
        tags: ['clients'],
        summary: 'Клиент по номеру телефона (номер в любой записи: +7, 8, скобки, пробелы, дефисы)',
        params: clientPhoneParamsSchema,
        response,
      },
    },
    async (request) => found(await findClientByPhone(app.db, request.params.phone), PHONE_NOT_FOUND),
  );

  app.get(
    '/v1/clients/search/name/',
    {
      config: { operation: WIDGET_KEYS.personFindByName },
      schema: {
        tags: ['clients'],
        summary: 'Клиенты по имени и фамилии (без учёта регистра, не более 100)',
        querystring: clientNameSearchQuerySchema,
        response: { 200: z.array(clientSchema), ...errorResponses },
      },
    },
    async (request) => searchClientsByName(app.db, request.query.firstName, request.query.lastName),
  );

  app.get(
    '/v1/clients/:id',
    {
      config: { operation: CARD },
      schema: { tags: ['clients'], summary: 'Карточка клиента', params: idParams, response },
    },
    async (request) => found(await getClient(app.db, request.params.id)),
  );

  app.post(
    '/v1/clients',
    {
      config: { operation: WIDGET_KEYS.client, flag: 'permissionInsert' },
      schema: {
        tags: ['clients'],
        summary: 'Добавить клиента (мобильный номер; статус 76, если не указан)',
        body: clientCreateSchema,
        response,
      },
    },
    async (request) => {
      const body = request.body;
      const phoneNumber = normalizePhone(body.phoneNumber!);
      const values = editableValues(body);
      await checkReferences(app.db, {
        genderRefValueId: values.genderRefValueId,
        statusRefValueId: body.statusRefValueId,
      });
      const holder = await phoneHolder(app.db, phoneNumber);
      if (holder) throw phoneTaken();
      const user = request.authUser!;
      let id: number;
      try {
        id = await insertClient(app.db, {
          ...values,
          phoneNumber,
          statusRefValueId: body.statusRefValueId,
          createdByUserId: user.id,
          partnerId: user.partnerId,
        });
      } catch (error) {
        // Two operators adding the same number at once: the unique index decides, the loser hears why.
        if (isUniqueViolation(error)) throw phoneTaken();
        throw error;
      }
      return found(await getClient(app.db, id));
    },
  );

  app.put(
    '/v1/clients/:id',
    {
      config: {
        anyOf: [
          { operation: WIDGET_KEYS.client, flag: 'permissionInsert' },
          { operation: WIDGET_KEYS.client, flag: 'permissionUpdate' },
        ],
      },
      schema: {
        tags: ['clients'],
        summary:
          'Изменить клиента: ФИО, дата рождения, пол, e-mail, контактные телефоны, адрес (остальное только для чтения)',
        params: idParams,
        body: clientUpdateSchema,
        response,
      },
    },
    async (request) => {
      const { id } = request.params;
      const stored = await getClientRow(app.db, id);
      if (!stored) throw notFound(CLIENT_NOT_FOUND);
      // The contact phones must differ from the stored main phone, not from whatever the body says it is.
      const checked = clientUpdateSchema.safeParse({ ...request.body, phoneNumber: stored.phoneNumber });
      if (!checked.success) throw validationError(issueDetails(checked.error));
      const values = editableValues(checked.data);
      if (values.genderRefValueId !== stored.genderRefValueId)
        await checkReferences(app.db, { genderRefValueId: values.genderRefValueId });
      await checkFieldGroups(request, stored, values);
      if (!(await updateClient(app.db, id, values))) throw notFound(CLIENT_NOT_FOUND);
      return found(await getClient(app.db, id));
    },
  );

  app.delete(
    '/v1/clients/:id',
    {
      config: { operation: WIDGET_KEYS.client, flag: 'permissionDelete' },
      schema: {
        tags: ['clients'],
        summary: 'Удалить клиента (мягко: строка остаётся для заявок и истории, клиент скрыт из поиска)',
        params: idParams,
        response: { 200: clientDeletedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const deleted = await softDeleteClient(app.db, request.params.id);
      if (!deleted) throw notFound(CLIENT_NOT_FOUND);
      return { id: deleted.id, deletedDate: Math.floor(deleted.deletedDate.getTime() / 1000) };
    },
  );
};
