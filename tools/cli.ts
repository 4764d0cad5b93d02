// The command line of the shop's tools (npm run catalog|orders|staff|content|seed|db:*), read one
// way: node:util's parseArgs, with --help and -h printing the tool's usage and ending with exit 0.
import { type ParseArgsConfig, parseArgs } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;
const help = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * The tool's options and positional arguments (none when `positionals` is false). With --help or
 * -h anywhere, prints `usage` and exits 0; an option the tool does not know, or a missing value,
 * is said with the usage, and exits 2 (a wrong command line).
 */
export function readCommandLine<const O extends Options>(usage: string, options: O, { positionals = true } = {}) {
  try {
    const parsed = parseArgs({ allowPositionals: positionals, strict: true, options: { ...options, ...help } });
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed;
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}
