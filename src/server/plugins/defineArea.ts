import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

export type AreaPlugin = FastifyPluginAsyncZod | FastifyPluginAsync;

/**
 * One area of the API (clients, orders, scheduler...): its plugins, registered in order on the app itself.
 * fastify-plugin keeps the area from opening an encapsulation context of its own, so what one area decorates the
 * app with (realtime's notifier) every other area sees, as if each plugin were registered on the app directly.
 */
export function defineArea(name: string, plugins: AreaPlugin[]) {
  return fp(
    async (app: FastifyInstance) => {
      const typed = app.withTypeProvider<ZodTypeProvider>();
      for (const plugin of plugins) {
        // A plugin without a display name makes Fastify look for it among every loaded module's exports, once per
        // registration: about a tenth of the server's start-up. Its function name says the same.
        (plugin as unknown as Record<symbol, string>)[DISPLAY_NAME] ??= `${name}:${plugin.name || 'routes'}`;
        await typed.register(plugin as FastifyPluginAsyncZod);
      }
    },
    { name: `area:${name}` },
  );
}
