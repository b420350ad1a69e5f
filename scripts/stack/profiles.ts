// Port sets for each way the local stack runs. They never overlap, so `npm test`
// and `npm run bench` can run while `npm start` is up. The dev ports are also the ones in
// firebase.json; the stack writes a matching Firebase CLI config for the other profiles.
export interface StackProfile {
  name: 'dev' | 'test' | 'bench' | 'restored';
  ports: {
    hub: number;
    logging: number;
    auth: number;
    firestore: number;
    database: number;
    functions: number;
    /** The Cloud Tasks and Eventarc emulators the functions emulator starts alongside. */
    tasks: number;
    eventarc: number;
    /** The Firestore emulator's socket for the Emulator UI (unused, but it must not collide). */
    firestoreWebsocket: number;
    app: number;
    /** The demo shop (demo-shop/), a reference client of the shop API, beside the app. */
    demoShop: number;
  };
}

export const PROFILES: Record<StackProfile['name'], StackProfile> = {
  dev: {
    name: 'dev',
    ports: { hub: 4400, logging: 4500, auth: 9099, firestore: 8080, database: 9000, functions: 5001, tasks: 9499, eventarc: 9399, firestoreWebsocket: 9150, app: 5173, demoShop: 5174 },
  },
  test: {
    name: 'test',
    ports: { hub: 4410, logging: 4510, auth: 9199, firestore: 8180, database: 9100, functions: 5101, tasks: 9509, eventarc: 9409, firestoreWebsocket: 9160, app: 5273, demoShop: 5274 },
  },
  bench: {
    name: 'bench',
    ports: { hub: 4420, logging: 4520, auth: 9299, firestore: 8280, database: 9200, functions: 5201, tasks: 9519, eventarc: 9419, firestoreWebsocket: 9170, app: 5373, demoShop: 5374 },
  },
  // A second stack started from an export of the test stack (the restore drill), beside it. Its
  // ports end in digits no other profile uses, so no STACK_PORT_OFFSET shift of one meets another.
  restored: {
    name: 'restored',
    ports: { hub: 4430, logging: 4530, auth: 9699, firestore: 8680, database: 9600, functions: 5601, tasks: 9539, eventarc: 9439, firestoreWebsocket: 9190, app: 5673, demoShop: 5674 },
  },
};

/** A profile with every port shifted by `offset` (STACK_PORT_OFFSET), for side-by-side stacks. */
export function resolveProfile(name: StackProfile['name'], offset = Number(process.env.STACK_PORT_OFFSET ?? 0)): StackProfile {
  const base = PROFILES[name];
  const ports = Object.fromEntries(
    Object.entries(base.ports).map(([key, port]) => [key, port + offset]),
  ) as StackProfile['ports'];
  return { name, ports };
}
