import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../shared/constants';
import { ERROR_CODES } from '../shared/errorCodes';
import { accessControl } from './auth/accessControl';
import { createPermissionCache } from './auth/permissionCache';
import { loadSecretKey } from './auth/secretKey';
import { createTokenService } from './auth/token';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import './fastifyTypes';
import { createMailer } from './mail/mailer';
import { createSmsSender } from './sms/smsSender';
import { consoleStatic } from './plugins/consoleStatic';
import { errorBody, errorHandler } from './plugins/errorHandler';
import { loadUserPermissions } from './repositories/permissionsRepository';
import { carmenRoutes } from './routes/carmen';
import { cronTasksRoutes } from './routes/cronTasks';
import { clientsRoutes } from './routes/clients';
import { clientBonusesRoutes } from './routes/clientBonuses';
import { clientCrmRoutes } from './routes/clientCrm';
import { clientNotificationsRoutes } from './routes/clientNotifications';
import { clientPromosRoutes } from './routes/clientPromos';
import { evacuationRoutes } from './routes/evacuation';
import { geoRoutes } from './routes/geo';
import { healthRoutes } from './routes/health';
import { insuranceCompaniesRoutes } from './routes/insuranceCompanies';
import { mailOutboxRoutes } from './routes/mailOutbox';
import { smsOutboxRoutes } from './routes/smsOutbox';
import { notificationsRoutes } from './routes/notifications';
import { openapiRoutes } from './routes/openapi';
import { orderBlockRoutes } from './routes/orderBlock';
import { orderChecklistRoutes } from './routes/orderChecklist';
import { orderCommentsRoutes } from './routes/orderComments';
import { orderCommunicationsRoutes } from './routes/orderCommunications';
import { orderDamagedItemsRoutes } from './routes/orderDamagedItems';
import { orderDocStatusesRoutes } from './routes/orderDocStatuses';
import { orderExecutorsRoutes } from './routes/orderExecutors';
import { orderFieldsRoutes } from './routes/orderFields';
import { orderUsersRoutes } from './routes/orderUsers';
import { ordersRoutes } from './routes/orders';
import { passwordRestoreRoutes } from './routes/passwordRestore';
import { referencesRoutes } from './routes/references';
import { registrationRoutes } from './routes/registration';
import { sessionRoutes } from './routes/session';
import { userSettingsRoutes } from './routes/userSettings';
import { usersRoutes } from './routes/users';
import { vehicleCatalogRoutes } from './routes/vehicleCatalog';
import { orderPhotosRoutes } from './routes/orderPhotos';
import { orderTemporaryFilesRoutes } from './routes/orderTemporaryFiles';
import { orderUploadsRoutes } from './routes/orderUploads';
import { tireCatalogRoutes } from './routes/tireCatalog';
import { tireDefectsRoutes } from './routes/tireDefects';
import { tireStorageRoutes } from './routes/tireStorage';
import { vehicleInsurancesRoutes } from './routes/vehicleInsurances';
import { towTrucksRoutes } from './routes/towTrucks';
import { vehiclesRoutes } from './routes/vehicles';
import { orderDocumentsRoutes } from './routes/orderDocuments';
import { carmenOrdersRoutes } from './routes/carmenOrders';
import { officeAvailabilityRoutes } from './routes/officeAvailability';
import { partnerSearchRoutes } from './routes/partnerSearch';
import { carParkRoutes } from './routes/carPark';
import { invoicePaymentsRoutes } from './routes/invoicePayments';
import { invoiceDocumentsRoutes } from './routes/invoiceDocuments';
import { partnerLegalsRoutes } from './routes/partnerLegals';
import { orderDispatchRoutes } from './routes/orderDispatch';
import { orderOffersRoutes } from './routes/orderOffers';
import { servicePartnerPrioritiesRoutes } from './routes/servicePartnerPriorities';
import { offerSweeper } from './offers/offerExpiry';
import { orderInvoicesRoutes } from './routes/orderInvoices';
import { orderInvoiceActionsRoutes } from './routes/orderInvoiceActions';
import { priceListsForInvoicesRoutes } from './routes/priceListsForInvoices';
import { reconciliationActsRoutes } from './routes/reconciliationActs';
import { officePostsRoutes } from './routes/officePosts';
import { postTimetableRoutes } from './routes/postTimetable';
import { federalDaysRoutes } from './routes/federalDays';
import { schedulerAvailabilityRoutes } from './routes/schedulerAvailability';
import { schedulerAppointmentsRoutes } from './routes/schedulerAppointments';
import { schedulerBoardRoutes } from './routes/schedulerBoard';
import { schedulerJournalRoutes } from './routes/schedulerJournal';
import { appointmentFilesRoutes } from './routes/appointmentFiles';
import { realtimePlugin } from './realtime/realtimePlugin';
import { realtimeRoutes } from './routes/realtime';
import { userRolesRoutes } from './routes/userRoles';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Fastify's logger option: false in tests, pino options in production. */
  logger?: FastifyServerOptions['logger'];
}

const BODY_LIMIT = 1024 * 1024;
/** Client request ids are kept (a proxy's id ties its log to ours) only when they look like ids. */
const CLIENT_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** https://{s}.tile.example.org/{z}/{x}/{y}.png -> https://*.tile.example.org (placeholders in the host become *). */
function tileOrigin(template: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  return match ? match[1] + match[2].replace(/\{[^}]*\}/g, '*') : "'none'";
}

