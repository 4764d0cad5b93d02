import type { Readable } from 'node:stream';
import { apiErrorSchema, type Operation, type OperationOutput } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { uploadedStream } from './upload';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<O extends Operation> {
  params: Parsed<O['params']>;
  query: Parsed<O['query']>;
  /** An upload's body is the file's bytes as they arrive, cut off (413) past the operation's maxBytes. */
  body: O['upload'] extends object ? Readable : Parsed<O['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler answers: the operation's JSON, or for a download the file's text or stream. */
type Answer<O extends Operation> = O['download'] extends string ? Readable | string : OperationOutput<O>;

/**
 * Registers the route of one contract operation: its path, method, schemas and operationId all
 * come from `@shop/contracts`, so the API, its OpenAPI document and the client cannot drift apart.
 */
export function route<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: (input: RouteInput<O>) => Promise<Answer<O>>,
) {
  const { upload, download } = operation;
  const register = (scope: FastifyInstance) =>
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: operation.method,
      url: operation.path,
      schema: {
        operationId: operation.id,
        summary: operation.summary,
        tags: [operation.tag],
        ...(operation.auth && {
          security:
            operation.auth === 'customer' ? [{ customerSession: [] }] : [{ staffSession: [] }, { adminToken: [] }],
        }),
        ...(operation.params && { params: operation.params }),
        ...(operation.query && { querystring: operation.query }),
        ...(operation.body && !upload && { body: operation.body }),
        ...(upload && { consumes: [...upload.contentTypes] }),
        ...(download && { produces: [download] }),
        response: {
          // A download's body is a file, written as it is rather than serialised from a schema.
          ...(!download && { [operation.status ?? 200]: operation.response }),
          '4xx': apiErrorSchema,
          '5xx': apiErrorSchema,
        },
      },
      ...(operation.auth && {
        onRequest:
          operation.auth === 'customer'
            ? (request: FastifyRequest) => app.customerGuard(request)
            : app.staffGuard(operation.auth),
      }),
      handler: async (request, reply) => {
        reply.code(operation.status ?? 200);
        if (download) reply.type(download);
        return handler({
          params: request.params as Parsed<O['params']>,
          query: request.query as Parsed<O['query']>,
          body: (upload ? uploadedStream(request.body, upload.maxBytes) : request.body) as RouteInput<O>['body'],
          request,
          reply,
        });
      },
    });
  if (!upload) return register(app);
  // The file arrives as a stream: its content types are taken as they are, in this route's scope only.
  app.register(async (scope) => {
    scope.addContentTypeParser([...upload.contentTypes], (_request, payload, done) => done(null, payload));
    register(scope);
  });
}
