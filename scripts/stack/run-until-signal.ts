import { parseArgs } from 'node:util';
import { seedDemoData } from '../seed/seed.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SHOP_KEY } from '../seed/demo-data.ts';
import { stopRunningCommands } from './processes.ts';
import { resolveProfile, type StackProfile } from './profiles.ts';
import { buildAppFor, startStack, type AppServer } from './stack.ts';
import { warmStackFunctions } from './warm-functions.ts';

/** Starts a stack with the demo data and keeps it up until Ctrl-C (SIGINT) or SIGTERM. */
export async function runStackUntilSignal(defaults: { profile: StackProfile['name']; app: AppServer }) {
  const { values } = parseArgs({
    options: {
      profile: { type: 'string', default: defaults.profile },
      offset: { type: 'string', default: process.env.STACK_PORT_OFFSET ?? '0' },
      app: { type: 'string', default: defaults.app },
      // The production build through the Hosting emulator, at the app's usual address.
      'production-build': { type: 'boolean', default: false },
    },
  });
  const profile = resolveProfile(values.profile as StackProfile['name'], Number(values.offset));
  const startedAt = performance.now();
  console.log(`Centro de líderes: starting the local stack (${profile.name})…`);

  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack…');
    // The production build may still be running if the stack failed to start beside it.
    stopRunningCommands();
    await stack?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  try {
    // `--production-build` (or `--app preview`) serves a production build wired to this stack's
    // emulators, with firebase.json's headers, through the Hosting emulator.
    const app: AppServer = values['production-build'] ? 'preview' : (values.app as AppServer);
    if (app === 'preview') console.log('Building the app for production (vite build)…');
    stack = await startStack(profile, { app, appReady: app === 'preview' ? buildAppFor(profile) : undefined, warmFunctions: false });
    const seeded = await seedDemoData({ env: stack.clientEnv, appUrl: stack.appUrl });
    await warmStackFunctions(stack.clientEnv, console.log);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    const { ports } = profile;
    console.log(
      [
        '',
        `Ready in ${seconds} s.`,
        app === 'none' ? '' : `  App:            ${stack.appUrl}${app === 'preview' ? ' (production build, Firebase Hosting emulator)' : ''}`,
        app === 'none' ? '' : `  Demo shop:      ${stack.clientEnv.DEMO_SHOP_URL} (an example shop, demo-shop/; the shop link of the demo store opens it)`,
        `  Auth emulator:  http://127.0.0.1:${ports.auth}`,
        `  Firestore:      http://127.0.0.1:${ports.firestore}`,
        `  Realtime DB:    http://127.0.0.1:${ports.database} (${stack.plan.kind === 'cli' ? 'Firebase emulator' : 'stand-in'})`,
        `  Functions:      http://127.0.0.1:${ports.functions}/demo-centro-lideres/us-central1`,
        `  E-mail outbox:  npm run admin -- outbox  (Firestore collection "mail")`,
        `  Seeded ${seeded.users} accounts and ${seeded.codes} codes.`,
        '',
        `Demo accounts (password ${DEMO_PASSWORD}):`,
        ...DEMO_ACCOUNTS.map((account) => `  ${account.email.padEnd(22)} ${account.outcome}`),
        '',
        `Shop API (README, 'Integración con la tienda'): http://127.0.0.1:${ports.functions}/demo-centro-lideres/us-central1/shopApi/v1`,
        `  demo integration key (local only): ${DEMO_SHOP_KEY}`,
        '',
        'Press Ctrl-C to stop.',
      ]
        .filter((line) => line !== '')
        .join('\n'),
    );
    for (const [name, value] of Object.entries(stack.clientEnv)) console.log(`export ${name}=${value}`);
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  }
}
