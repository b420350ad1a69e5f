// What keeps a live store from losing data or failing unseen, set up in the project by `npm run
// deploy` with gcloud (docs/deploy.md, "Backups and restore" and "Alerts"): Firestore's
// point-in-time recovery and delete protection, a daily and a weekly backup schedule, the bucket
// that keeps each release's source maps, an e-mail channel for alerts, the log-based metrics of
// the functions' failure entries (functions/src/lib/failure-log.ts) and the alert policies.
// Pure: each step is the gcloud command that checks it, what the answer must show, and the
// commands that create it; deploy.ts runs them (or, with --dry-run, prints them).
import { CLIENT_ERROR_SERVICE } from '../../common/client-error-report.ts';

export interface OperationsSettings {
  project: string;
  /** Where alerts go (OPS_ALERT_EMAIL). */
  alertEmail: string;
  /** Firestore document reads (and writes) in one hour above which the budget alert fires. */
  firestoreReadsPerHour: number;
  firestoreWritesPerHour: number;
  /** Browser error reports in 10 minutes above which the client error alert fires. */
  clientErrorsPer10Minutes: number;
}

/** The OPS_* values of .env.production.local (or the environment) and their defaults. */
export const OPERATIONS_DEFAULTS = {
  OPS_FIRESTORE_READS_PER_HOUR: 1_000_000,
  OPS_FIRESTORE_WRITES_PER_HOUR: 200_000,
  OPS_CLIENT_ERRORS_PER_10_MINUTES: 50,
} as const;

export const DATABASE = '(default)';
/** The shop API's function (its Cloud Run service is named in lower case). */
const SHOP_API_SERVICE = 'shopapi';
/** Retention of the schedules, as gcloud takes it and as the API answers it. */
export const BACKUP_SCHEDULES = [
  { recurrence: 'daily', retention: '7d', retentionSeconds: 7 * 86_400, answerKey: 'dailyRecurrence' },
  { recurrence: 'weekly', retention: '8w', retentionSeconds: 56 * 86_400, answerKey: 'weeklyRecurrence', dayOfWeek: 'SUN' },
] as const;

/** A file deploy.ts writes under .tmp/deploy/operations/ before running the step's commands. */
export interface OperationsFile {
  name: string;
  content: unknown;
}

export interface OperationStep {
  title: string;
  /** gcloud arguments (without `gcloud`) that print the current state as JSON. */
  check: string[];
  /** True when the check's answer (parsed JSON; null when the command failed, e.g. "not found") shows the step in place. */
  inPlace(answer: unknown): boolean;
  /** gcloud arguments of each command that puts it in place. CHANNEL stands for the alert channel's name. */
  apply: string[][];
  files?: OperationsFile[];
}

export const CHANNEL_PLACEHOLDER = 'CHANNEL';
const CHANNEL_DISPLAY_NAME = 'Centro de líderes: guardia';

const asArray = (answer: unknown): Record<string, unknown>[] => (Array.isArray(answer) ? (answer as Record<string, unknown>[]) : []);
const seconds = (value: unknown) => Number(String(value ?? '').replace(/s$/, ''));

/** The bucket that keeps each release's source maps: private, never served. */
export const releasesBucket = (project: string) => `gs://${project}-releases`;

/** Where one release's source maps are kept. */
export const releaseSourceMapsUri = (project: string, release: string) => `${releasesBucket(project)}/${release}/sourcemaps`;

export const LOG_METRICS = {
  functionFailures: {
    name: 'centro_function_failures',
    description: 'Failures the Cloud Functions logged (callables, HTTP functions and the shop API, triggers, the scheduled sweep), per function.',
    filter: 'severity=ERROR AND jsonPayload.failure.kind=("callable" OR "http" OR "trigger" OR "scheduled")',
  },
  triggerFailures: {
    name: 'centro_trigger_failures',
    description: 'Failed runs of a Firestore trigger, each followed by a retry of the same event, per function.',
    filter: 'severity=ERROR AND jsonPayload.failure.kind="trigger"',
  },
  clientErrors: {
    name: 'centro_client_errors',
    description: 'Errors nobody caught in the web app, reported by browsers through reportClientError.',
    filter: `severity=ERROR AND jsonPayload.failure.kind="client" AND jsonPayload.serviceContext.service="${CLIENT_ERROR_SERVICE}"`,
  },
} as const;

function logMetricConfig(metric: (typeof LOG_METRICS)[keyof typeof LOG_METRICS]) {
  return {
    name: metric.name,
    description: metric.description,
    filter: metric.filter,
    metricDescriptor: {
      metricKind: 'DELTA',
      valueType: 'INT64',
      labels: [{ key: 'function', valueType: 'STRING', description: 'The function that logged the entry.' }],
    },
    labelExtractors: { function: 'EXTRACT(jsonPayload.failure.function)' },
  };
}

