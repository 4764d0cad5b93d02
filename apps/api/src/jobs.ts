import type { FastifyInstance } from 'fastify';

/** Work the running service repeats in the background. */
export interface Job {
  /** What it is, for the log line of a failure. */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

/**
 * Runs the jobs once, one after the other, when the server is ready (after `first`), then each
 * every `everyMs` until the server closes. A failure is logged and the job runs at its next turn.
 */
export function scheduleJobs(app: FastifyInstance, jobs: Job[], first?: () => Promise<unknown>) {
  const run = (job: Job) => job.run().catch((error: unknown) => app.log.error({ err: error }, `${job.name} failed`));
  const timers = jobs.map((job) => setInterval(() => run(job), job.everyMs));
  for (const timer of timers) timer.unref();
  app.addHook('onReady', async () => {
    await first?.();
    void jobs.reduce<Promise<unknown>>((done, job) => done.then(() => run(job)), Promise.resolve());
  });
  app.addHook('onClose', async () => timers.forEach(clearInterval));
}
