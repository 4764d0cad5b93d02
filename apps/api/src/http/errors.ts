// The cookie plugin's request.cookies and reply.setCookie types, wherever a module uses them.
import type {} from '@fastify/cookie';
import type { ApiError, ErrorCode, ErrorReport, FieldIssue } from '@shop/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error a service throws on purpose; it reaches the client with its status, code and message. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const notFound = (message: string, details?: unknown) => new HttpError(404, 'NOT_FOUND', message, details);

/** A 400 about one field of the input, in the shape the storefront's forms show at that field. */
export const invalidField = (path: string, message: string) =>
  new HttpError(400, 'VALIDATION_ERROR', message, { issues: [{ path, message }] });

const codeForStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

const body = (code: string, message: string, details?: unknown): ApiError => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

const requestPart: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = requestPart[error.validationContext ?? ''] ?? 'request';
    const issues: FieldIssue[] = error.validation.map((v) => ({
      path: [part, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'is invalid',
    }));
    const message = issues.map((i) => `${i.path.split('.').slice(1).join('.') || i.path}: ${i.message}`).join('; ');
    return reply.code(400).send(body('VALIDATION_ERROR', message, { issues }));
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).send(body(error.code, error.message, error.details));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, …
    return reply.code(status).send(body(codeForStatus[status] ?? 'BAD_REQUEST', error.message));
  }
  request.log.error({ err: error }, 'request failed');
  void request.server.reportError({
    source: 'api',
    message: error.message,
    stack: error.stack,
    url: request.url,
    requestId: request.id,
  });
  return reply.code(500).send(body('INTERNAL_ERROR', 'Internal server error'));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(body('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rejects a request without the admin token (see http/admin-auth.ts). */
    adminGuard(request: FastifyRequest): Promise<void>;
    /** Rejects a request without a valid customer session (see modules/customer/routes.ts). */
    customerGuard(request: FastifyRequest): Promise<void>;
    /** Passes an error to the error-reporting service, when one is configured. */
    reportError(report: ErrorReport): Promise<void>;
    /** Who is asking, for prices and stock (see http/viewer.ts). */
    viewer(request: FastifyRequest): Promise<import('./viewer').Viewer>;
    /** Online payments; the clean-up job and tests reach them here. */
    payments: import('../modules/payment/service').PaymentService;
  }
}