/** The whole API server, ready to inject into or listen. */
export async function buildApp({ db, config, logger }: BuildAppOptions) {
  // Rules without a message of their own (a missing body, a wrong type) answer in Russian too.
  z.config(z.locales.ru());
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // Start-up reads the database (keys, Web Push keys) and compiles every route's schemas: on a loaded 2-core host
    // or a slow database that can pass Fastify's 10 s default, which would fail the start for nothing.
    pluginTimeout: 60_000,
    // A hop count becomes the function form Fastify's types accept: trust the nearest n proxies.
    trustProxy: typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
    // The router's own refusals (a path parameter over the length limit, a malformed URL) answer in the error
    // object of every other failure, not in Fastify's default body.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const body = tooLong
        ? errorBody(414, ERROR_CODES.badRequest, 'Слишком длинный параметр в адресе запроса')
        : errorBody(400, ERROR_CODES.badRequest, 'Некорректный адрес запроса');
      void (reply as FastifyReply).code(tooLong ? 414 : 400).send(body);
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  // A JSON content type with no body (a DELETE from a generic client) is no body, not a parse error: the route
  // then answers as it would without one (401 before anything else, the schema's message after).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);

  const key = await loadSecretKey({ db, dataDir: config.dataDir, shared: Boolean(config.databaseUrl) });
  app.decorate('db', db);
  app.decorate('databaseKind', config.databaseUrl ? 'postgres' : 'pglite');
  app.decorate('serverConfig', config);
  app.decorate('tokens', createTokenService(key, config.tokenTtlSeconds));
  app.decorate('permissionCache', createPermissionCache({ load: (userId) => loadUserPermissions(db, userId) }));
  app.decorate('mailer', createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }));
  app.decorate('sms', createSmsSender({ db, logger: app.log }));

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (Chakra) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The tow-driver map's tile server, when one is configured.
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mapTileUrl ? [tileOrigin(config.mapTileUrl)] : [])],
        fontSrc: ["'self'", 'data:'],
        // The push websocket (socket.io) and the API on the same host.
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Helmet's default would make browsers fetch assets over https from a plain-http LAN install and fail.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cors, {
    // Tokens travel in a header, not in cookies: any origin may call, none gets ambient credentials.
    origin: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    exposedHeaders: ['x-authorization', 'x-request-id', 'retry-after'],
    maxAge: 600,
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  await app.register(multipart, {
    // Form fields become a plain object the zod body schemas read, as JSON bodies do.
    attachFieldsToBody: 'keyValues',
    limits: { fieldNameSize: 100, fieldSize: 64 * 1024, fields: 50, files: 1, fileSize: BODY_LIMIT, parts: 60, headerPairs: 100 },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Автосервис: API консоли', version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  await app.register(accessControl);
  await app.register(realtimePlugin);
  await app.register(realtimeRoutes);
  await app.register(healthRoutes);
  await app.register(openapiRoutes);
  await app.register(sessionRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordRestoreRoutes);
  await app.register(usersRoutes);
  await app.register(userRolesRoutes);
  await app.register(userSettingsRoutes);
  await app.register(referencesRoutes);
  await app.register(clientsRoutes);
  await app.register(notificationsRoutes);
  await app.register(mailOutboxRoutes);
  await app.register(smsOutboxRoutes);
  await app.register(vehicleCatalogRoutes);
  await app.register(vehiclesRoutes);
  await app.register(vehicleInsurancesRoutes);
  await app.register(insuranceCompaniesRoutes);
  await app.register(carmenRoutes);
  await app.register(cronTasksRoutes);
  await app.register(clientBonusesRoutes);
  await app.register(clientNotificationsRoutes);
  await app.register(clientCrmRoutes);
  await app.register(clientPromosRoutes);
  await app.register(ordersRoutes);
  await app.register(orderFieldsRoutes);
  await app.register(orderBlockRoutes);
  await app.register(orderUsersRoutes);
  await app.register(orderCommentsRoutes);
  await app.register(orderChecklistRoutes);
  await app.register(orderExecutorsRoutes);
  await app.register(orderDocStatusesRoutes);
  await app.register(orderCommunicationsRoutes);
  await app.register(orderDamagedItemsRoutes);
  await app.register(orderPhotosRoutes);
  await app.register(orderTemporaryFilesRoutes);
  await app.register(orderUploadsRoutes);
  await app.register(tireCatalogRoutes);
  await app.register(tireDefectsRoutes);
  await app.register(tireStorageRoutes);
  await app.register(evacuationRoutes);
  await app.register(towTrucksRoutes);
  await app.register(geoRoutes);
  await app.register(orderDocumentsRoutes);
  await app.register(carmenOrdersRoutes);
  await app.register(officeAvailabilityRoutes);
  await app.register(partnerSearchRoutes);
  await app.register(carParkRoutes);
  await app.register(orderDispatchRoutes);
  await app.register(orderOffersRoutes);
  await app.register(servicePartnerPrioritiesRoutes);
  await app.register(offerSweeper);
  await app.register(orderInvoicesRoutes);
  await app.register(orderInvoiceActionsRoutes);
  await app.register(priceListsForInvoicesRoutes);
  await app.register(invoicePaymentsRoutes);
  await app.register(invoiceDocumentsRoutes);
  await app.register(partnerLegalsRoutes);
  await app.register(reconciliationActsRoutes);
  await app.register(officePostsRoutes);
  await app.register(postTimetableRoutes);
  await app.register(federalDaysRoutes);
  await app.register(schedulerAvailabilityRoutes);
  await app.register(schedulerAppointmentsRoutes);
  await app.register(schedulerBoardRoutes);
  await app.register(schedulerJournalRoutes);
  await app.register(appointmentFilesRoutes);
  await app.register(consoleStatic, { staticDir: config.staticDir });

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
