import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

import { SaxesParser } from 'saxes';

import {
  createHealthDataCollector,
  type CollectorOptions,
  type HealthData,
} from './health-data.js';

/** A file the import refuses; `message` is shown to the user as it is. */
export class ImportRejectedError extends Error {
  override name = 'ImportRejectedError';
}

export const NOT_A_HEALTH_EXPORT_MESSAGE =
  'This is not an Apple Health export: its export.xml has no HealthData.';
export const OVERLONG_ELEMENT_MESSAGE =
  'The export file holds an element far longer than an Apple Health export writes; it was not imported.';

/**
 * About the most characters the reader takes between two tags (an element's name and attributes, the
 * text or a comment between elements): the parser holds them whole, so a file could otherwise
 * make it hold gigabytes. Apple's longest elements are a few kilobytes.
 */
export const MAX_CHARS_BETWEEN_TAGS = 4 * 1024 * 1024;

export const ENTITY_DECLARATION_MESSAGE =
  'The export file declares XML entities, which an Apple Health export never does; it was not imported.';

/**
 * Reads an Apple Health export.xml from a byte stream, element by element (saxes, a streaming
 * SAX parser), and reduces it as it goes; the file is never held whole. Strict XML: a declared
 * entity (the "billion laughs" and XXE shapes) or any undefined entity is refused before it
 * could be expanded — saxes never resolves external entities in any case.
 *
 * `onBytes` is told how many bytes have been read so far (for the progress bar); `options` give
 * the moment the years kept end (the import's) and the limits (APPLE_HEALTH_IMPORT_LIMITS).
 */
export async function readHealthExport(
  input: Readable,
  onBytes: (bytesRead: number) => void | Promise<void> = () => undefined,
  options: CollectorOptions = {},
): Promise<HealthData> {
  const collector = createHealthDataCollector(options);
  const parser = new SaxesParser({ xmlns: false, position: false });
  const decoder = new StringDecoder('utf8');
  let depth = 0;
  let sawRoot = false;
  let failure: Error | undefined;
  // characters written since the last tag (roughly: counted a chunk at a time)
  let sinceTag = 0;
  let tags = 0;

  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) failure ??= new ImportRejectedError(ENTITY_DECLARATION_MESSAGE);
  });
  // saxes closes self-closing tags too, so depth goes up on every open and down on every close
  parser.on('opentag', (tag) => {
    tags += 1;
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
    tags += 1;
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
    const text = decoder.write(buffer);
    const tagsBefore = tags;
    parser.write(text);
    sinceTag = tags === tagsBefore ? sinceTag + text.length : 0;
    if (sinceTag > MAX_CHARS_BETWEEN_TAGS) {
      failure ??= new ImportRejectedError(OVERLONG_ELEMENT_MESSAGE);
    }
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
