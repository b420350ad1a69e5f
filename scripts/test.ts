// `npm test`: typecheck, lint, unit tests, then the integration and end-to-end tests against a
// local stack on the test ports (started and stopped here; the end-to-end tests use the
// production build served by the Firebase Hosting emulator with firebase.json's headers).
// Exits non-zero on any failure.
//   npm test                 everything
//   npm test -- integration  only the integration tests (with their stack)
//   npm test -- e2e          only the end-to-end tests (with their stack)
//   npm test -- e2e tests/e2e/shell.spec.ts   one file (other arguments go to vitest / playwright)
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { seedDemoData } from './seed/seed.ts';
import { clearStackFirestore } from './stack/background-triggers.ts';
import { runCommand, stopRunningCommands } from './stack/processes.ts';
import { resolveProfile } from './stack/profiles.ts';
import { buildAppFor, ROOT, startStack, type StackHandle } from './stack/stack.ts';
import { warmStackFunctions } from './stack/warm-functions.ts';

type Phase = 'static' | 'unit' | 'integration' | 'e2e';
const PHASES: Phase[] = ['static', 'unit', 'integration', 'e2e'];
const isPhase = (arg: string): arg is Phase => (PHASES as string[]).includes(arg);
const requested = process.argv.slice(2).filter(isPhase);
// Anything else (flags, test file filters) goes to the test runner of the phase.
const extraArgs = process.argv.slice(2).filter((arg) => !isPhase(arg));
const phases: Phase[] = requested.length > 0 ? requested : PHASES;
const tmp = path.join(ROOT, '.tmp');
const results: { name: string; passed: number; failed: number; ok: boolean; seconds: number }[] = [];
/** Each failed test with the start of its error, repeated under the summary: a CI log is often read from its end. */
const failures: string[] = [];
/** End-to-end tests that failed, then passed on their one retry: named under the summary, never hidden. */
const passedOnRetry: string[] = [];
const npx = (bin: string) => path.join(ROOT, 'node_modules/.bin', bin);

async function step(name: string, run: () => Promise<{ ok: boolean; passed?: number; failed?: number }>) {
  console.log(`\n=== ${name} ===`);
  const started = performance.now();
  let outcome: { ok: boolean; passed?: number; failed?: number };
  try {
    outcome = await run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    outcome = { ok: false };
  }
  const seconds = (performance.now() - started) / 1000;
  results.push({ name, passed: outcome.passed ?? 0, failed: outcome.failed ?? (outcome.ok ? 0 : 1), ok: outcome.ok, seconds });
  console.log(`=== ${name}: ${outcome.ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s) ===`);
}

const ANSI_ESCAPE = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
/** The message and the first lines of an error, without the test runner's own stack frames. */
const errorStart = (message: string) =>
  message
    .replace(ANSI_ESCAPE, '')
    .split('\n')
    .filter((line) => line.trim() && !/^\s*at .*(node_modules|<anonymous>)/.test(line))
    .slice(0, 12)
    .join('\n    ');

interface VitestFileResult {
  name: string;
  message?: string;
  assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
}

interface PlaywrightSuite {
  file: string;
  suites?: PlaywrightSuite[];
  specs: {
    title: string;
    line: number;
    tests: { projectName: string; status: string; results: { status: string; errors: { message?: string }[] }[] }[];
  }[];
}

