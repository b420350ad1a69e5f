// Where the CLI works: the local emulators (default) or a real project (--project with
// Application Default Credentials or a service-account key file). Gives firebase-admin handles
// and, on demand, a web SDK client signed in as an administrator for the callables.
import { applicationDefault, deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAppCheck } from 'firebase-admin/app-check';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { CustomProvider, initializeAppCheck } from 'firebase/app-check';
import { PROJECT_ID_LOCAL } from '../../common/constants';
import { DEMO_PASSWORD } from '../seed/demo-data';
import { PROFILES } from '../stack/profiles';
import { CallableClient } from './callable';

export interface ConnectionOptions {
  project?: string;
  /** Emulators: the administrator's e-mail and password (default: the demo admin). */
  adminEmail?: string;
  adminPassword?: string;
  /** Production: the administrator to act as, by uid or e-mail (no password needed). */
  adminUid?: string;
  /** Production: the project's web API key (for the sign-in with a custom token). */
  apiKey?: string;
  /** Production: the web app id, to send an App Check token when the functions enforce it. */
  appId?: string;
  /** Production with user credentials (gcloud ADC): the service account that signs tokens. */
  serviceAccount?: string;
  /** Production: a Firestore database other than (default), such as one restored from a backup (firebase-admin commands only). */
  database?: string;
}

export interface Connection {
  mode: 'emulator' | 'production';
  project: string;
  db: Firestore;
  auth: Auth;
  /** A client signed in as the administrator (lazy: not every command calls a function). */
  callables(): Promise<CallableClient>;
  close(): Promise<void>;
}

export const DEMO_ADMIN = { email: 'admin@demo.cr', password: DEMO_PASSWORD };
const EMULATOR_API_KEY = 'fake-api-key';
const EMULATOR_VARIABLES = ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FUNCTIONS_EMULATOR_ORIGIN'];

export function connect(options: ConnectionOptions): Connection {
  const project = options.project ?? process.env.GCLOUD_PROJECT ?? PROJECT_ID_LOCAL;
  return project.startsWith('demo-') ? connectEmulators(project, options) : connectProduction(project, options);
}

function connectEmulators(project: string, options: ConnectionOptions): Connection {
  const dev = PROFILES.dev.ports;
  // firebase-admin reads these variables: set the dev defaults before the app is created.
  // No metadata-server probe either: there are no Google credentials to find locally.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${dev.firestore}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `127.0.0.1:${dev.auth}`;
  const functionsEmulatorOrigin = process.env.FUNCTIONS_EMULATOR_ORIGIN ?? `http://127.0.0.1:${dev.functions}`;
  const app = initializeApp({ projectId: project }, `admin-cli-${Date.now()}`);
  const clients: CallableClient[] = [];
  return {
    mode: 'emulator',
    project,
    ...handles(app),
    async callables() {
      const client = new CallableClient({ project, apiKey: EMULATOR_API_KEY, authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST, functionsEmulatorOrigin });
      clients.push(client);
      await client.signInWithPassword(options.adminEmail ?? DEMO_ADMIN.email, options.adminPassword ?? DEMO_ADMIN.password);
      return client;
    },
    close: () => closeAll(app, clients),
  };
}

function connectProduction(project: string, options: ConnectionOptions): Connection {
  for (const name of EMULATOR_VARIABLES) {
    // A leftover emulator variable would silently send production work to a local emulator.
    if (process.env[name]) throw new Error(`Quita la variable ${name} para trabajar contra el proyecto real ${project}.`);
  }
  // Application Default Credentials: GOOGLE_APPLICATION_CREDENTIALS (a key file) or the user
  // credentials of `gcloud auth application-default login`.
  const app = initializeApp(
    { projectId: project, credential: applicationDefault(), ...(options.serviceAccount ? { serviceAccountId: options.serviceAccount } : {}) },
    `admin-cli-${Date.now()}`,
  );
  const { db, auth } = handles(app, options.database);
  const clients: CallableClient[] = [];
  return {
    mode: 'production',
    project,
    db,
    auth,
    async callables() {
      const apiKey = options.apiKey ?? process.env.FIREBASE_API_KEY ?? process.env.VITE_FIREBASE_API_KEY;
      if (!apiKey) throw new Error('Contra un proyecto real indica --api-key o la variable FIREBASE_API_KEY (clave web del proyecto).');
      const uid = options.adminUid ?? (options.adminEmail ? (await auth.getUserByEmail(options.adminEmail)).uid : undefined);
      if (!uid) throw new Error('Contra un proyecto real indica --admin-uid UID o --admin-email CORREO (un usuario con role Admin en users).');
      const appId = options.appId ?? process.env.FIREBASE_APP_ID ?? process.env.VITE_FIREBASE_APP_ID;
      const client = new CallableClient({ project, apiKey, appId });
      clients.push(client);
      if (appId) {
        // Functions that enforce App Check accept a token minted for the web app by the Admin SDK.
        initializeAppCheck(client.app, {
          provider: new CustomProvider({
            getToken: async () => {
              const { token, ttlMillis } = await getAppCheck(app).createToken(appId);
              return { token, expireTimeMillis: Date.now() + ttlMillis };
            },
          }),
          isTokenAutoRefreshEnabled: false,
        });
      }
      await client.signInWithCustomToken(await auth.createCustomToken(uid));
      return client;
    },
    close: () => closeAll(app, clients),
  };
}

function handles(app: App, database?: string): { db: Firestore; auth: Auth } {
  return { db: database ? getFirestore(app, database) : getFirestore(app), auth: getAuth(app) };
}

async function closeAll(app: App, clients: CallableClient[]): Promise<void> {
  await Promise.allSettled([deleteApp(app), ...clients.map((client) => client.close())]);
}
