// Developer aid for the benchmark: the bench stack (production build through the Hosting emulator)
// with its scale data (leaders H and F, the administrator and the store's roster), up until
// Ctrl-C / SIGTERM. `npm run bench` does not use it.
//   STACK_PORT_OFFSET=N npx tsx scripts/bench/serve-bench.ts
import { resolveProfile } from '../stack/profiles.ts';
import { buildAppFor, startStack } from '../stack/stack.ts';
import { BENCH_ADMIN, BENCH_PASSWORD, FRESH_LEADER, HISTORY_LEADER } from './bench-data.ts';
import { seedBenchData } from './seed-bench.ts';

const profile = resolveProfile('bench');
const built = buildAppFor(profile);
const stack = await startStack(profile, { app: 'preview', appReady: built });
const stop = () => void stack.stop().finally(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
try {
  await built;
  const seeded = await seedBenchData(stack.clientEnv);
  console.log(`Seeded ${seeded.codes} codes for ${HISTORY_LEADER.email} and ${FRESH_LEADER.email}, and ${seeded.leaders} leaders, in ${seeded.seconds.toFixed(1)} s.`);
  console.log(`Administrator: ${BENCH_ADMIN.email} / ${BENCH_PASSWORD}`);
  console.log(`Bench stack ready: ${stack.appUrl}  ${JSON.stringify(stack.clientEnv)}`);
} catch (error) {
  console.error(error);
  stop();
}
