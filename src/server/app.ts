import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessControl } from './auth/accessControl';
import { loadCallerAccess } from './auth/callerAccess';
import { createPermissionCache } from './auth/permissionCache';
import { loadSecretKey } from './auth/secretKey';
import { createTokenService } from './auth/token';
import type { Db } from './db/db';
import type { ServerConfig } from './serverConfig';
import './fastifyTypes';
import { auditArea } from './audit';
import { cardsArea } from './cards';
import { carmenArea } from './carmen';
import { clientsArea } from './clients';
import { configArea } from './config';
import { contentArea } from './content';
import { dispatchArea } from './dispatch';
import { documentsArea } from './documents';
import { evacuationArea } from './evacuation';
import { filesArea } from './files';
import { invoicesArea } from './invoices';
import { mailArea } from './mail';
import { createMailer } from './mail/mailer';
import { createSmsSender } from './mail/smsSender';
import { officesArea } from './offices';
import { ordersArea } from './orders';
import { partnersArea } from './partners';
import { consoleStatic } from './plugins/consoleStatic';
import { errorHandler, frameworkErrors } from './plugins/errorHandler';
import { openapiDocument } from './plugins/openapiDocument';
import { requestBodies } from './plugins/requestBodies';
import { requestValidatorCompiler } from './plugins/requestValidator';
import { responseCompression } from './plugins/responseCompression';
import { responseSerializerCompiler } from './plugins/responseSerializer';
import { securityHeaders } from './plugins/securityHeaders';
import { pricingArea } from './pricing';
import { qrcodesArea } from './qrcodes';
import { realtimeArea } from './realtime';
import { reconciliationArea } from './reconciliation';
import { referencesArea } from './references';
import { reportsArea } from './reports';
import { rolesArea } from './roles';
import { schedulerArea } from './scheduler';
import { sessionArea } from './session';
import { systemArea } from './system';
import { tiresArea } from './tires';
import { travelArea } from './travel';
import { usersArea } from './users';
import { vehiclesArea } from './vehicles';

export interface BuildAppOptions {
  db: Db;
  config: ServerConfig;
  /** Fastify's logger option: false in tests, pino options in production. */
  logger?: FastifyServerOptions['logger'];
}

/**
 * The API's areas, one folder each under src/server/. Realtime comes first: its plugin decorates the app with the
 * notifier that other areas' routes push through.
 */
const AREAS = [
  realtimeArea,
  systemArea,
  sessionArea,
  usersArea,
  rolesArea,
  auditArea,
  referencesArea,
  clientsArea,
  mailArea,
  vehiclesArea,
  partnersArea,
  officesArea,
  carmenArea,
  configArea,
  ordersArea,
  pricingArea,
  cardsArea,
  contentArea,
  filesArea,
  tiresArea,
  qrcodesArea,
  evacuationArea,
  documentsArea,
  dispatchArea,
  invoicesArea,
  reconciliationArea,
  schedulerArea,
  travelArea,
  reportsArea,
];

const BODY_LIMIT = 1024 * 1024;
/** Client request ids are kept (a proxy's id ties its log to ours) only when they look like ids. */
const CLIENT_REQUEST_ID = /^[\w.:-]{1,64}$/;

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
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    frameworkErrors,
    // No HEAD twin for every GET of the API: it doubled the router's routes and their start-up cost, and nothing
    // asks the API for headers alone. The console's files keep HEAD (@fastify/static declares it), and so does
    // /v1/health, for load balancers.
    exposeHeadRoutes: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  await app.register(errorHandler);

  const key = await loadSecretKey({ db, dataDir: config.dataDir, shared: Boolean(config.databaseUrl) });
  app.decorate('db', db);
  app.decorate('databaseKind', config.databaseUrl ? 'postgres' : 'pglite');
  app.decorate('serverConfig', config);
  app.decorate('tokens', createTokenService(key, config.tokenTtlSeconds));
  app.decorate('permissionCache', createPermissionCache({ load: (userId) => loadCallerAccess(db, userId) }));
  app.decorate('mailer', createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }));
  app.decorate('sms', createSmsSender({ db, logger: app.log }));

  // Set as the request comes in (it is known then), so every answer carries it without an onSend step of its own.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  await app.register(securityHeaders, { mapTileUrl: config.mapTileUrl });
  await app.register(responseCompression);
  await app.register(requestBodies, { bodyLimit: BODY_LIMIT });

  await app.register(openapiDocument);

  await app.register(accessControl);
  for (const area of AREAS) await app.register(area);
  await app.register(consoleStatic, { staticDir: config.staticDir });

  await app.ready();
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
