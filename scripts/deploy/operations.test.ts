import { describe, expect, it } from 'vitest';
import { alertPolicies, channelName, LOG_METRICS, operationSteps, shellCommand, type OperationsSettings } from './operations.ts';

const settings: OperationsSettings = {
  project: 'centro-prod',
  alertEmail: 'guardia@centro.cr',
  firestoreReadsPerHour: 1_000_000,
  firestoreWritesPerHour: 200_000,
  clientErrorsPer10Minutes: 50,
};
const steps = operationSteps(settings);
const step = (title: string) => steps.find((candidate) => candidate.title.startsWith(title))!;

describe('the backups and alerts the deploy sets up', () => {
  it('turns on point-in-time recovery and delete protection, and sees when both are on', () => {
    const pitr = step('Firestore point-in-time recovery');
    expect(shellCommand(pitr.apply[0])).toBe("gcloud firestore databases update '--database=(default)' --enable-pitr --delete-protection --project=centro-prod");
    expect(pitr.inPlace({ pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_ENABLED', deleteProtectionState: 'DELETE_PROTECTION_ENABLED' })).toBe(true);
    expect(pitr.inPlace({ pointInTimeRecoveryEnablement: 'POINT_IN_TIME_RECOVERY_DISABLED', deleteProtectionState: 'DELETE_PROTECTION_ENABLED' })).toBe(false);
    expect(pitr.inPlace(null)).toBe(false);
  });

  it('creates a daily backup kept 7 days and a weekly one kept 8 weeks, each only when no schedule like it exists', () => {
    const daily = step('Firestore daily backup');
    const weekly = step('Firestore weekly backup');
    expect(shellCommand(daily.apply[0])).toBe("gcloud firestore backups schedules create '--database=(default)' --recurrence=daily --retention=7d --project=centro-prod");
    expect(shellCommand(weekly.apply[0])).toBe(
      "gcloud firestore backups schedules create '--database=(default)' --recurrence=weekly --day-of-week=SUN --retention=8w --project=centro-prod",
    );
    // As `gcloud firestore backups schedules list --format=json` answers.
    const listed = [
      { name: 'projects/centro-prod/databases/(default)/backupSchedules/a', retention: '604800s', dailyRecurrence: {} },
      { name: 'projects/centro-prod/databases/(default)/backupSchedules/b', retention: '1209600s', weeklyRecurrence: { day: 'SUNDAY' } },
    ];
    expect(daily.inPlace(listed)).toBe(true);
    expect(weekly.inPlace(listed)).toBe(false);
    expect(weekly.inPlace([...listed, { retention: '4838400s', weeklyRecurrence: { day: 'SUNDAY' } }])).toBe(true);
  });

  it('counts the functions\' failure entries, and the browsers\' errors apart, with log-based metrics', () => {
    expect(LOG_METRICS.functionFailures.filter).toContain('jsonPayload.failure.kind=("callable" OR "http" OR "trigger" OR "scheduled")');
    expect(LOG_METRICS.triggerFailures.filter).toContain('jsonPayload.failure.kind="trigger"');
    expect(LOG_METRICS.clientErrors.filter).toContain('jsonPayload.failure.kind="client"');
    const metric = step('Log-based metric centro_function_failures');
    expect(metric.inPlace({ filter: LOG_METRICS.functionFailures.filter })).toBe(true);
    expect(metric.inPlace({ filter: 'severity=ERROR' })).toBe(false);
    expect(metric.files?.[0].content).toMatchObject({ labelExtractors: { function: 'EXTRACT(jsonPayload.failure.function)' } });
  });

  it('has an alert policy for function failures, the shop API, a retrying trigger, browser errors and the Firestore budget', () => {
    const policies = alertPolicies(settings);
    expect(policies.map((policy) => policy.displayName)).toEqual([
      'Centro de líderes: funciones con fallos',
      'Centro de líderes: API de la tienda, 5xx o lenta',
      'Centro de líderes: un trigger que sigue reintentando',
      'Centro de líderes: errores en los navegadores',
      'Centro de líderes: presupuesto de Firestore',
    ]);
    const filters = policies.flatMap((policy) => policy.conditions.map((condition) => condition.conditionThreshold.filter));
    for (const metric of Object.values(LOG_METRICS)) expect(filters.some((filter) => filter.includes(`user/${metric.name}`))).toBe(true);
    expect(filters.some((filter) => filter.includes('service_name="shopapi"') && filter.includes('5xx'))).toBe(true);
    expect(policies[4].conditions.map((condition) => condition.conditionThreshold.thresholdValue)).toEqual([1_000_000, 200_000]);
    // Each policy is created once, with the alert channel, from the file the step writes.
    const created = steps.filter((candidate) => candidate.title.startsWith('Alert policy'));
    expect(created.map((candidate) => candidate.files?.[0].content)).toEqual(policies);
    expect(created.every((candidate) => candidate.apply[0].includes('--notification-channels=CHANNEL'))).toBe(true);
  });

  it('finds the alert channel by its e-mail', () => {
    expect(channelName([{ name: 'projects/centro-prod/notificationChannels/123', type: 'email' }])).toBe('projects/centro-prod/notificationChannels/123');
    expect(channelName([])).toBeNull();
    expect(shellCommand(step('Alert e-mail channel').check)).toBe(
      `gcloud beta monitoring channels list '--filter=type="email" AND labels.email_address="guardia@centro.cr"' --project=centro-prod --format=json`,
    );
  });
});
