/** Rows a query of the account export reads at most (memory stays flat in the account's size). */
export const EXPORT_PAGE_ROWS = 1000;
/** Characters gathered before a chunk is handed to the response. */
const CHUNK_CHARS = 64 * 1024;

/** A part of the export document: a value read once, a list read a page at a time, or an object. */
export type ExportPart =
  | { value: () => Promise<unknown> }
  | { rows: () => AsyncIterable<unknown> }
  | { object: Readonly<Record<string, ExportPart>> };

/**
 * A list read a page at a time: `page(after)` gives up to {@link EXPORT_PAGE_ROWS} rows after
 * the last one given (keyset: each query starts where the last ended, whatever the list's size).
 */
export async function* paged<Row>(
  page: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < EXPORT_PAGE_ROWS) return;
    after = rows[rows.length - 1];
  }
}

/** {@link paged} for a table with a unique `id`, the row giving it as `id` or `cursor`. */
export function pagedById<Row extends { id: string } | { cursor: string }>(
  page: (afterId: string | undefined) => Promise<Row[]>,
): AsyncGenerator<Row> {
  return paged<Row>((after) =>
    page(after === undefined ? undefined : 'cursor' in after ? after.cursor : after.id),
  );
}

/** The rows without the `cursor` column they were read with. */
export async function* withoutCursor<Row extends { cursor: string }>(
  rows: AsyncIterable<Row>,
): AsyncGenerator<Omit<Row, 'cursor'>> {
  for await (const { cursor: _cursor, ...row } of rows) yield row;
}

/** Each row through `map`. */
export async function* mapRows<Row, Out>(
  rows: AsyncIterable<Row>,
  map: (row: Row) => Promise<Out> | Out,
): AsyncGenerator<Out> {
  for await (const row of rows) yield await map(row);
}

/** A short list read in one query (a handful of rows by the product's own limits). */
export async function* listAll<Row>(rows: Promise<readonly Row[]>): AsyncGenerator<Row> {
  yield* await rows;
}

/**
 * The document as JSON text, in chunks of about {@link CHUNK_CHARS} characters, made as the
 * reader asks for them: at most one page of rows and one chunk are held at a time. The nesting
 * is the document's own (fixed in code), walked with an explicit stack.
 */
export async function* writeJson(document: ExportPart): AsyncGenerator<string> {
  let buffer = '';
  type Frame = { entries: [string, ExportPart][]; next: number };
  const stack: Frame[] = [];
  const open = (part: { object: Readonly<Record<string, ExportPart>> }) => {
    buffer += '{';
    stack.push({ entries: Object.entries(part.object), next: 0 });
  };
  if (!('object' in document)) throw new Error('the export document is an object');
  open(document);
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const entry = frame.entries[frame.next];
    if (entry === undefined) {
      buffer += '}';
      stack.pop();
      continue;
    }
    if (frame.next > 0) buffer += ',';
    frame.next += 1;
    const [key, part] = entry;
    buffer += `${JSON.stringify(key)}:`;
    if ('object' in part) {
      open(part);
    } else if ('value' in part) {
      buffer += JSON.stringify((await part.value()) ?? null);
    } else {
      buffer += '[';
      let first = true;
      for await (const row of part.rows()) {
        buffer += first ? JSON.stringify(row) : `,${JSON.stringify(row)}`;
        first = false;
        if (buffer.length >= CHUNK_CHARS) {
          yield buffer;
          buffer = '';
        }
      }
      buffer += ']';
    }
    if (buffer.length >= CHUNK_CHARS) {
      yield buffer;
      buffer = '';
    }
  }
  yield buffer;
}
