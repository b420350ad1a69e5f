// `npm start`: the emulators, the demo data and the Vite dev server at http://127.0.0.1:5173.
import { runStackUntilSignal } from './stack/run-until-signal.ts';

await runStackUntilSignal({ profile: 'dev', app: 'dev' });
