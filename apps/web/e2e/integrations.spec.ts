import { crc32, deflateRawSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { expectNoSeriousAxeViolations, signUpWithAssessment } from './plan-helpers.ts';

/** A one-entry zip (deflated), as the Health app writes apple_health_export/export.xml. */
function zipOne(name: string, text: string): Buffer {
  const data = Buffer.from(text);
  const packed = deflateRawSync(data);
  const fileName = Buffer.from(name);
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + packed.length, 16);
  return Buffer.concat([local, fileName, packed, central, fileName, end]);
}

const record = (type: string, start: string, end: string, value: number | string, unit = 'count') =>
  `<Record type="${type}" sourceName="Apple Watch" unit="${unit}" startDate="${start}" endDate="${end}" value="${value}"/>`;

/** Two days of an Apple Watch: steps, heart rate, a night's sleep, a run and a weight. */
const EXPORT_XML = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
]>
<HealthData locale="en_AU">
 <ExportDate value="2026-11-21 09:00:00 +1100"/>
 <Me HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
 ${record('HKQuantityTypeIdentifierStepCount', '2026-11-19 08:00:00 +1100', '2026-11-19 09:00:00 +1100', 6000)}
 ${record('HKQuantityTypeIdentifierStepCount', '2026-11-20 08:00:00 +1100', '2026-11-20 09:00:00 +1100', 8000)}
 ${record('HKQuantityTypeIdentifierHeartRate', '2026-11-20 08:05:00 +1100', '2026-11-20 08:05:00 +1100', 70, 'count/min')}
 ${record('HKQuantityTypeIdentifierHeartRate', '2026-11-20 08:35:00 +1100', '2026-11-20 08:35:00 +1100', 80, 'count/min')}
 <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Apple Watch" startDate="2026-11-19 23:00:00 +1100" endDate="2026-11-20 06:30:00 +1100" value="HKCategoryValueSleepAnalysisAsleepCore"/>
 ${record('HKQuantityTypeIdentifierBodyMass', '2026-11-20 07:00:00 +1100', '2026-11-20 07:00:00 +1100', 64.5, 'kg')}
 <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="32" durationUnit="min" sourceName="Apple Watch" startDate="2026-11-20 06:00:00 +1100" endDate="2026-11-20 06:32:00 +1100">
  <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" sum="310" unit="kcal"/>
  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" sum="5.46" unit="km"/>
 </Workout>
</HealthData>
`;

test('a user imports an Apple Health export and sees activities, the summary and the averages', async ({
  page,
}) => {
  await signUpWithAssessment(page, 'apple-health');
  await page.goto('/integrations');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connected Apps and Devices' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Open fitness integrations' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fitness integrations' });
  await expect(dialog.getByRole('button', { name: 'Connect Fitbit' })).toBeDisabled();
  await expect(dialog.getByText('No connected devices yet.')).toBeVisible();

  await dialog.getByLabel('Apple Health export file').setInputFiles({
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: zipOne('apple_health_export/export.xml', EXPORT_XML),
  });
  await expect(page.getByText('Sync Complete', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Connected', { exact: true })).toBeVisible();

  const summary = dialog.getByRole('table', { name: 'Connected Data Summary' });
  const row = summary.getByRole('row').nth(1);
  await expect(row).toContainText('Apple Health');
  await expect(row).toContainText('14,000');
  await expect(row).toContainText('75 bpm');
  await expect(row).toContainText('64.5 kg / 7.5 h sleep');
  await expectNoSeriousAxeViolations(page);

  await dialog.getByRole('tab', { name: 'Activities' }).click();
  const activities = dialog.getByRole('table', { name: /latest 10 activities/ });
  await expect(activities).toContainText('Running');
  await expect(activities).toContainText('5.5 km');
  await expect(activities).toContainText('310 kcal');

  await dialog.getByRole('tab', { name: 'Metrics' }).click();
  await expect(dialog.getByText('7-day averages (14 Nov 2026 to 20 Nov 2026)')).toBeVisible();
  // (6000 + 8000) / 2 days with steps
  await expect(dialog.getByText('Steps a day').locator('..')).toContainText('7,000');
  await expect(dialog.getByText('Sleep a night').locator('..')).toContainText('7.5 h');

  // the same file again adds nothing twice
  await dialog.getByRole('tab', { name: 'Overview' }).click();
  await dialog.getByLabel('Apple Health export file').setInputFiles({
    name: 'export.zip',
    mimeType: 'application/zip',
    buffer: zipOne('apple_health_export/export.xml', EXPORT_XML),
  });
  await expect(
    dialog.getByText(/nothing new \(everything in this file was already imported\)/),
  ).toBeVisible();
});
