// Admin command-line tool: `npm run admin -- <command> [options]`. See HELP below.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { CODE_LENGTH, CODE_QUANTITY } from '../../common/constants';
import { CallableError } from './callable';
import { connect, type Connection, type ConnectionOptions } from './connection';
import {
  authorizeCommand,
  createLeaderCommand,
  generateCodesCommand,
  listNotificationsCommand,
  outboxCommand,
  recountSummariesCommand,
  removeCodesCommand,
  UsageError,
} from './commands';

const HELP = `Herramienta de administración del Centro de líderes

Uso: npm run admin -- <comando> [opciones]

Comandos:
  generate-codes --leader EMAIL|UID --event NOMBRE|ID --quantity N
                 [--prefix P] [--length L] [--max-uses U] [--max-tickets T]
                 [--type leader|discount] [--percent P]
      Genera N códigos únicos (1-${CODE_QUANTITY.max}) para el líder y el evento. Imprime los códigos
      (uno por línea) en stdout. Por omisión: --length ${CODE_LENGTH.default} (el prefijo cuenta en la
      longitud), --max-uses 1, --max-tickets 1, --type leader. --percent es obligatorio
      con --type discount.
  create-leader --first-name F --last-name L --email E --dob AAAA-MM-DD
                --id-type national_id|passport|residence_id --id-number N --phone T [--store ID]
      Crea la cuenta, el documento users (role Leader) y deja la invitación para
      definir la contraseña en el buzón de salida (colección mail).
  authorize EMAIL [--store ID]
      Da role Leader, la tienda y permisos de lectura a un usuario registrado y marca
      su notificación 'Admin' como leída.
  remove-codes CODIGO...
      Elimina (borrado lógico) los códigos indicados, de cualquier líder; conserva su uso.
  recount-summaries EMAIL|UID...
      Vuelve a contar los códigos de cada líder y reescribe su resumen (codeSummaries),
      después de crear o editar códigos a mano en la consola.
  list-notifications
      Muestra las notificaciones 'Admin' sin leer (registros que esperan autorización).
  outbox
      Muestra los últimos correos del buzón de salida (colección mail) con su enlace, para
      seguirlos a mano en las ejecuciones locales.

Dónde trabaja:
  Por omisión, contra los emuladores locales (puertos de desarrollo): Auth 127.0.0.1:9099,
  Functions http://127.0.0.1:5001, Firestore 127.0.0.1:8080, proyecto demo-centro-lideres.
  Cambia los destinos con FIREBASE_AUTH_EMULATOR_HOST, FUNCTIONS_EMULATOR_ORIGIN y
  FIRESTORE_EMULATOR_HOST. Inicia sesión como admin@demo.cr / Lideres#2026 (cámbialo con
  --admin-email y --admin-password); ese usuario debe tener role 'Admin' en users.

  Contra un proyecto real: define GOOGLE_APPLICATION_CREDENTIALS (ruta al JSON de una cuenta
  de servicio del proyecto) y pasa --project ID, --admin-uid UID (un usuario con role
  'Admin' en users) y --api-key CLAVE (o FIREBASE_API_KEY: la clave web del proyecto).
  La herramienta firma un token personalizado para ese uid con firebase-admin, lo cambia
  por un token de ID y llama a las funciones en https://us-central1-ID.cloudfunctions.net.
  No deben quedar variables *_EMULATOR_* definidas.

Opciones generales:
  --project ID  --admin-uid UID  --api-key CLAVE  --admin-email E  --admin-password P  --help

Sale con código 0 si todo salió bien, 1 si falló la operación y 2 si el uso es incorrecto.
`;

