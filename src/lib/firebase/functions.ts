// App Check first: it must be running before the first function call.
import '@/lib/firebase/app-check';
import { connectFunctionsEmulator, getFunctions, type Functions } from 'firebase/functions';
import { appEnv } from '@/lib/env';
import { firebaseApp } from '@/lib/firebase/app';

// The callable Cloud Functions, all in us-central1. Only screens that call one import this
// module, so the sign-in page does not load the Functions SDK.
function createFunctions(): Functions {
  const functions = getFunctions(firebaseApp, 'us-central1');
  if (appEnv.useEmulators) {
    // Locally the functions base URL is the emulator's own address.
    const emulator = new URL(appEnv.functionsBaseUrl);
    connectFunctionsEmulator(functions, emulator.hostname, Number(emulator.port));
  }
  return functions;
}

export const functions = createFunctions();
