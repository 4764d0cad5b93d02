import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { sendErrorReport } from '@shop/client/error-report';
import type { ErrorReport } from '@shop/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { answerSerializer } from './answer-serializer';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './errors';
import { nulGuard } from './nul-guard';
import { securityHeaders } from './security-headers';

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
  app.addHook('onRequest', securityHeaders);
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
