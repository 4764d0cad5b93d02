import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ACCESS_COOKIE } from '@shop/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The API's reference, drawn from the routes' zod schemas: /openapi.json and its pages at /docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Werkhaus shop API',
        version: '1.0.0',
        description: 'Operations are named as in the storefront specification; operationId is that name.',
      },
      components: {
        securitySchemes: {
          adminToken: { type: 'http', scheme: 'bearer' },
          staffSession: { type: 'apiKey', in: 'cookie', name: 'staff-session' },
          customerSession: { type: 'apiKey', in: 'cookie', name: ACCESS_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  app.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
}
