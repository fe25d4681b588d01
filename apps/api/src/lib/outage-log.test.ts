import { afterEach, describe, expect, it, vi } from 'vitest';

import { createOutageLog } from './outage-log.js';

interface Line {
  level: 'error' | 'warn';
  msg: string;
  fields: Record<string, unknown>;
}

function recordingLogger() {
  const lines: Line[] = [];
  const logger = {
    error: (fields: Record<string, unknown>, msg: string) =>
      lines.push({ level: 'error', msg, fields }),
    warn: (fields: Record<string, unknown>, msg: string) =>
      lines.push({ level: 'warn', msg, fields }),
  };
  return { logger: logger as never, lines };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createOutageLog', () => {
  it('logs one line when an outage starts and one when it ends, with the refused count', async () => {
    vi.useFakeTimers();
    const { logger, lines } = recordingLogger();
    let databaseUp = false;
    let clock = 0;
    const outage = createOutageLog({
      log: logger,
      probe: () => (databaseUp ? Promise.resolve() : Promise.reject(new Error('ECONNREFUSED'))),
      probeIntervalMs: 1000,
      now: () => clock,
    });

    for (let i = 0; i < 500; i += 1) outage.refused(new Error('connect ECONNREFUSED'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'error',
      msg: expect.stringContaining('outage started'),
    });
    expect(outage.active).toBe(true);

    clock = 3000;
    await vi.advanceTimersByTimeAsync(3000); // three failed probes: still one line
    expect(lines).toHaveLength(1);

    databaseUp = true;
    clock = 4000;
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({
      level: 'warn',
      msg: expect.stringContaining('outage ended'),
      fields: { refusedRequests: 500, durationMs: 4000 },
    });
    expect(outage.active).toBe(false);

    outage.refused(new Error('connect ECONNREFUSED'));
    expect(lines).toHaveLength(3); // a new outage is logged again
    outage.close();
  });

  it('stops probing once closed', async () => {
    vi.useFakeTimers();
    const { logger } = recordingLogger();
    const probe = vi.fn(() => Promise.reject(new Error('down')));
    const outage = createOutageLog({ log: logger, probe, probeIntervalMs: 100 });
    outage.refused(new Error('down'));
    await vi.advanceTimersByTimeAsync(250);
    const probesBeforeClose = probe.mock.calls.length;
    expect(probesBeforeClose).toBe(2);
    outage.close();
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe.mock.calls.length).toBe(probesBeforeClose);
  });
});
