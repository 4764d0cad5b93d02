import type { ApiError, ErrorCode, FieldIssue } from '@shop/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable';
import { DomainError, type Failure, fieldIssue, type NamedProblem } from '../lib/domain-errors';

/** The one table from a domain failure to its HTTP status. */
const statusOf: Record<Failure, number> = {
  invalid: 400,
  refused: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  throttled: 429,
  'upstream-failed': 502,
  unavailable: 503,
};

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

const body = (code: string, message: string, details?: unknown, problem?: NamedProblem): ApiError => ({
  error: {
    code,
    message,
    ...(problem && { problem: problem.name, ...(problem.values && { values: problem.values }) }),
    ...(details !== undefined && { details }),
  },
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
    const issues: FieldIssue[] = error.validation.map((v) =>
      fieldIssue([part, ...v.instancePath.split('/').filter(Boolean)].join('.'), v.message ?? 'is invalid'),
    );
    const message = issues.map((i) => `${i.path.split('.').slice(1).join('.') || i.path}: ${i.message}`).join('; ');
    return reply.code(400).send(body('VALIDATION_ERROR', message, { issues }));
  }
  if (error instanceof DomainError) {
    return reply.code(statusOf[error.failure]).send(body(error.code, error.message, error.details, error.problem));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own client errors: malformed JSON, wrong content type, body too large, …
    return reply.code(status).send(body(codeForStatus[status] ?? 'BAD_REQUEST', error.message));
  }
  if (isDatabaseUnavailable(error)) {
    // Nothing was written (a transaction that lost its connection is rolled back by the server).
    request.log.warn({ err: error }, 'database unreachable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send(body('SERVICE_UNAVAILABLE', 'The shop is briefly unavailable. Please try again in a moment.'));
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

/**
 * The router's own refusals, before any route runs: a path parameter longer than the router takes
 * (414), or a path that is not valid percent-encoded UTF-8 (400). Fastify would answer them in
 * its own shape, and with the whole path in the message.
 */
export function frameworkErrorHandler(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'A path parameter is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The path is not valid percent-encoded UTF-8'
        : 'The request could not be routed';
  return reply.code(status).send(body('BAD_REQUEST', message));
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(body('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`));
}
