// `npm start`: the emulators, the demo data and the Vite dev server at http://127.0.0.1:5173.
// `npm start -- --production-build`: the same stack, with the production build served by the
// Firebase Hosting emulator (firebase.json's headers and rewrites) at the same address.
import { runStackUntilSignal } from './stack/run-until-signal.ts';

await runStackUntilSignal({ profile: 'dev', app: 'dev' });
