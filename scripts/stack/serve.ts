// A stack on the test ports (or --profile, shifted by --offset), kept up for manual e2e runs:
//   npx tsx scripts/stack/serve.ts --offset 1000
import { runStackUntilSignal } from './run-until-signal.ts';

await runStackUntilSignal({ profile: 'test', app: 'dev' });
