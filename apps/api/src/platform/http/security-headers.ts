import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface ContentSecurityOptions {
  /** Extra origins the storefront needs, e.g. the payment provider's checkout script and frames. */
  scriptOrigins?: string[];
  frameOrigins?: string[];
  connectOrigins?: string[];
  imageOrigins?: string[];
}

/** Security headers, with a Content-Security-Policy the storefront works under (no inline scripts). */
export async function useSecurityHeaders(app: FastifyInstance, csp: ContentSecurityOptions = {}) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(csp.scriptOrigins ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(csp.imageOrigins ?? [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(csp.connectOrigins ?? [])],
        frameSrc: ["'self'", ...(csp.frameOrigins ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
