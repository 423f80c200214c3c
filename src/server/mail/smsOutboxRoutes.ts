import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/errorResponses';
import { latestSms } from './smsSender';

const smsOutboxItemSchema = z.object({ id: z.number(), phone: z.string(), text: z.string(), createdAt: z.number() });

/**
 * The SMS the server sent (signing codes, invoices, payment links), newest first: the same holders as the mail outbox.
 */
export const smsOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/sms/outbox',
    {
      // The platform's delivery record of every partner's letters and texts: platform staff only.
      config: { operation: 'mail.outbox', platformOnly: true },
      schema: {
        tags: ['mail'],
        summary: 'Исходящие SMS, новые сверху (последние 200)',
        response: { 200: z.array(smsOutboxItemSchema), ...errorResponses },
      },
    },
    async () => latestSms(app.db),
  );
};