const GLOBAL_OPTIONS = {
  project: { type: 'string' },
  'admin-uid': { type: 'string' },
  'api-key': { type: 'string' },
  'admin-email': { type: 'string', default: 'admin@demo.cr' },
  'admin-password': { type: 'string', default: 'Lideres#2026' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

const COMMAND_OPTIONS = {
  'generate-codes': {
    leader: { type: 'string' },
    event: { type: 'string' },
    quantity: { type: 'string' },
    prefix: { type: 'string' },
    length: { type: 'string' },
    'max-uses': { type: 'string', default: '1' },
    'max-tickets': { type: 'string', default: '1' },
    type: { type: 'string', default: 'leader' },
    percent: { type: 'string' },
  },
  'create-leader': {
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    email: { type: 'string' },
    dob: { type: 'string' },
    'id-type': { type: 'string' },
    'id-number': { type: 'string' },
    phone: { type: 'string' },
    store: { type: 'string' },
  },
  authorize: { store: { type: 'string' } },
  'remove-codes': {},
  'recount-summaries': {},
  'list-notifications': {},
  outbox: {},
} as const satisfies Record<string, ParseArgsConfig['options']>;

type CommandName = keyof typeof COMMAND_OPTIONS;

/** Numbers are passed through as typed ("abc" becomes NaN → null) so the function names the bad field. */
const toNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

function required(values: Record<string, unknown>, names: string[]): void {
  const missing = names.filter((name) => values[name] === undefined);
  if (missing.length) throw new UsageError(`Faltan opciones: ${missing.map((name) => `--${name}`).join(', ')}.`);
}

async function run(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(HELP);
    return;
  }
  if (!(command in COMMAND_OPTIONS)) throw new UsageError(`Comando desconocido: ${command}.`);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { ...GLOBAL_OPTIONS, ...COMMAND_OPTIONS[command as CommandName] },
    allowPositionals: true,
    strict: true,
  });
  const flags = values as Record<string, string | boolean | undefined>;
  if (flags.help) {
    process.stdout.write(HELP);
    return;
  }
  const text = (name: string) => flags[name] as string | undefined;
  const connectionOptions: ConnectionOptions = {
    project: text('project'),
    adminUid: text('admin-uid'),
    apiKey: text('api-key'),
    adminEmail: text('admin-email') ?? 'admin@demo.cr',
    adminPassword: text('admin-password') ?? 'Lideres#2026',
  };
  const acceptsPositionals = command === 'authorize' || command === 'remove-codes' || command === 'recount-summaries';
  if (!acceptsPositionals && positionals.length) throw new UsageError(`Argumentos de más: ${positionals.join(' ')}.`);

  let work: (connection: Connection) => Promise<void>;
  switch (command as CommandName) {
    case 'generate-codes':
      required(flags, ['leader', 'event', 'quantity']);
      work = (connection) =>
        generateCodesCommand(connection, {
          leader: text('leader')!,
          event: text('event')!,
          input: {
            quantity: toNumber(text('quantity')),
            length: toNumber(text('length')),
            maxUses: toNumber(text('max-uses')) as number,
            maxTickets: toNumber(text('max-tickets')) as number,
            prefix: text('prefix'),
            code_type: text('type') as 'leader' | 'discount',
            percent: toNumber(text('percent')),
          },
        });
      break;
    case 'create-leader':
      required(flags, ['first-name', 'last-name', 'email', 'dob', 'id-number', 'phone']);
      work = (connection) =>
        createLeaderCommand(connection, {
          firstName: text('first-name')!,
          lastName: text('last-name')!,
          email: text('email')!,
          dateOfBirth: text('dob')!,
          idType: text('id-type') as 'national_id' | undefined,
          idNumber: text('id-number')!,
          phone: text('phone')!,
          storeId: text('store'),
        });
      break;
    case 'authorize':
      if (positionals.length !== 1) throw new UsageError('Uso: authorize EMAIL');
      work = (connection) => authorizeCommand(connection, { email: positionals[0], storeId: text('store') });
      break;
    case 'remove-codes':
      if (positionals.length === 0) throw new UsageError('Uso: remove-codes CODIGO...');
      work = (connection) => removeCodesCommand(connection, positionals);
      break;
    case 'recount-summaries':
      if (positionals.length === 0) throw new UsageError('Uso: recount-summaries EMAIL|UID...');
      work = (connection) => recountSummariesCommand(connection, positionals);
      break;
    case 'list-notifications':
      work = listNotificationsCommand;
      break;
    case 'outbox':
      work = (connection) => outboxCommand(connection);
      break;
  }
  const connection = connect(connectionOptions);
  process.stderr.write(`Proyecto ${connection.project} (${connection.mode === 'emulator' ? 'emuladores locales' : 'proyecto real'}).\n`);
  await work(connection);
}

function describe(error: unknown): string {
  if (error instanceof CallableError) {
    const field = error.field ? ` [campo ${error.field}]` : '';
    if (error.status === 'PERMISSION_DENIED') return `Permiso denegado: ${error.message}`;
    if (error.status === 'UNAUTHENTICATED') return `Sin sesión de administrador: ${error.message}`;
    return `${error.message}${field} (${error.status})`;
  }
  if (error instanceof TypeError && /fetch failed/.test(error.message)) {
    return 'No se pudo conectar con las funciones. ¿Están los emuladores en marcha (npm start)?';
  }
  return error instanceof Error ? error.message : String(error);
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const usage = error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    process.stderr.write(`✖ ${describe(error)}\n`);
    if (usage) process.stderr.write('Ayuda: npm run admin -- --help\n');
    process.exit(usage ? 2 : 1);
  },
);
