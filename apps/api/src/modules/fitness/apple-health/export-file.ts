import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';

import yauzl from 'yauzl';

import { ImportRejectedError } from './export-reader.js';

/**
 * Limits on what an upload may unpack to (README: "Apple Health import"). Apple's export.xml
 * deflates about 10–40 to 1; a zip bomb (zeros, repeated blocks) 1000 to 1 and more.
 */
export const EXPORT_LIMITS = {
  /** The export.xml's unpacked size. */
  maxXmlBytes: 8 * 1024 ** 3,
  /** Unpacked ÷ packed size of the export.xml. */
  maxCompressionRatio: 100,
  /** Entries in the zip (an export holds export.xml, export_cda.xml, ECGs and workout routes). */
  maxEntries: 200_000,
} as const;

export const NOT_A_ZIP_MESSAGE =
  'Choose the export.zip from the Health app (Profile → Export All Health Data), or the export.xml inside it.';
export const NO_EXPORT_XML_MESSAGE =
  'The zip file holds no apple_health_export/export.xml: is it the Health app’s export?';
export const DAMAGED_ZIP_MESSAGE =
  'The zip file is damaged or incomplete; export it again and retry.';
export const ZIP_BOMB_MESSAGE =
  'The zip file unpacks to far more than an Apple Health export could; it was not imported.';
export const UNSAFE_NAME_MESSAGE =
  'The zip file holds a file with an unsafe name (an absolute path or ".."); it was not imported.';

/** What was uploaded: the XML to read, how many bytes it will give, and how to close it. */
export interface ExportXmlSource {
  stream: Readable;
  /** Bytes the stream will give (the unpacked export.xml). */
  totalBytes: number;
  close: () => void;
}

async function readHead(path: string, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function isXmlStart(head: Buffer): boolean {
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return text.startsWith('<?xml') || text.startsWith('<HealthData') || text.startsWith('<!DOCTYPE');
}

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    );
  });
}

/** Walks the central directory (never the entries' data) for the export.xml entry. */
function findExportXml(zip: yauzl.ZipFile): Promise<yauzl.Entry> {
  return new Promise((resolve, reject) => {
    let found: yauzl.Entry | undefined;
    let seen = 0;
    zip.on('entry', (entry: yauzl.Entry) => {
      seen += 1;
      if (seen > EXPORT_LIMITS.maxEntries) {
        reject(new ImportRejectedError(ZIP_BOMB_MESSAGE));
        return;
      }
      const name = entry.fileName;
      if (name === 'export.xml' || name.endsWith('/export.xml')) {
        // the shortest path wins: apple_health_export/export.xml over anything nested deeper
        if (!found || name.length < found.fileName.length) found = entry;
      }
      zip.readEntry();
    });
    zip.on('end', () =>
      found ? resolve(found) : reject(new ImportRejectedError(NO_EXPORT_XML_MESSAGE)),
    );
    zip.on('error', (error: Error) => reject(toRejection(error)));
    zip.readEntry();
  });
}

/** yauzl's errors in the user's words (its messages name the problem but not what to do). */
function toRejection(error: Error): Error {
  if (error instanceof ImportRejectedError) return error;
  const message = error.message;
  if (/absolute path|invalid relative path|invalid characters in fileName/.test(message)) {
    return new ImportRejectedError(UNSAFE_NAME_MESSAGE);
  }
  if (/too many bytes in the stream/.test(message))
    return new ImportRejectedError(ZIP_BOMB_MESSAGE);
  return new ImportRejectedError(DAMAGED_ZIP_MESSAGE);
}

function openEntryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error ? reject(toRejection(error)) : resolve(stream),
    );
  });
}

/**
 * Opens an uploaded file (already on disk, size-limited) as the export.xml to read: a zip is
 * checked through its central directory first — every name (no absolute paths, no ".."), the
 * entry count, the export.xml's declared size and its compression ratio — and only then is that
 * one entry inflated, as a stream; yauzl stops it should it inflate past its declared size.
 * An export.xml uploaded on its own (Safari on a Mac unzips downloads) is read as it is.
 */
export async function openExportFile(path: string): Promise<ExportXmlSource> {
  const head = await readHead(path, 64);
  if (head.subarray(0, 4).equals(ZIP_MAGIC)) {
    let zip: yauzl.ZipFile;
    try {
      zip = await openZip(path);
    } catch (error) {
      throw toRejection(error as Error);
    }
    try {
      const entry = await findExportXml(zip);
      if (entry.isEncrypted()) throw new ImportRejectedError(DAMAGED_ZIP_MESSAGE);
      const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
      if (
        entry.uncompressedSize > EXPORT_LIMITS.maxXmlBytes ||
        ratio > EXPORT_LIMITS.maxCompressionRatio
      ) {
        throw new ImportRejectedError(ZIP_BOMB_MESSAGE);
      }
      const stream = await openEntryStream(zip, entry);
      const source: ExportXmlSource = {
        stream,
        totalBytes: entry.uncompressedSize,
        close: () => {
          stream.destroy();
          zip.close();
        },
      };
      stream.on('error', () => undefined);
      return source;
    } catch (error) {
      zip.close();
      throw toRejection(error as Error);
    }
  }
  if (isXmlStart(head)) {
    const { size } = await stat(path);
    const stream = createReadStream(path, { highWaterMark: 256 * 1024 });
    return { stream, totalBytes: size, close: () => stream.destroy() };
  }
  throw new ImportRejectedError(NOT_A_ZIP_MESSAGE);
}

/** Rewrites a stream error from yauzl (too many bytes, bad data) into the user's words. */
export function describeStreamError(error: unknown): Error {
  return error instanceof Error ? toRejection(error) : new ImportRejectedError(DAMAGED_ZIP_MESSAGE);
}
