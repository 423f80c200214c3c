import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import { fileUploadFieldsSchema } from '../../shared/schemas/orders/orderFiles';
import {
  APPOINTMENT_FILE_NOT_FOUND,
  appointmentFileSchema,
  appointmentIdPathSchema,
} from '../../shared/schemas/scheduler/schedulerAppointments';
import { partnerScopeOf } from '../auth/partnerScope';
import { notFound } from '../errors';
import { readStoredStream } from '../files/fileStorage';
import { assertUploadSize, fileError, uploadBodySchema, uploadMultipartOptions } from '../files/uploadedFile';
import { errorResponses } from '../plugins/errorResponses';
import {
  APPOINTMENT_FILE_WRONG_TYPE,
  addAppointmentFile,
  appointmentFileName,
  deleteAppointmentFile,
  detectAppointmentFileType,
  listAppointmentFiles,
  requireAppointmentFile,
} from './appointmentFilesRepository';
import { readAppointment } from './appointmentRead';
import type { AppointmentCaller } from './appointmentsRepository';
import { APPOINTMENT_READERS, SCHEDULER_KEY } from './schedulerAppointmentsRoutes';

// An appointment's files. GET and POST (multipart: `file`, optionally `fileName`, since the part's own name does not
// reach the body) /users/scheduler/{id}/files, DELETE /users/scheduler/files/{id} (soft), and the bytes at GET
// /users/scheduler/files/{id}/content. Up to 10 MB; images, PDF and office documents, judged by their bytes.

const tags = ['scheduler'];
const fileIdPathSchema = z.object({ id: idParam('Некорректный файл') });
const uploadSchema = fileUploadFieldsSchema.pick({ fileName: true }).extend({ file: uploadBodySchema.shape.file });

export const appointmentFilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => partnerScopeOf(app.db, request.authUser);
  const callerOf = async (request: FastifyRequest): Promise<AppointmentCaller> => ({
    userId: request.authUser!.id,
    scope: await scopeOf(request),
  });

  app.get(
    '/v1/users/scheduler/:id/files',
    {
      config: { anyOf: APPOINTMENT_READERS },
      schema: {
        tags,
        summary: 'Файлы записи',
        params: appointmentIdPathSchema,
        response: { 200: z.array(appointmentFileSchema), ...errorResponses },
      },
    },
    async (request) => {
      await readAppointment(app.db, request.params.id, await scopeOf(request));
      return listAppointmentFiles(app.db, request.params.id);
    },
  );

  app.post(
    '/v1/users/scheduler/:id/files',
    {
      config: { operation: SCHEDULER_KEY, flag: 'permissionUpdate', multipartOptions: uploadMultipartOptions },
      schema: {
        tags,
        summary: 'Добавить файл к записи (multipart: file, fileName; изображения, PDF, документы Office до 10 МБ)',
        consumes: ['multipart/form-data'],
        params: appointmentIdPathSchema,
        body: uploadSchema,
        response: { 200: appointmentFileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { file, fileName } = request.body;
      assertUploadSize(file);
      const mimeType = detectAppointmentFileType(file);
      if (!mimeType) throw fileError(APPOINTMENT_FILE_WRONG_TYPE);
      return addAppointmentFile(
        app.db,
        request.params.id,
        { bytes: file, mimeType, fileName: appointmentFileName(fileName, mimeType) },
        await callerOf(request),
      );
    },
  );

  app.delete(
    '/v1/users/scheduler/files/:id',
    {
      config: { operation: SCHEDULER_KEY, flag: 'permissionDelete' },
      schema: {
        tags,
        summary: 'Удалить файл записи (мягко)',
        params: fileIdPathSchema,
        response: { 200: appointmentFileSchema, ...errorResponses },
      },
    },
    async (request) => deleteAppointmentFile(app.db, request.params.id, await callerOf(request)),
  );

  app.get(
    '/v1/users/scheduler/files/:id/content',
    {
      config: { anyOf: APPOINTMENT_READERS },
      schema: {
        tags,
        summary: 'Содержимое файла записи',
        params: fileIdPathSchema,
        response: { 200: z.any().describe('Содержимое файла (Content-Type файла)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await requireAppointmentFile(app.db, request.params.id, await scopeOf(request));
      const stored = await readStoredStream(app.db, row.storagePath);
      if (!stored) throw notFound(APPOINTMENT_FILE_NOT_FOUND);
      return reply
        .type(row.mimeType)
        .header('content-length', stored.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.fileName)}`)
        .send(stored.stream);
    },
  );
};
