import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../plugins/errorResponses';
import { latestMail } from './mailOutboxRepository';

export const outboxItemSchema = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.number(),
  sentVia: z.enum(['outbox', 'smtp']),
  error: z.string().nullable(),
});

/** The mail the server sent or would have sent: invitations and restore links work without SMTP. */
export const mailOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/mail/outbox',
    {
      // The platform's delivery record of every partner's letters and texts: platform staff only.
      config: { operation: 'mail.outbox', platformOnly: true },
      schema: {
        tags: ['mail'],
        summary: 'Исходящие письма, новые сверху (последние 200)',
        response: { 200: z.array(outboxItemSchema), ...errorResponses },
      },
    },
    async () => latestMail(app.db),
  );
};
