import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A domain module as a Fastify plugin: `name` is how other modules list it among their `dependencies`, which
 * fastify-plugin checks when the module is registered, so app.ts registers them in an order that is declared, not
 * kept by comments. Not encapsulated: a module's decorators (app.authenticate, app.authenticateStaff, app.payments)
 * and bound operations belong to the whole server.
 */
export function modulePlugin<Options extends FastifyPluginOptions>(
  name: string,
  dependencies: string[],
  register: (app: FastifyInstance, options: Options) => unknown,
): FastifyPluginAsync<Options> {
  const plugin: FastifyPluginAsync<Options> = async (app, options) => {
    await register(app, options);
  };
  return fp(plugin, { name, dependencies, fastify: '5.x' });
}
