import { z } from 'zod';
import { defineOperation } from './operation';

export const healthSchema = z.object({ status: z.literal('ok') });
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

export const systemOperations = {
  health: defineOperation({
    id: 'health',
    method: 'GET',
    path: '/healthz',
    summary: 'The process is up',
    tag: 'system',
    response: healthSchema,
  }),
  readiness: defineOperation({
    id: 'readiness',
    method: 'GET',
    path: '/readyz',
    summary: 'The database is reachable (503 when not)',
    tag: 'system',
    response: readinessSchema,
  }),
};
