import { describe, expect, it } from 'vitest';

import { ApiError, createApiClient } from '../client.js';
import { formatReportFileName, ReportPdfSchema } from './reports.js';
import { ROUTES } from './routes.js';

const PDF_BYTES = new TextEncoder().encode('%PDF-1.3\n%%EOF\n');

function clientAnswering(response: () => Response) {
  const sent: { url: string; init: RequestInit | undefined }[] = [];
  const client = createApiClient({
    fetch: async (input, init) => {
      sent.push({ url: input instanceof Request ? input.url : input.toString(), init });
      return response();
    },
  });
  return { client, sent };
}

describe('the GP report contract', () => {
  it('names the file after the assessment’s date', () => {
    expect(formatReportFileName('2025-03-05')).toBe('healthscreen-report-2025-03-05.pdf');
    expect(formatReportFileName('2025-03-05T23:10:00.000Z')).toBe(
      'healthscreen-report-2025-03-05.pdf',
    );
  });

  it('is a bytes row: the PDF is no JSON', () => {
    expect(ROUTES.reports.assessmentPdf.responses[200]).toBe(ReportPdfSchema);
    expect(ReportPdfSchema.safeParse(Buffer.from(PDF_BYTES)).success).toBe(true);
    expect(ReportPdfSchema.safeParse({ pdf: 'no' }).success).toBe(false);
  });
});

describe('the report download (a `download` row)', () => {
  it('reads the answer as a PDF file named by Content-Disposition, with the session cookie', async () => {
    const { client, sent } = clientAnswering(
      () =>
        new Response(PDF_BYTES, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="healthscreen-report-2025-03-05.pdf"',
          },
        }),
    );
    const file = await client.reports.assessmentPdf({
      params: { id: '3d1f6a2e-5b7c-4d8e-9f0a-1b2c3d4e5f60' },
    });

    expect(file).toBeInstanceOf(Blob);
    expect(file.name).toBe('healthscreen-report-2025-03-05.pdf');
    expect(file.type).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);
    expect(sent[0]?.url).toBe('/api/assessments/3d1f6a2e-5b7c-4d8e-9f0a-1b2c3d4e5f60/report.pdf');
    expect(sent[0]?.init?.credentials).toBe('include');
    expect(new Headers(sent[0]?.init?.headers).get('accept')).toContain('application/pdf');
  });

  it('prefers the UTF-8 file name and falls back to a plain one without a header', async () => {
    const named = clientAnswering(
      () =>
        new Response(PDF_BYTES, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition':
              'attachment; filename="report.pdf"; filename*=UTF-8\'\'r%C3%A9port.pdf',
          },
        }),
    );
    expect((await named.client.reports.assessmentPdf({ params: { id: 'x' } })).name).toBe(
      'réport.pdf',
    );

    const bare = clientAnswering(() => new Response(PDF_BYTES));
    const file = await bare.client.reports.assessmentPdf({ params: { id: 'x' } });
    expect(file.name).toBe('healthscreen-report.pdf');
    expect(file.type).toBe('application/pdf');
  });

  it('throws the spec’s ApiError with the server’s message on a failure', async () => {
    const { client } = clientAnswering(
      () =>
        new Response('{"message":"Assessment not found","code":"NOT_FOUND"}', {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const failure = await client.reports
      .assessmentPdf({ params: { id: 'x' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect((failure as ApiError).code).toBe('NOT_FOUND');
    expect((failure as ApiError).message).toBe(
      '404: {"message":"Assessment not found","code":"NOT_FOUND"}',
    );
  });
});
