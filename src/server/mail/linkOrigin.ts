import type { FastifyRequest } from 'fastify';

const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * Where links in mail point. PUBLIC_URL, when configured, always wins: otherwise anyone could ask for a restore
 * mail to a victim with a forged Origin and harvest the code (reset poisoning). Without it the console's own
 * origin (Origin header, then Host) is used, which is what a single-host installation wants.
 */
export function linkOrigin(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const origin = request.headers.origin;
  if (typeof origin === 'string' && ORIGIN.test(origin)) return origin;
  const host = request.host;
  const candidate = `${request.protocol}://${host}`;
  return ORIGIN.test(candidate) ? candidate : 'http://localhost';
}
