import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commonSettingsSchema, supportContactSchema } from '../../shared/schemas/commonSettings';
import { errorResponses } from '../plugins/errorResponses';
import { readCommonSettings, saveCommonSettings } from './commonSettingsRepository';

// The common settings screen (/config/common, key config.common) reads and saves them; every signed-in console
// reads the support address for its error panels (a token is enough: it is no secret).

const KEY = 'config.common';
const tags = ['config'];

export const commonSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/config/common',
    {
      config: { operation: KEY },
      schema: { tags, summary: 'Общие настройки', response: { 200: commonSettingsSchema, ...errorResponses } },
    },
    async () => readCommonSettings(app.db),
  );

  app.put(
    '/v1/config/common',
    {
      config: { operation: KEY, flag: 'permissionUpdate' },
      schema: {
        tags,
        summary: 'Сохранить общие настройки',
        body: commonSettingsSchema,
        response: { 200: commonSettingsSchema, ...errorResponses },
      },
    },
    async (request) => saveCommonSettings(app.db, request.body, request.authUser?.id ?? null),
  );

  app.get(
    '/v1/config/support',
    {
      config: { tokenOnly: true },
      schema: {
        tags,
        summary: 'Адрес службы поддержки для панелей ошибок консоли',
        response: { 200: supportContactSchema, ...errorResponses },
      },
    },
    async () => ({ supportEmail: (await readCommonSettings(app.db)).supportEmail }),
  );
};
