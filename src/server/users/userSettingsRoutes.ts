import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type UserSetting,
  userSettingKeySchema,
  userSettingSaveSchema,
  userSettingSchema,
} from '../../shared/schemas/userSettings';
import { errorResponses } from '../plugins/errorResponses';
import { deleteUserSetting, getUserSetting, saveUserSetting, type UserSettingRow } from './userSettingsRepository';

// The console's data tables keep their column and filter settings here, per user and key, so they follow the user
// to another browser and survive logout. A token is enough: a user reads and writes only his own settings.

const params = z.object({ key: userSettingKeySchema });

const toSetting = (key: string, row: UserSettingRow | null): UserSetting => ({
  key,
  value: row?.value ?? null,
  updatedAt: row ? Math.floor(row.updatedAt.getTime() / 1000) : null,
});

export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/users/settings/:key',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['users'],
        summary: 'Настройка текущего пользователя по ключу (value: null, если не сохранена)',
        params,
        response: { 200: userSettingSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { key } = request.params;
      return toSetting(key, await getUserSetting(app.db, request.authUser!.id, key));
    },
  );

  app.put(
    '/v1/users/settings/:key',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['users'],
        summary: 'Сохранить настройку текущего пользователя (заменяет прежнюю, до 64 КБ)',
        params,
        body: userSettingSaveSchema,
        response: { 200: userSettingSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { key } = request.params;
      return toSetting(key, await saveUserSetting(app.db, request.authUser!.id, key, request.body.value));
    },
  );

  app.delete(
    '/v1/users/settings/:key',
    {
      config: { tokenOnly: true },
      schema: {
        tags: ['users'],
        summary: 'Удалить настройку текущего пользователя (ответ — пустая настройка)',
        params,
        response: { 200: userSettingSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { key } = request.params;
      await deleteUserSetting(app.db, request.authUser!.id, key);
      return toSetting(key, null);
    },
  );
};