function vitestFailures(report: { testResults: VitestFileResult[] }): string[] {
  return report.testResults.flatMap((file) => {
    const where = path.relative(ROOT, file.name);
    const failedTests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName}\n    ${errorStart(test.failureMessages[0] ?? '')}`);
    return failedTests.length === 0 && file.message ? [`${where}\n    ${errorStart(file.message)}`] : failedTests;
  });
}

/** The failed attempts of the tests whose final outcome is `outcome` ('unexpected': failed; 'flaky': passed on retry). */
function playwrightFailures(suites: PlaywrightSuite[], outcome: 'unexpected' | 'flaky'): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === outcome)
        .flatMap((test) =>
        test.results
          .filter((result) => result.status === 'failed' || result.status === 'timedOut')
          .map((result) => `[${test.projectName}] ${suite.file}:${spec.line} › ${spec.title} (${result.status})\n    ${errorStart(result.errors.map((error) => error.message ?? '').join('\n'))}`),
      ),
    ),
    ...playwrightFailures(suite.suites ?? [], outcome),
  ]);
}

function vitestCounts(file: string) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    failures.push(...vitestFailures(report));
    return { passed: report.numPassedTests as number, failed: (report.numFailedTests as number) + (report.numTotalTestSuites === 0 ? 1 : 0) };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

function playwrightCounts(file: string) {
  try {
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    failures.push(...playwrightFailures(suites, 'unexpected'));
    passedOnRetry.push(...playwrightFailures(suites, 'flaky'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

async function vitest(project: 'unit' | 'integration', env: NodeJS.ProcessEnv = process.env) {
  const output = path.join(tmp, `${project}-results.json`);
  rmSync(output, { force: true });
  // 'integration*': the files that share the stack, then those that need it alone (vitest.config.ts).
  const code = await runCommand(
    npx('vitest'),
    ['run', '--project', project === 'integration' ? 'integration*' : project, '--reporter=default', '--reporter=json', `--outputFile=${output}`, ...extraArgs],
    env,
  );
  return { ok: code === 0, ...vitestCounts(output) };
}

const startedAt = performance.now();
if (phases.includes('static')) {
  await step('typecheck', async () => ({ ok: (await runCommand('npm', ['run', '--silent', 'typecheck'])) === 0 }));
  await step('lint', async () => ({ ok: (await runCommand('npm', ['run', '--silent', 'lint'])) === 0 }));
  // The shop API's OpenAPI document (docs/shop-api.openapi.json, generated from the zod schemas).
  await step('lint the OpenAPI document', async () => ({ ok: (await runCommand('npm', ['run', '--silent', 'lint:openapi'])) === 0 }));
}
if (phases.includes('unit')) await step('unit tests', () => vitest('unit'));

if (phases.includes('integration') || phases.includes('e2e')) {
  const profile = resolveProfile('test');
  let stack: StackHandle | null = null;
  let stopping = false;
  const stopOnSignal = async () => {
    // Ctrl-C reaches this process from the terminal and again from npm's launcher: stop once.
    if (stopping) return;
    stopping = true;
    stopRunningCommands();
    await stack?.stop();
    process.exit(130);
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  await step('start the test stack', async () => {
    const appBuilt = phases.includes('e2e') ? buildAppFor(profile) : Promise.resolve();
    stack = await startStack(profile, { app: phases.includes('e2e') ? 'preview' : 'none', appReady: appBuilt, warmFunctions: false });
    await appBuilt;
    const seeded = await seedDemoData({ env: stack.clientEnv, appUrl: stack.appUrl });
    console.log(`Seeded ${seeded.users} accounts and ${seeded.codes} codes.`);
    await warmStackFunctions(stack.clientEnv, console.log);
    return { ok: true, passed: 0, failed: 0 };
  });
  const running = stack as StackHandle | null;
  if (running) {
    const env = { ...process.env, ...running.clientEnv };
    if (phases.includes('integration')) await step('integration tests', () => vitest('integration', env));
    if (phases.includes('e2e')) {
      if (phases.includes('integration')) {
        // The end-to-end tests start from the demo data alone, as in a run of their own.
        await clearStackFirestore(running.clientEnv);
        await seedDemoData({ env: running.clientEnv, appUrl: running.appUrl });
        await warmStackFunctions(running.clientEnv, console.log);
      }
      await step('end-to-end tests (Chromium)', async () => {
        const output = path.join(tmp, 'e2e-results.json');
        rmSync(output, { force: true });
        const code = await runCommand(npx('playwright'), ['test', ...extraArgs], env);
        return { ok: code === 0, ...playwrightCounts(output) };
      });
    }
    await running.stop();
  }
}

const totalSeconds = (performance.now() - startedAt) / 1000;
if (failures.length > 0) {
  console.log(`\n--- failed tests (${failures.length}) ---`);
  for (const failure of failures) console.log(`${failure}\n`);
}
if (passedOnRetry.length > 0) {
  console.log(`\n--- passed only on their retry (${passedOnRetry.length}): the first attempt's error ---`);
  for (const attempt of passedOnRetry) console.log(`${attempt}\n`);
}
console.log('\n--- npm test summary ---');
for (const result of results) {
  console.log(`${result.ok ? 'ok    ' : 'FAILED'} ${result.name.padEnd(30)} ${String(result.passed).padStart(4)} passed ${String(result.failed).padStart(3)} failed ${result.seconds.toFixed(1).padStart(7)} s`);
}
console.log(`Total time: ${totalSeconds.toFixed(1)} s`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`Summary: ${passed} passed, ${failed} failed${passedOnRetry.length > 0 ? `, ${passedOnRetry.length} of the passed on retry` : ''}`);
// A build started beside a stack that then failed to start is still running: it ends with us.
stopRunningCommands();
process.exit(results.every((r) => r.ok) ? 0 : 1);
