import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

import { SaxesParser } from 'saxes';

import { createHealthDataCollector, type HealthData } from './health-data.js';

/** A file the import refuses; `message` is shown to the user as it is. */
export class ImportRejectedError extends Error {
  override name = 'ImportRejectedError';
}

export const NOT_A_HEALTH_EXPORT_MESSAGE =
  'This is not an Apple Health export: its export.xml has no HealthData.';
export const ENTITY_DECLARATION_MESSAGE =
  'The export file declares XML entities, which an Apple Health export never does; it was not imported.';

/**
 * Reads an Apple Health export.xml from a byte stream, element by element (saxes, a streaming
 * SAX parser), and reduces it as it goes; the file is never held whole. Strict XML: a declared
 * entity (the "billion laughs" and XXE shapes) or any undefined entity is refused before it
 * could be expanded — saxes never resolves external entities in any case.
 *
 * `onBytes` is told how many bytes have been read so far (for the progress bar).
 */
export async function readHealthExport(
  input: Readable,
  onBytes: (bytesRead: number) => void | Promise<void> = () => undefined,
): Promise<HealthData> {
  const collector = createHealthDataCollector();
  const parser = new SaxesParser({ xmlns: false, position: false });
  const decoder = new StringDecoder('utf8');
  let depth = 0;
  let sawRoot = false;
  let failure: Error | undefined;

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) failure ??= new ImportRejectedError(ENTITY_DECLARATION_MESSAGE);
  });
  // saxes closes self-closing tags too, so depth goes up on every open and down on every close
  parser.on('opentag', (tag) => {
    if (depth === 0) {
      if (tag.name !== 'HealthData')
        failure ??= new ImportRejectedError(NOT_A_HEALTH_EXPORT_MESSAGE);
      sawRoot = true;
    } else {
      collector.open(tag.name, tag.attributes, depth);
    }
    depth += 1;
  });
  parser.on('closetag', (tag) => {
    depth -= 1;
    if (depth > 0) collector.close(tag.name, depth);
  });
  parser.on('error', (error) => {
    failure ??= new ImportRejectedError(
      `The export.xml is not well-formed XML (${error.message}).`,
    );
  });

  let bytesRead = 0;
  for await (const chunk of input) {
    const buffer = chunk as Buffer;
    bytesRead += buffer.length;
    parser.write(decoder.write(buffer));
    if (failure) {
      input.destroy();
      throw failure;
    }
    await onBytes(bytesRead);
  }
  parser.write(decoder.end());
  parser.close();
  if (failure) throw failure;
  if (!sawRoot) throw new ImportRejectedError(NOT_A_HEALTH_EXPORT_MESSAGE);
  return collector.finish();
}
