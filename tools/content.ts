import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ShopApiError } from '@shop/client';
import { type ContentType, contentTypes, type LocaleCode, supportedLocales } from '@shop/contracts';
import { adminApi, describeError } from './admin-api';
import { readCommandLine } from './cli';

const usage = [
  'usage: npm run content -- export|import <dir>',
  '       npm run content -- get <type> <identifier> [--locale <l>]',
  '       npm run content -- set <type> <identifier> --locale <l> [--file f.json] [--config json] [--content html]',
].join('\n');

const { positionals, values } = readCommandLine(usage, {
  locale: { type: 'string', default: 'de' },
  file: { type: 'string' },
  config: { type: 'string' },
  content: { type: 'string' },
});

const api = adminApi();

function key(type: string | undefined, identifier: string | undefined, locale: string) {
  if (!type || !(contentTypes as readonly string[]).includes(type))
    throw new Error(`type must be one of ${contentTypes.join(', ')}`);
  if (!identifier) throw new Error('identifier is required');
  if (!(supportedLocales as readonly string[]).includes(locale))
    throw new Error(`locale must be one of ${supportedLocales.join(', ')}`);
  return { type: type as ContentType, identifier, locale: locale as LocaleCode };
}

const entryFile = (dir: string, k: { type: string; identifier: string; locale: string }) =>
  path.join(dir, k.type, k.identifier, `${k.locale}.json`);

async function exportAll(dir: string) {
  const { entries } = await api.listContent();
  for (const summary of entries) {
    const { content, config, script } = await api.readContent({ params: summary });
    const file = entryFile(dir, summary);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify({ content, config, script }, null, 2)}\n`);
  }
  console.log(`exported ${entries.length} entries to ${dir}`);
}

async function importAll(dir: string) {
  let written = 0;
  let failed = 0;
  for (const type of await readdir(dir)) {
    for (const identifier of await readdir(path.join(dir, type))) {
      for (const file of await readdir(path.join(dir, type, identifier))) {
        if (!file.endsWith('.json')) continue;
        const params = key(type, identifier, file.replace(/\.json$/, ''));
        try {
          const body = JSON.parse(await readFile(path.join(dir, type, identifier, file), 'utf8'));
          const entry = await api.writeContent({ params, query: {}, body });
          written++;
          console.log(`${type}/${identifier}/${params.locale}: version ${entry.version}`);
        } catch (error) {
          failed++;
          console.error(`${type}/${identifier}/${params.locale}: ${describeError(error)}`);
        }
      }
    }
  }
  console.log(`imported ${written}, refused ${failed}`);
  if (failed) process.exitCode = 1;
}

async function set(params: ReturnType<typeof key>) {
  const current = await api.readContent({ params }).catch((error) => {
    if (error instanceof ShopApiError && error.status === 404) return undefined;
    throw error;
  });
  const fromFile = values.file ? JSON.parse(await readFile(values.file, 'utf8')) : {};
  const body = {
    content: values.content ?? fromFile.content ?? current?.content ?? '',
    config: values.config ? JSON.parse(values.config) : (fromFile.config ?? current?.config ?? {}),
    script: fromFile.script ?? current?.script ?? null,
  };
  const entry = await api.writeContent({ params, query: {}, body });
  console.log(`${params.type}/${params.identifier}/${params.locale}: version ${entry.version}`);
}

const [command, ...args] = positionals;
try {
  switch (command) {
    case 'export':
      await exportAll(args[0] ?? 'content');
      break;
    case 'import':
      await importAll(args[0] ?? 'content');
      break;
    case 'get':
      console.log(JSON.stringify(await api.readContent({ params: key(args[0], args[1], values.locale!) }), null, 2));
      break;
    case 'set':
      await set(key(args[0], args[1], values.locale!));
      break;
    default:
      console.error(usage);
      process.exitCode = 2;
  }
} catch (error) {
  console.error(describeError(error));
  process.exitCode = 1;
}
