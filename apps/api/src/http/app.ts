import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { sendErrorReport } from '@shop/client/error-report';
import type { ErrorReport } from '@shop/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { answerSerializer } from './answer-serializer';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './errors';
import { nulGuard } from './nul-guard';

/**
 * What every API answer (JSON, SVG media, errors) may do in a browser: nothing. No script, no
 * framing, no sniffing another content type; helmet's other defaults (no opener, no DNS
 * prefetch, ...) besides. A page the API serves (/docs, the back office) sets its own policy.
 */
const securityHeaders: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], sandbox: [] },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginResourcePolicy: { policy: 'same-site' },
  strictTransportSecurity: false,
};

interface AppOptions {
  logger: FastifyServerOptions['logger'];
  trustProxy: FastifyServerOptions['trustProxy'];
  errorReportingDsn?: string;
  publicUrl: string;
  checkAnswers: boolean;
}

/**
 * The HTTP shell every route runs in: request ids (the caller's x-request-id, else a new one,
 * answered back), zod validation, answers written by their contracts' schemas (ADR 0011), errors
 * answered as the contracts' error shape, security headers, the NUL guard and cookies.
 */
export async function createApp({ logger, trustProxy, errorReportingDsn, publicUrl, checkAnswers }: AppOptions) {
  const app = Fastify({
    logger,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler,
  });
  app.decorate('reportError', (report: ErrorReport) => sendErrorReport(errorReportingDsn, report));
  app.decorate('servedOverHttps', publicUrl.startsWith('https:'));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializer({ checked: checkAnswers }));
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(helmet, securityHeaders);
  // HSTS only on answers over https (behind a proxy with trustProxy, X-Forwarded-Proto tells),
  // as the storefront does; helmet would send it on every answer.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  app.addHook('preValidation', nulGuard);
  await app.register(cookie);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Passes an error to the error-reporting service, when one is configured. */
    reportError(report: ErrorReport): Promise<void>;
  }
}
