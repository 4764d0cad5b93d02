// The command-line tools (tools/*.ts) run as a merchant runs them: a child process with tsx that
// reaches the test's API over HTTP with the admin token.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { testAdminToken } from './api';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const run = promisify(execFile);

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tools/<script>` against the API (listening on a free port once asked), never throwing. */
export async function runTool(
  api: FastifyInstance,
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<ToolRun> {
  const address = await api.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
  const url = address ?? `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
  return run(path.join(root, 'node_modules/.bin/tsx'), [`tools/${script}`, ...args], {
    cwd: root,
    env: { ...process.env, API_URL: url, ADMIN_TOKEN: testAdminToken, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: ToolRun) => error,
  );
}
