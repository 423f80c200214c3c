import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '../../shared/errorCodes';
import { isAllowed } from '../../shared/permissions';
import {
  AVATAR_MAX_BYTES,
  AVATAR_NOT_FOUND,
  AVATAR_REQUIRED,
  AVATAR_TOO_BIG,
  AVATAR_WRONG_TYPE,
  avatarSchema,
  userIdParamsSchema,
} from '../../shared/schemas/userAdmin';
import { recordAudit } from '../audit/auditJournal';
import { users } from '../db/schema';
import { AppError, accessDenied, notFound } from '../errors';
import { readStored, removeStored, writeStored } from '../files/fileStorage';
import { detectImageType } from '../files/fileTypes';
import { errorResponses } from '../plugins/errorResponses';
import { requireUserInScope } from './userAdminRepository';
import { userAvatars } from './usersSchema';

// A user's avatar: GET serves the bytes with their type, POST takes a multipart 'image'. Everyone reads and sets
// his own; another user's needs the 'users' key (read, or update to change) and the user in the caller's scope.

const tags = ['users'];
const imageError = (message: string) => new AppError(400, ERROR_CODES.validation, message, { image: message });

const uploadBodySchema = z.object({
  image: z.custom<Buffer>((value) => value instanceof Uint8Array && value.length > 0, { error: AVATAR_REQUIRED }),
});

export const userAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  async function requireAccess(callerId: number, userId: number, flag: 'available' | 'permissionUpdate') {
    if (userId !== callerId && !isAllowed(await app.permissionCache.get(callerId), 'users', [flag])) {
      throw accessDenied();
    }
    return requireUserInScope(app.db, userId);
  }

  app.get(
    '/v1/users/:id/avatar',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Аватар пользователя (изображение)',
        params: userIdParamsSchema,
        response: { 200: z.any().describe('Изображение (Content-Type по содержимому)'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await requireAccess(request.authUser!.id, request.params.id, 'available');
      const [avatar] = await app.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id));
      const bytes = avatar ? await readStored(app.db, avatar.storagePath) : null;
      if (!avatar || !bytes) throw notFound(AVATAR_NOT_FOUND);
      return reply.type(avatar.mimeType).header('cache-control', 'private, max-age=300').send(bytes);
    },
  );

  app.post(
    '/v1/users/:id/avatar',
    {
      config: {
        tokenOnly: true,
        // One file kept up to the limit + 1 byte (the extra byte tells 'too big'), never thrown as a bare 413.
        multipartOptions: { limits: { fileSize: AVATAR_MAX_BYTES + 1 }, throwFileSizeLimit: false },
      },
      schema: {
        tags,
        summary: 'Загрузить аватар (multipart, поле image)',
        consumes: ['multipart/form-data'],
        params: userIdParamsSchema,
        body: uploadBodySchema,
        response: { 200: avatarSchema, ...errorResponses },
      },
    },
    async (request) => {
      const actorUserId = request.authUser!.id;
      const user = await requireAccess(actorUserId, request.params.id, 'permissionUpdate');
      const { image } = request.body;
      if (image.length > AVATAR_MAX_BYTES) throw imageError(AVATAR_TOO_BIG);
      const mimeType = detectImageType(image);
      if (!mimeType) throw imageError(AVATAR_WRONG_TYPE);
      // A new path each time: a browser holding the old URL never gets the new bytes under the old version.
      const storagePath = `users/${user.id}/avatar-${randomUUID()}`;
      const uploadedAt = new Date();
      const avatarUrl = `/v1/users/${user.id}/avatar?v=${uploadedAt.getTime()}`;
      await app.db.transaction(async (tx) => {
        const [previous] = await tx.select().from(userAvatars).where(eq(userAvatars.userId, user.id));
        await writeStored(tx, storagePath, image);
        const values = { storagePath, mimeType, size: image.length, createdAt: uploadedAt };
        await tx
          .insert(userAvatars)
          .values({ userId: user.id, ...values })
          .onConflictDoUpdate({ target: userAvatars.userId, set: values });
        await tx.update(users).set({ avatarUrl }).where(eq(users.id, user.id));
        if (previous) await removeStored(tx, previous.storagePath);
        await recordAudit(tx, {
          actorUserId,
          entity: 'user',
          entityId: user.id,
          action: 'avatar',
          partnerId: user.partnerId,
          before: { avatarUrl: user.avatarUrl },
          after: { avatarUrl, mimeType, size: image.length },
        });
      });
      return { avatarUrl };
    },
  );
};
