import { apiErrorSchema, type Operation, type OperationOutput } from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface RouteInput<O extends Operation> {
  params: Parsed<O['params']>;
  query: Parsed<O['query']>;
  body: Parsed<O['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers the route of one contract operation: its path, method, schemas and operationId all
 * come from `@shop/contracts`, so the API, its OpenAPI document and the client cannot drift apart.
 */
export function route<O extends Operation>(
  app: FastifyInstance,
  operation: O,
  handler: (input: RouteInput<O>) => Promise<OperationOutput<O>>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: operation.method,
    url: operation.path,
    schema: {
      operationId: operation.id,
      summary: operation.summary,
      tags: [operation.tag],
      ...(operation.auth && { security: [operation.auth === 'admin' ? { adminToken: [] } : { customerSession: [] }] }),
      ...(operation.params && { params: operation.params }),
      ...(operation.query && { querystring: operation.query }),
      ...(operation.body && { body: operation.body }),
      response: {
        [operation.status ?? 200]: operation.response,
        '4xx': apiErrorSchema,
        '5xx': apiErrorSchema,
      },
    },
    ...(operation.auth === 'admin' && { onRequest: (request: FastifyRequest) => app.adminGuard(request) }),
    ...(operation.auth === 'customer' && { onRequest: (request: FastifyRequest) => app.customerGuard(request) }),
    handler: async (request, reply) => {
      reply.code(operation.status ?? 200);
      return handler({
        params: request.params as Parsed<O['params']>,
        query: request.query as Parsed<O['query']>,
        body: request.body as Parsed<O['body']>,
        request,
        reply,
      });
    },
  });
}
