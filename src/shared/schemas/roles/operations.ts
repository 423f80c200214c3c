import { z } from 'zod';
import { entityIdSchema, idField, idParam } from '../fields/resourceFields';

// Operations (GET and POST /operations; PUT and DELETE /operations/{id}): the keys permissions are granted on.

export const OPERATION_KEY_MESSAGE = 'Укажите ключ операции';
export const OPERATION_KEY_FORMAT_MESSAGE = 'Ключ операции: латинские буквы, цифры, точка, дефис или подчёркивание';
export const OPERATION_NAME_MESSAGE = 'Укажите название операции';
export const OPERATION_KEY_TAKEN = 'Операция с таким ключом уже существует';
export const OPERATION_NOT_FOUND = 'Операция не найдена';
export const PROJECT_MESSAGE = 'Некорректный проект';

export const operationSchema = z.object({
  id: entityIdSchema,
  operationKey: z.string(),
  name: z.string(),
  projectId: entityIdSchema.nullable(),
  projectName: z.string().nullable(),
});
export type Operation = z.infer<typeof operationSchema>;

export const operationBodySchema = z.object({
  operationKey: z
    .string({ error: OPERATION_KEY_MESSAGE })
    .trim()
    .min(1, OPERATION_KEY_MESSAGE)
    .max(100, 'Ключ операции — не длиннее 100 символов')
    .regex(/^[A-Za-z0-9._-]+$/, OPERATION_KEY_FORMAT_MESSAGE),
  name: z
    .string({ error: OPERATION_NAME_MESSAGE })
    .trim()
    .min(1, OPERATION_NAME_MESSAGE)
    .max(200, 'Название операции — не длиннее 200 символов'),
  projectId: idField(PROJECT_MESSAGE).nullable().optional(),
});
export type OperationBody = z.infer<typeof operationBodySchema>;

export const operationIdParamsSchema = z.object({ id: idParam('Некорректная операция') });
