import { isAbsolute, join, resolve } from 'node:path';
import { findProjectRoot } from './projectRoot';

export interface ServerConfig {
  port: number;
  host: string;
  /** Holds pgdata (PGlite) and secrets/; created on start. */
  dataDir: string;
  /** XYZ tile template of the tow-driver map (MAP_TILE_URL); null: the map draws no tiles and works offline. */
  mapTileUrl: string | null;
  /** Where invoice payment links point (PAYMENT_LINK_URL): no acquirer here, the link is signed for one amount. */
  paymentLinkUrl: string;
  /** When set, a real PostgreSQL server instead of the embedded PGlite. */
  databaseUrl?: string;
  /** When set, mail goes out through SMTP as well as into mail_outbox. */
  smtpUrl?: string;
  /** Sender of invitation and restore mail. */
  mailFrom: string;
  /** The console's public address for links in mail; without it the request's Origin/Host is used. */
  publicUrl?: string;
  tokenTtlSeconds: number;
  /** The built console (index.html and assets); missing folder means API only. */
  staticDir: string;
  /** Fastify trustProxy: true, a hop count, or a list of addresses; false when unset. */
  trustProxy: boolean | number | string;
  logLevel: string;
  /** How long a partner has to answer an evacuation offer (OFFER_RESPONSE_SECONDS) before the next one is asked. */
  offerResponseSeconds: number;
  /** How often expired offers are swept (OFFER_SWEEP_MS); 0 turns the sweeper off (reads still apply expiry). */
  offerSweepMs: number;
  /**
   * Push services are https; a registration naming a plain-http endpoint is refused so the server cannot be made
   * to POST into a private network (PUSH_ALLOW_HTTP_ENDPOINTS=true admits them: tests with a local push service).
   */
  pushAllowHttpEndpoints: boolean;
}

type Env = Record<string, string | undefined>;

/** A partner's time to answer an evacuation offer when OFFER_RESPONSE_SECONDS is not set: five minutes. */
export const OFFER_RESPONSE_SECONDS_DEFAULT = 300;

function intFrom(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got '${raw}'`);
  return value;
}

function trustProxyFrom(raw: string | undefined): boolean | number | string {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  return /^\d+$/.test(raw) ? Number(raw) : raw;
}

/**
 * Reads the server's settings from the environment. Relative folders are taken from the current directory;
 * STATIC_DIR defaults to dist/console of the project root so it is found from the source and from the bundle.
 */
export function loadConfig(env: Env = process.env, options: { cwd?: string; projectRoot?: string } = {}): ServerConfig {
  const cwd = options.cwd ?? process.cwd();
  const root = options.projectRoot ?? findProjectRoot();
  const path = (p: string) => (isAbsolute(p) ? p : resolve(cwd, p));
  return {
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST || '0.0.0.0',
    dataDir: path(env.DATA_DIR || './data'),
    mapTileUrl: env.MAP_TILE_URL?.trim() || null,
    paymentLinkUrl: (env.PAYMENT_LINK_URL?.trim() || 'https://pay.avtoconsole.local').replace(/\/+$/, ''),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Автосервис <no-reply@demo.ru>',
    publicUrl: env.PUBLIC_URL || undefined,
    tokenTtlSeconds: intFrom(env, 'TOKEN_TTL_SECONDS', 43_200, 60),
    staticDir: env.STATIC_DIR ? path(env.STATIC_DIR) : join(root, 'dist', 'console'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
    offerResponseSeconds: intFrom(env, 'OFFER_RESPONSE_SECONDS', OFFER_RESPONSE_SECONDS_DEFAULT, 1),
    offerSweepMs: intFrom(env, 'OFFER_SWEEP_MS', 5_000, 0),
    pushAllowHttpEndpoints: env.PUSH_ALLOW_HTTP_ENDPOINTS === 'true',
  };
}
