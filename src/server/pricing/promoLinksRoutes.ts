import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '../../shared/schemas/fields/resourceFields';
import {
  type PromoLinkKind,
  partnerPromoBodySchema,
  projectPromoBodySchema,
  promoLinkSchema,
  promoLinksQuerySchema,
  servicePromoBodySchema,
} from '../../shared/schemas/pricing/promos';
import { errorResponses } from '../plugins/errorResponses';
import { createPromoLink, deletePromoLink, listPromoLinks } from './promoLinksRepository';
import { PROMO_SCREEN_KEY, PROMO_TAGS as tags } from './promosRoutes';

// A promo's links: /project_promos, /service_promos, /partner_promos — GET ?promoId, POST {promoId, <object>Id},
// DELETE /{id} (for good). The promo reference screen's edit dialog manages them.

const idParams = z.object({ id: idParam('Некорректный идентификатор') });
const one = { 200: promoLinkSchema, ...errorResponses };

const KINDS = [
  {
    kind: 'project',
    path: 'project_promos',
    body: projectPromoBodySchema,
    to: 'проекту',
    from: 'проекта',
    list: 'проектам',
  },
  {
    kind: 'service',
    path: 'service_promos',
    body: servicePromoBodySchema,
    to: 'услуге',
    from: 'услуги',
    list: 'услугам',
  },
  {
    kind: 'partner',
    path: 'partner_promos',
    body: partnerPromoBodySchema,
    to: 'партнёру',
    from: 'партнёра',
    list: 'партнёрам',
  },
] as const;

const objectIdOf = (body: { projectId?: number; serviceId?: number; partnerId?: number }) =>
  (body.projectId ?? body.serviceId ?? body.partnerId) as number;

export const promoLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { kind, path, body, to, from, list } of KINDS) {
    const k: PromoLinkKind = kind;
    app.get(
      `/v1/${path}`,
      {
        config: { operation: PROMO_SCREEN_KEY },
        schema: {
          tags,
          summary: `Привязки промоакции к ${list}`,
          querystring: promoLinksQuerySchema,
          response: { 200: z.array(promoLinkSchema), ...errorResponses },
        },
      },
      async (request) => listPromoLinks(app.db, k, request.query.promoId),
    );

    app.post(
      `/v1/${path}`,
      {
        config: { operation: PROMO_SCREEN_KEY, flag: 'permissionInsert' },
        schema: { tags, summary: `Привязать промоакцию к ${to}`, body, response: one },
      },
      async (request) =>
        createPromoLink(app.db, k, request.body.promoId, objectIdOf(request.body), request.authUser?.id ?? null),
    );

    app.delete(
      `/v1/${path}/:id`,
      {
        config: { operation: PROMO_SCREEN_KEY, flag: 'permissionDelete' },
        schema: { tags, summary: `Отвязать промоакцию от ${from}`, params: idParams, response: one },
      },
      async (request) => deletePromoLink(app.db, k, request.params.id, request.authUser?.id ?? null),
    );
  }
};