interface Threshold {
  displayName: string;
  filter: string;
  alignmentPeriod: string;
  aligner: string;
  reducer?: string;
  groupBy?: string[];
  threshold: number;
  duration?: string;
}

function condition({ displayName, filter, alignmentPeriod, aligner, reducer, groupBy, threshold, duration = '0s' }: Threshold) {
  return {
    displayName,
    conditionThreshold: {
      filter,
      aggregations: [
        {
          alignmentPeriod,
          perSeriesAligner: aligner,
          ...(reducer ? { crossSeriesReducer: reducer, groupByFields: groupBy ?? [] } : {}),
        },
      ],
      comparison: 'COMPARISON_GT',
      thresholdValue: threshold,
      duration,
      trigger: { count: 1 },
    },
  };
}

const userMetric = (name: string) => `metric.type="logging.googleapis.com/user/${name}" AND resource.type="cloud_run_revision"`;

/** The alert policies, as the Monitoring API takes them (gcloud alpha monitoring policies create --policy-from-file). */
export function alertPolicies(settings: OperationsSettings) {
  const policy = (displayName: string, documentation: string, conditions: ReturnType<typeof condition>[]) => ({
    displayName,
    combiner: 'OR',
    enabled: true,
    documentation: { content: documentation, mimeType: 'text/markdown' },
    conditions,
  });
  return [
    policy('Centro de líderes: funciones con fallos', 'A function logged more than 5 failures in 5 minutes. Read them in Error Reporting (service = the function); docs/deploy.md, "When an alert fires".', [
      condition({
        displayName: 'failures per function, 5 minutes',
        filter: userMetric(LOG_METRICS.functionFailures.name),
        alignmentPeriod: '300s',
        aligner: 'ALIGN_SUM',
        reducer: 'REDUCE_SUM',
        groupBy: ['metric.label.function'],
        threshold: 5,
      }),
    ]),
    policy('Centro de líderes: API de la tienda, 5xx o lenta', 'The shop API answered with a 5xx, or its 95th percentile latency stayed above 1.5 s for 5 minutes. The shop cannot hold or confirm codes meanwhile.', [
      condition({
        displayName: 'shop API 5xx answers, 5 minutes',
        filter: `metric.type="run.googleapis.com/request_count" AND resource.type="cloud_run_revision" AND resource.label.service_name="${SHOP_API_SERVICE}" AND metric.label.response_code_class="5xx"`,
        alignmentPeriod: '300s',
        aligner: 'ALIGN_SUM',
        reducer: 'REDUCE_SUM',
        threshold: 0,
      }),
      condition({
        displayName: 'shop API latency p95 over 1.5 s',
        filter: `metric.type="run.googleapis.com/request_latencies" AND resource.type="cloud_run_revision" AND resource.label.service_name="${SHOP_API_SERVICE}"`,
        alignmentPeriod: '300s',
        aligner: 'ALIGN_PERCENTILE_95',
        threshold: 1500,
        duration: '300s',
      }),
    ]),
    policy('Centro de líderes: un trigger que sigue reintentando', 'A Firestore trigger failed more than 10 times in 30 minutes: the same events are retried and fail again, so the aggregates fall behind. The entries carry the event id and its age (failure.eventId, failure.eventAgeSeconds).', [
      condition({
        displayName: 'trigger failures per function, 30 minutes',
        filter: userMetric(LOG_METRICS.triggerFailures.name),
        alignmentPeriod: '1800s',
        aligner: 'ALIGN_SUM',
        reducer: 'REDUCE_SUM',
        groupBy: ['metric.label.function'],
        threshold: 10,
      }),
    ]),
    policy('Centro de líderes: errores en los navegadores', `More than ${settings.clientErrorsPer10Minutes} errors reported by browsers in 10 minutes (a release that fails for leaders). Error Reporting, service ${CLIENT_ERROR_SERVICE}, groups them per release.`, [
      condition({
        displayName: 'browser errors, 10 minutes',
        filter: userMetric(LOG_METRICS.clientErrors.name),
        alignmentPeriod: '600s',
        aligner: 'ALIGN_SUM',
        reducer: 'REDUCE_SUM',
        threshold: settings.clientErrorsPer10Minutes,
      }),
    ]),
    policy('Centro de líderes: presupuesto de Firestore', `Firestore read more than ${settings.firestoreReadsPerHour} or wrote more than ${settings.firestoreWritesPerHour} documents in one hour (OPS_FIRESTORE_READS_PER_HOUR, OPS_FIRESTORE_WRITES_PER_HOUR): a runaway listener, a script or an attack is spending the budget.`, [
      condition({
        displayName: 'document reads per hour',
        filter: 'metric.type="firestore.googleapis.com/document/read_ops_count" AND resource.type="firestore_instance"',
        alignmentPeriod: '3600s',
        aligner: 'ALIGN_SUM',
        reducer: 'REDUCE_SUM',
        threshold: settings.firestoreReadsPerHour,
      }),
      condition({
        displayName: 'document writes per hour',
        filter: 'metric.type="firestore.googleapis.com/document/write_ops_count" AND resource.type="firestore_instance"',
        alignmentPeriod: '3600s',
        aligner: 'ALIGN_SUM',
        reducer: 'REDUCE_SUM',
        threshold: settings.firestoreWritesPerHour,
      }),
    ]),
  ];
}

