import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

/**
 * The official EN 16931 business rules for CII (CEN/TC 434's Schematron, validation-1.3.16 of
 * ConnectingEurope/eInvoicing-EN16931, as the XSLT 2.0 it publishes; EUPL 1.2, LICENSE.txt beside it),
 * run by SaxonJS. No package on the npm registry carries these rules, so the XSLT lives here as a
 * test fixture. SaxonJS runs a stylesheet once compiled; compiling this one takes a CPU's quarter
 * minute, so the compiled form is kept in node_modules/.cache under the XSLT's hash.
 */
const here = dirname(fileURLToPath(import.meta.url));
const xsltPath = join(here, 'EN16931-CII-validation.xslt');

const compiled = (async () => {
  const xslt = await readFile(xsltPath);
  const hash = createHash('sha256').update(xslt).digest('hex').slice(0, 16);
  const cacheDir = join(here, '../../../../../node_modules/.cache/en16931');
  const sefPath = join(cacheDir, `EN16931-CII-validation.${hash}.sef.json`);
  try {
    return await readFile(sefPath, 'utf8');
  } catch {
    await mkdir(cacheDir, { recursive: true });
    const partial = `${sefPath}.${process.pid}`;
    const compiler = fileURLToPath(import.meta.resolve('xslt3/xslt3.js'));
    await promisify(execFile)(process.execPath, [
      compiler,
      `-xsl:${xsltPath}`,
      `-export:${partial}`,
      '-nogo',
      '-relocate:on',
    ]);
    // Renamed whole, so a test process beside this one never reads half a file.
    await rename(partial, sefPath);
    return readFile(sefPath, 'utf8');
  }
})();

/** Resolves once the rules are compiled: a test file's `beforeAll` waits for it under a longer timeout than a test's. */
export const en16931RulesCompiled = compiled.then(() => undefined);

/** An assertion of the rules the XML fails: its rule id (BR-…), severity and CEN's words. */
export interface RuleFailure {
  rule: string;
  flag: string;
  text: string;
}

/** The rules an EN 16931 CII XML fails, as the official validation reports them (SVRL). */
export async function en16931RuleFailures(xml: string): Promise<RuleFailure[]> {
  const { principalResult } = await SaxonJS.transform(
    { stylesheetText: await compiled, sourceText: xml, destination: 'serialized' },
    'async',
  );
  return [
    ...(principalResult as string).matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g),
  ].map(([, attributes, body]) => ({
    rule: /\bid="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    flag: /\bflag="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    text: /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body!)?.[1]?.trim() ?? '',
  }));
}
