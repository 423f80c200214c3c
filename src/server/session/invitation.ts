import type { FastifyInstance, FastifyRequest } from 'fastify';
import { linkOrigin } from '../mail/linkOrigin';
import { createAuthCode, INVITE_TTL_SECONDS } from './authCodesRepository';

/**
 * Sends an invited user a fresh sign-up link (/signup/{code}, valid 7 days): the one invitation letter, used when an
 * administrator creates a user (POST /users) and when he sends it again (POST /users/reinvite).
 */
export async function sendInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; email: string; firstName: string | null },
): Promise<void> {
  const code = await createAuthCode(app.db, user.id, 'invite', INVITE_TTL_SECONDS);
  const link = `${linkOrigin(request, app.serverConfig.publicUrl)}/signup/${code}`;
  await app.mailer.send({
    to: user.email,
    subject: 'Приглашение в консоль Автосервиса',
    text: [
      `Здравствуйте${user.firstName ? `, ${user.firstName}` : ''}!`,
      '',
      'Вас пригласили в консоль Автосервиса. Чтобы завершить регистрацию и задать пароль, перейдите по ссылке:',
      link,
      '',
      'Ссылка действует 7 дней.',
    ].join('\n'),
  });
}
