import type { PermissionFlag } from '../../shared/permissions';

/** One way to be allowed: the operation key and the flag that must be true for it. */
export interface AccessRule {
  operation: string;
  /** 'available' when omitted. */
  flag?: PermissionFlag;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Open to anyone: no token is read. */
    public?: boolean;
    /** A valid token is enough: the route requires no operation. */
    tokenOnly?: boolean;
    /** The operation the route needs, with `flag`. */
    operation?: string;
    flag?: PermissionFlag;
    /** Alternatives: any one of them allows the call. */
    anyOf?: AccessRule[];
    /**
     * Shared data of the whole platform (federal days, references, catalogues, integrations): only platform staff
     * (tenant scope null) may call it, whatever keys a partner's role holds.
     */
    platformOnly?: boolean;
  }
}

/** The rules of a route's config, or null when the route is public or token-only. */
export function accessRules(config: {
  operation?: string;
  flag?: PermissionFlag;
  anyOf?: AccessRule[];
}): AccessRule[] | null {
  const rules = [
    ...(config.operation ? [{ operation: config.operation, flag: config.flag }] : []),
    ...(config.anyOf ?? []),
  ];
  return rules.length > 0 ? rules : null;
}

/** Paths whose routes must declare their access: the API. Takes a route pattern or a request URL. */
export const isApiPath = (url: string) => /^\/v[12](\/|\?|$)/.test(url);