/** Every step, in the order deploy.ts runs them (backups first: a bad deploy after them can be undone). */
export function operationSteps(settings: OperationsSettings): OperationStep[] {
  const project = `--project=${settings.project}`;
  const database = `--database=${DATABASE}`;
  const steps: OperationStep[] = [
    {
      title: 'Firestore point-in-time recovery (7 days) and delete protection',
      check: ['firestore', 'databases', 'describe', database, project, '--format=json'],
      inPlace: (answer) => {
        const db = (answer ?? {}) as Record<string, unknown>;
        return db.pointInTimeRecoveryEnablement === 'POINT_IN_TIME_RECOVERY_ENABLED' && db.deleteProtectionState === 'DELETE_PROTECTION_ENABLED';
      },
      apply: [['firestore', 'databases', 'update', database, '--enable-pitr', '--delete-protection', project]],
    },
    ...BACKUP_SCHEDULES.map(
      (schedule): OperationStep => ({
        title: `Firestore ${schedule.recurrence} backup, kept ${schedule.retention}`,
        check: ['firestore', 'backups', 'schedules', 'list', database, project, '--format=json'],
        inPlace: (answer) => asArray(answer).some((found) => schedule.answerKey in found && seconds(found.retention) === schedule.retentionSeconds),
        apply: [
          [
            'firestore',
            'backups',
            'schedules',
            'create',
            database,
            `--recurrence=${schedule.recurrence}`,
            ...('dayOfWeek' in schedule ? [`--day-of-week=${schedule.dayOfWeek}`] : []),
            `--retention=${schedule.retention}`,
            project,
          ],
        ],
      }),
    ),
    {
      title: `Bucket of the releases' source maps (${releasesBucket(settings.project)}, private)`,
      check: ['storage', 'buckets', 'describe', releasesBucket(settings.project), project, '--format=json'],
      inPlace: (answer) => answer !== null,
      apply: [['storage', 'buckets', 'create', releasesBucket(settings.project), '--location=US', '--uniform-bucket-level-access', '--public-access-prevention', project]],
    },
    {
      title: `Alert e-mail channel (${settings.alertEmail})`,
      check: ['beta', 'monitoring', 'channels', 'list', `--filter=type="email" AND labels.email_address="${settings.alertEmail}"`, project, '--format=json'],
      inPlace: (answer) => asArray(answer).length > 0,
      apply: [['beta', 'monitoring', 'channels', 'create', '--type=email', `--display-name=${CHANNEL_DISPLAY_NAME}`, `--channel-labels=email_address=${settings.alertEmail}`, project]],
    },
    ...Object.values(LOG_METRICS).map(
      (metric): OperationStep => ({
        title: `Log-based metric ${metric.name}`,
        check: ['logging', 'metrics', 'describe', metric.name, project, '--format=json'],
        inPlace: (answer) => (answer as { filter?: string } | null)?.filter === metric.filter,
        apply: [['logging', 'metrics', 'create', metric.name, `--config-from-file=${metric.name}.json`, project]],
        files: [{ name: `${metric.name}.json`, content: logMetricConfig(metric) }],
      }),
    ),
    ...alertPolicies(settings).map((policy, index): OperationStep => {
      const file = `alert-policy-${index + 1}.json`;
      return {
        title: `Alert policy "${policy.displayName}"`,
        check: ['alpha', 'monitoring', 'policies', 'list', `--filter=displayName="${policy.displayName}"`, project, '--format=json'],
        inPlace: (answer) => asArray(answer).length > 0,
        apply: [['alpha', 'monitoring', 'policies', 'create', `--policy-from-file=${file}`, `--notification-channels=${CHANNEL_PLACEHOLDER}`, project]],
        files: [{ name: file, content: policy }],
      };
    }),
  ];
  return steps;
}

/** The alert channel's name (projects/…/notificationChannels/…) from the channels list. */
export function channelName(answer: unknown): string | null {
  const name = asArray(answer)[0]?.name;
  return typeof name === 'string' ? name : null;
}

/** A gcloud command as a person would type it (values with spaces or quotes in single quotes). */
export function shellCommand(args: string[]): string {
  return ['gcloud', ...args].map((arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`)).join(' ');
}
