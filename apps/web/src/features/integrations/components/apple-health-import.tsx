import {
  APPLE_HEALTH_UPLOAD_MAX_BYTES,
  describeAppleHealthLimits,
  getErrorMessage,
  type FitnessImport,
} from '@healthscreen/api-client';
import { Alert } from '@healthscreen/ui-kit/alert';
import { Button } from '@healthscreen/ui-kit/button';
import { ProgressBar } from '@healthscreen/ui-kit/progress-bar';
import { Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';

import { toast } from '../../../lib/toast.ts';
import {
  uploadAppleHealthExport,
  useInvalidateFitness,
  type ImportProgress,
} from '../../../api/fitness/index.ts';

const MAX_GB = APPLE_HEALTH_UPLOAD_MAX_BYTES / 1024 ** 3;

const PHASE_LABELS: Record<ImportProgress['phase'], string> = {
  uploading: 'Uploading your export',
  reading: 'Reading your health data',
  saving: 'Saving',
};

/** "4 workouts, 8 days of steps, …" from an import's counts, and what was not kept. */
function describeCounts(result: FitnessImport): string {
  const counts = result.counts;
  if (!counts) return '';
  const parts = [
    `${counts.workouts} workouts`,
    `${counts.stepDays} days of steps`,
    `${counts.sleepNights} nights of sleep`,
    `${counts.heartRateHours} hours of heart rate`,
  ];
  const changes =
    counts.added === 0 && counts.updated === 0
      ? 'nothing new (everything in this file was already imported)'
      : `${counts.added} new and ${counts.updated} updated entries`;
  // issue 28: what the limits left out is said, with the limits
  const skipped =
    counts.skipped > 0
      ? ` ${counts.skipped.toLocaleString('en-AU')} records were not kept: ${describeAppleHealthLimits()}.`
      : '';
  return `Found ${parts.join(', ')}: ${changes}.${skipped}`;
}

/**
 * Apple Health, honestly (deviation 14): a web page cannot read HealthKit, so the user uploads the
 * "Export All Health Data" file from the iPhone's Health app. The file input is opened by the
 * provider card's Connect / Sync button (`inputRef`) or by the button here.
 */
export function AppleHealthImport({
  inputRef,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
}) {
  const invalidate = useInvalidateFitness();
  const instructionsId = useId();
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<FitnessImport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;
  const controller = useRef<AbortController | null>(null);

  async function importFile(file: File) {
    setError(null);
    setResult(null);
    if (file.size > APPLE_HEALTH_UPLOAD_MAX_BYTES) {
      setError(`The file is larger than ${MAX_GB} GB, the most one upload may be.`);
      return;
    }
    controller.current = new AbortController();
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      const imported = await uploadAppleHealthExport(file, setProgress, controller.current.signal);
      setResult(imported);
      toast({ title: 'Sync Complete', description: 'Health data synchronized successfully' });
      await invalidate();
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') {
        setError('The upload was cancelled; nothing was imported.');
        return;
      }
      const message = getErrorMessage(
        caught,
        caught instanceof Error && caught.message ? caught.message : 'Failed to sync data',
      );
      setError(message);
      toast({ variant: 'destructive', title: 'Sync Failed', description: message });
    } finally {
      setProgress(null);
      controller.current = null;
    }
  }

  return (
    <section aria-labelledby={`${instructionsId}-title`} className="space-y-3">
      <h3 id={`${instructionsId}-title`} className="font-semibold text-slate-900">
        Import from Apple Health
      </h3>
      <ol id={instructionsId} className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>On your iPhone, open the Health app and tap your picture (top right).</li>
        <li>Tap “Export All Health Data”, then Export, and save or send the export.zip here.</li>
        <li>
          Choose the export.zip below (or the export.xml inside it). Up to {MAX_GB} GB; importing
          the same file again adds nothing twice.
        </li>
      </ol>
      <input
        ref={inputRef}
        type="file"
        accept=".zip,.xml,application/zip,application/x-zip-compressed,text/xml,application/xml"
        className="sr-only"
        aria-label="Apple Health export file"
        aria-describedby={instructionsId}
        tabIndex={-1}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      {!busy && (
        <Button type="button" variant="outline" onClick={() => inputRef.current?.click()}>
          <Upload aria-hidden="true" />
          Choose export file
        </Button>
      )}
      {progress && (
        <div className="space-y-2" aria-live="polite">
          <div className="flex justify-between text-sm text-slate-700">
            <span>{PHASE_LABELS[progress.phase]}…</span>
            <span>{progress.percent}%</span>
          </div>
          <ProgressBar value={progress.percent} label={PHASE_LABELS[progress.phase]} />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => controller.current?.abort()}
          >
            Cancel
          </Button>
        </div>
      )}
      {error && (
        <Alert tone="error" title="The export was not imported">
          {error}
        </Alert>
      )}
      {result && (
        <Alert tone="success" title="Apple Health data imported">
          {describeCounts(result)}
        </Alert>
      )}
    </section>
  );
}
