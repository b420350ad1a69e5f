// Where the CLI works: the local emulators (default) or a real project (service-account
// credentials + --project). Returns firebase-admin handles and a signed-in admin ID token.
import { cert, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { PROJECT_ID_LOCAL } from '../../common/constants';
import { PROFILES } from '../stack/profiles';
import { functionsBaseUrl, signInWithCustomToken, signInWithPassword, type CallableTarget } from './callable';

export interface ConnectionOptions {
  project?: string;
  adminUid?: string;
  apiKey?: string;
  adminEmail: string;
  adminPassword: string;
}

export interface Connection {
  mode: 'emulator' | 'production';
  project: string;
  db: Firestore;
  auth: Auth;
  /** Signs in as the administrator and returns the callable target (lazy: not every command calls a function). */
  callableTarget(): Promise<CallableTarget>;
}

const EMULATOR_API_KEY = 'fake-api-key';

export function connect(options: ConnectionOptions): Connection {
  const credentials = process.env.GOOGLE_APPLICATION_CREDENTIALS;
  if (credentials && options.project) return connectProduction(options, options.project, credentials);
  if (options.project && !options.project.startsWith('demo-')) {
    throw new Error(`Para usar el proyecto ${options.project} define GOOGLE_APPLICATION_CREDENTIALS (cuenta de servicio); sin credenciales solo se usan los emuladores.`);
  }
  return connectEmulators(options.project ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID_LOCAL, options);
}

function connectEmulators(project: string, options: ConnectionOptions): Connection {
  const dev = PROFILES.dev.ports;
  // firebase-admin reads these variables: set the dev defaults before the app is created.
  // No metadata-server probe either: there are no Google credentials to find locally.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${dev.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${dev.auth}`;
  const functionsOrigin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://127.0.0.1:${dev.functions}`;
  const authEmulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const app = initializeApp({ projectId: project }, `admin-cli-${Date.now()}`);
  return {
    mode: 'emulator',
    project,
    ...handles(app),
    async callableTarget() {
      const idToken = await signInWithPassword({ authEmulatorHost, apiKey: EMULATOR_API_KEY, email: options.adminEmail, password: options.adminPassword });
      return { baseUrl: functionsBaseUrl({ project, emulatorOrigin: functionsOrigin }), idToken };
    },
  };
}

function connectProduction(options: ConnectionOptions, project: string, credentialsPath: string): Connection {
  for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_ORIGIN']) {
    // A leftover emulator variable would silently send production work to a local emulator.
    if (process.env[name]) throw new Error(`Quita la variable ${name} para trabajar contra el proyecto real ${project}.`);
  }
  let credential;
  try {
    credential = cert(credentialsPath);
  } catch (error) {
    throw new Error(`No se pudo leer la cuenta de servicio de GOOGLE_APPLICATION_CREDENTIALS (${credentialsPath}): ${(error as Error).message}`, {
      cause: error,
    });
  }
  const app = initializeApp({ projectId: project, credential }, `admin-cli-${Date.now()}`);
  const { db, auth } = handles(app);
  return {
    mode: 'production',
    project,
    db,
    auth,
    async callableTarget() {
      const apiKey = options.apiKey ?? process.env.FIREBASE_API_KEY ?? process.env.VITE_FIREBASE_API_KEY;
      if (!options.adminUid) throw new Error('Contra un proyecto real indica --admin-uid (uid de un usuario con role Admin en users).');
      if (!apiKey) throw new Error('Contra un proyecto real indica --api-key o la variable FIREBASE_API_KEY (clave web del proyecto).');
      const token = await auth.createCustomToken(options.adminUid);
      const idToken = await signInWithCustomToken({ apiKey, token });
      return { baseUrl: functionsBaseUrl({ project }), idToken };
    },
  };
}

function handles(app: App): { db: Firestore; auth: Auth } {
  return { db: getFirestore(app), auth: getAuth(app) };
}
