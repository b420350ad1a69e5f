// Admin command-line tool: `npm run admin -- <comando> [opciones]` (`--help` lists everything).
// Data (codes, uids, notifications) goes to stdout; messages and progress go to stderr.
// Exit 0 = done, 1 = the operation failed, 2 = wrong usage.
import { Command, CommanderError, Help, InvalidArgumentError, Option } from 'commander';
import { BATCH_NAME_MAX_LENGTH } from '../../common/batch-label';
import { CODE_LENGTH, CODE_QUANTITY, DEFAULT_STORE_ID } from '../../common/constants';
import { CallableError } from './callable';
import {
  authorizeCommand,
  BACKFILL_PAGE_SIZE,
  backfillCodeStoresCommand,
  createLeaderCommand,
  generateCodesCommand,
  grantAdminCommand,
  listNotificationsCommand,
  outboxCommand,
  recountSummariesCommand,
  recountSalesCommand,
  rejectCommand,
  removeCodesCommand,
  setLeaderAccessCommand,
} from './commands';
import { connect, DEMO_ADMIN, type Connection, type ConnectionOptions } from './connection';

const WHERE_IT_WORKS = `
Dónde trabaja:
  Por omisión, contra los emuladores locales (puertos de npm start): Auth 127.0.0.1:9099,
  Functions http://127.0.0.1:5001, Firestore 127.0.0.1:8080, proyecto demo-centro-lideres,
  con la sesión de ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (cámbiala con --admin-email y
  --admin-password; ese usuario debe ser un administrador activo: role 'Admin' y storeId de la
  tienda configurada en users, acceso no revocado y correo confirmado). Cambia los destinos con
  FIREBASE_AUTH_EMULATOR_HOST, FUNCTIONS_EMULATOR_ORIGIN y FIRESTORE_EMULATOR_HOST.

  Contra un proyecto real: --project ID y credenciales de Google con acceso al proyecto:
    - Application Default Credentials: gcloud auth application-default login
      (con credenciales de usuario, añade --service-account CORREO: la cuenta de servicio que
      firma los tokens; tu usuario necesita el rol "Creador de tokens de cuenta de servicio"), o
    - un archivo de clave: GOOGLE_APPLICATION_CREDENTIALS=/ruta/clave.json
  grant-admin, list-notifications, recount-summaries, recount-sales, backfill-code-stores y outbox solo usan
  firebase-admin. Los comandos que llaman a las funciones además necesitan --admin-uid UID o
  --admin-email CORREO (un administrador activo de la tienda) y --api-key CLAVE (o
  FIREBASE_API_KEY: la clave web del proyecto); con App Check exigido en las funciones,
  --app-id ID (o FIREBASE_APP_ID). La
  herramienta firma un token personalizado para ese usuario, inicia sesión con él y llama a las
  funciones en https://us-central1-ID.cloudfunctions.net. No deben quedar variables *_EMULATOR_*.

Primer administrador de un proyecto nuevo (la tienda es el STORE_ID de las funciones):
  npm run admin -- grant-admin correo@dominio --store STORE_ID --project ID

Sale con código 0 si todo salió bien, 1 si falló la operación y 2 si el uso es incorrecto.
`;

const SPANISH_TITLES: Record<string, string> = {
  'Usage:': 'Uso:',
  'Options:': 'Opciones:',
  'Global Options:': 'Opciones generales:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
};

/** Commander's own errors, in Spanish (the option or argument names stay as typed). */
function spanishError(message: string): string {
  return message
    .replace(/^error: required option '(.+)' not specified/, "error: falta la opción obligatoria '$1'")
    .replace(/^error: missing required argument '(.+)'/, "error: falta el argumento '$1'")
    .replace(/^error: option '(.+)' argument missing/, "error: a la opción '$1' le falta el valor")
    .replace(/^error: option '(.+)' argument '(.+)' is invalid\. Allowed choices are (.+)\./, "error: '$2' no es válido para '$1'; valores posibles: $3.")
    .replace(/^error: option '(.+)' argument '(.+)' is invalid\. (.+)/, "error: '$2' no es válido para '$1': $3")
    .replace(/^error: unknown option '(.+)'/, "error: opción desconocida '$1'")
    .replace(/^error: unknown command '(.+)'/, "error: comando desconocido '$1'")
    .replace(/^error: too many arguments.*/, 'error: sobran argumentos.')
    .replace(/\(Did you mean (.+)\?\)/, '(¿quisiste decir $1?)');
}

function spanishHelp(command: Command): Command {
  return command
    .helpOption('-h, --help', 'muestra esta ayuda')
    .configureHelp({
      styleTitle: (title: string) => SPANISH_TITLES[title] ?? title,
      commandUsage(this: Help, cmd: Command) {
        return Help.prototype.commandUsage.call(this, cmd).replace('[options]', '[opciones]');
      },
      subcommandTerm(this: Help, cmd: Command) {
        return Help.prototype.subcommandTerm.call(this, cmd).replace('[options]', '[opciones]');
      },
      optionDescription(this: Help, option: Option) {
        const extras: string[] = [];
        if (option.argChoices) extras.push(`valores: ${option.argChoices.join(', ')}`);
        if (option.defaultValue !== undefined) extras.push(`por omisión: ${String(option.defaultValue)}`);
        return extras.length > 0 ? `${option.description} (${extras.join('; ')})` : option.description;
      },
    })
    .configureOutput({ outputError: (text, write) => write(spanishError(text)) })
    .showHelpAfterError('Ayuda: npm run admin -- --help')
    .exitOverride();
}

function toPageSize(value: string): number {
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 10_000) throw new InvalidArgumentError('debe ser un número entero entre 1 y 10000.');
  return size;
}

/** Numbers are passed through as typed ("abc" becomes NaN → null) so the function names the bad field. */
const toNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * An action that runs against the connection chosen by the general options, and closes it.
 * `work` receives commander's action arguments (the command's arguments, then its options).
 */
function withConnection<A extends unknown[]>(work: (connection: Connection, ...args: A) => Promise<void>) {
  return async (...args: [...A, Command]) => {
    const command = args[args.length - 1] as Command;
    const globals = command.optsWithGlobals<ConnectionOptions>();
    const connection = connect({
      project: globals.project,
      adminEmail: globals.adminEmail,
      adminPassword: globals.adminPassword,
      adminUid: globals.adminUid,
      apiKey: globals.apiKey,
      appId: globals.appId,
      serviceAccount: globals.serviceAccount,
      database: globals.database,
    });
    process.stderr.write(`Proyecto ${connection.project} (${connection.mode === 'emulator' ? 'emuladores locales' : 'proyecto real'}).\n`);
    try {
      await work(connection, ...(args.slice(0, -1) as A));
    } finally {
      await connection.close();
    }
  };
}

function buildProgram(): Command {
  const program = spanishHelp(new Command('npm run admin --'))
    .description('Herramienta de administración del Centro de líderes.')
    .usage('<comando> [opciones]')
    .helpCommand('help [comando]', 'muestra la ayuda de un comando')
    .option('--project <id>', 'proyecto de Firebase (por omisión, los emuladores de demo-centro-lideres)')
    .option('--admin-email <correo>', `administrador con el que se inicia sesión (emuladores: ${DEMO_ADMIN.email})`)
    .option('--admin-password <clave>', 'contraseña del administrador (solo emuladores)')
    .option('--admin-uid <uid>', 'proyecto real: uid del administrador (en vez de --admin-email)')
    .option('--api-key <clave>', 'proyecto real: clave web del proyecto (o FIREBASE_API_KEY)')
    .option('--app-id <id>', 'proyecto real: id de la app web, para App Check (o FIREBASE_APP_ID)')
    .option('--service-account <correo>', 'proyecto real con credenciales de usuario: cuenta de servicio que firma los tokens')
    .option('--database <id>', 'proyecto real: otra base de Firestore, p. ej. una restaurada de un respaldo (solo comandos de firebase-admin)')
    .addHelpText('after', WHERE_IT_WORKS);

  spanishHelp(program.command('generate-codes'))
    .description(
      `Genera N códigos únicos (${CODE_QUANTITY.min}-${CODE_QUANTITY.max}) para el líder y el evento; los imprime uno por línea. ` +
        'El prefijo cuenta en la longitud. Imprime el id de la solicitud: si la respuesta no llega, reintenta con --request-id y el mismo id para no duplicar el lote.',
    )
    .requiredOption('--leader <correo|uid>', 'líder dueño de los códigos')
    .requiredOption('--event <nombre|id>', 'evento de los códigos')
    .requiredOption('--quantity <n>', 'cantidad de códigos')
    .option('--prefix <p>', 'prefijo de los códigos')
    .option('--batch-name <nombre>', `nombre del lote, p. ej. "Preventa redes" (opcional, hasta ${BATCH_NAME_MAX_LENGTH} caracteres)`)
    .option('--length <l>', `longitud de cada código (${CODE_LENGTH.min}-${CODE_LENGTH.max}; por omisión ${CODE_LENGTH.default})`)
    .option('--max-uses <u>', 'usos máximos de cada código', '1')
    .option('--max-tickets <t>', 'entradas máximas por uso', '1')
    .addOption(new Option('--type <tipo>', 'tipo de código').choices(['leader', 'discount']).default('leader'))
    .option('--percent <p>', 'porcentaje de descuento (obligatorio con --type discount)')
    .option('--request-id <id>', 'id de una solicitud anterior cuya respuesta se perdió')
    .action(
      withConnection(async (connection, options: Record<string, string | undefined>) => {
        await generateCodesCommand(connection, {
          leader: options.leader!,
          event: options.event!,
          requestId: options.requestId,
          input: {
            quantity: toNumber(options.quantity),
            length: toNumber(options.length),
            maxUses: toNumber(options.maxUses) as number,
            maxTickets: toNumber(options.maxTickets) as number,
            prefix: options.prefix,
            ...(options.batchName !== undefined ? { batchName: options.batchName } : {}),
            code_type: options.type as 'leader' | 'discount',
            percent: toNumber(options.percent),
          },
        });
      }),
    );

  spanishHelp(program.command('create-leader'))
    .description(
      'Crea la cuenta, el documento users (role Leader de la tienda configurada en las funciones) y deja la invitación para definir la contraseña en el buzón de salida (colección mail).',
    )
    .requiredOption('--first-name <nombre>', 'nombre')
    .requiredOption('--last-name <apellidos>', 'apellidos')
    .requiredOption('--email <correo>', 'correo del líder')
    .requiredOption('--dob <AAAA-MM-DD>', 'fecha de nacimiento')
    .addOption(new Option('--id-type <tipo>', 'tipo de identificación').choices(['national_id', 'passport', 'residence_id']))
    .requiredOption('--id-number <n>', 'número de identificación')
    .requiredOption('--phone <teléfono>', 'teléfono')
    .action(
      withConnection(async (connection, options: Record<string, string | undefined>) => {
        await createLeaderCommand(connection, {
          firstName: options.firstName!,
          lastName: options.lastName!,
          email: options.email!,
          dateOfBirth: options.dob!,
          idType: options.idType as 'national_id' | undefined,
          idNumber: options.idNumber!,
          phone: options.phone!,
        });
      }),
    );

  spanishHelp(program.command('authorize'))
    .description(
      "Autoriza una solicitud de registro pendiente: da role Leader de la tienda configurada en las funciones y permisos de lectura, y marca su notificación 'Admin' como leída. Solo cuentas sin rol con su solicitud sin atender (el acceso de un líder revocado se devuelve con restore-access).",
    )
    .argument('<correo>', 'correo del usuario registrado')
    .action(withConnection((connection, email: string) => authorizeCommand(connection, { email })));

  spanishHelp(program.command('reject'))
    .description(
      "Rechaza la solicitud de registro de una cuenta: marca su notificación 'Admin' como leída y atendida ('rejected'), sin darle rol ni tienda. Queda en la actividad.",
    )
    .argument('<correo>', 'correo de la cuenta registrada')
    .action(withConnection((connection, email: string) => rejectCommand(connection, email)));

  spanishHelp(program.command('revoke-access'))
    .description('Revoca el acceso de un líder de la tienda (permissions.read = false): deja de ver sus códigos y su sesión abierta se cierra. Queda en la actividad.')
    .argument('<correo>', 'correo del líder')
    .action(withConnection((connection, email: string) => setLeaderAccessCommand(connection, email, false)));

  spanishHelp(program.command('restore-access'))
    .description('Restaura el acceso de un líder de la tienda al que se le revocó (permissions.read = true). Queda en la actividad.')
    .argument('<correo>', 'correo del líder')
    .action(withConnection((connection, email: string) => setLeaderAccessCommand(connection, email, true)));

  spanishHelp(program.command('remove-codes'))
    .description('Elimina (borrado lógico) los códigos indicados, de cualquier líder de la tienda configurada; conserva su uso. Los de otra tienda cuentan como inexistentes.')
    .argument('<códigos...>', 'códigos a eliminar')
    .action(withConnection((connection, codes: string[]) => removeCodesCommand(connection, codes)));

  spanishHelp(program.command('recount-summaries'))
    .description(
      'Vuelve a contar los códigos de cada líder y reescribe su resumen (codeSummaries), después de crear o editar códigos a mano en la consola. Solo líderes de la tienda. Se puede ejecutar en cualquier momento, también mientras cambian códigos. Con --check no escribe nada (la revisión de una base restaurada, con --database).',
    )
    .argument('[líderes...]', 'correo o uid de cada líder')
    .option('--all', 'todos los líderes de la tienda')
    .option('--store <id>', 'tienda de los líderes: la configurada en las funciones (STORE_ID)', DEFAULT_STORE_ID)
    .option('--check', 'solo compara el resumen guardado con el recuento, sin escribir (sale con 1 si alguno difiere)')
    .action(
      withConnection((connection, leaders: string[], options: { all?: boolean; check?: boolean; store: string }) =>
        recountSummariesCommand(connection, leaders, options),
      ),
    );

  spanishHelp(program.command('recount-sales'))
    .description(
      'Vuelve a calcular las ventas de cada líder (leaderSales: pedidos, entradas, monto y reembolsos, en total y por evento) a partir de los pedidos de la tienda. Solo líderes de la tienda. Se puede ejecutar en cualquier momento, también mientras llegan pedidos. Con --check no escribe nada.',
    )
    .argument('[líderes...]', 'correo o uid de cada líder')
    .option('--all', 'todos los líderes de la tienda')
    .option('--store <id>', 'tienda de los líderes: la configurada en las funciones (STORE_ID)', DEFAULT_STORE_ID)
    .option('--check', 'solo compara las ventas guardadas con los pedidos, sin escribir (sale con 1 si alguna difiere)')
    .action(
      withConnection((connection, leaders: string[], options: { all?: boolean; check?: boolean; store: string }) => recountSalesCommand(connection, leaders, options)),
    );

  spanishHelp(program.command('backfill-code-stores'))
    .description(
      'Migración: da a cada código sin tienda (storeId) la tienda de su líder (users/{uid}.storeId), recorriendo la colección codes por páginas. No cambia un código que ya tiene tienda ni nada más del código; se puede repetir (la segunda vez no cambia nada). Imprime cuántos códigos cambió.',
    )
    .option('--page-size <n>', 'códigos por página (1-10000)', toPageSize, BACKFILL_PAGE_SIZE)
    .action(withConnection((connection, options: { pageSize: number }) => backfillCodeStoresCommand(connection, options.pageSize)));

  spanishHelp(program.command('list-notifications'))
    .description("Muestra las notificaciones 'Admin' sin leer (registros que esperan autorización).")
    .action(withConnection((connection) => listNotificationsCommand(connection)));

  spanishHelp(program.command('outbox'))
    .description('Muestra los últimos correos del buzón de salida (colección mail) con su enlace, para seguirlos a mano en las ejecuciones locales.')
    .action(withConnection((connection) => outboxCommand(connection)));

  spanishHelp(program.command('grant-admin'))
    .description(
      "Hace de una cuenta existente un administrador de la tienda (role 'Admin', la tienda y acceso) escribiendo users/{uid} con firebase-admin (sin llamar a funciones): así se crea el primer administrador. Imprime el uid.",
    )
    .argument('<correo>', 'correo de la cuenta (debe existir en Authentication y tener el correo confirmado)')
    .option('--store <id>', 'tienda que administra: la configurada en las funciones (STORE_ID)', DEFAULT_STORE_ID)
    .action(withConnection((connection, email: string, options: { store: string }) => grantAdminCommand(connection, email, options.store)));

  return program;
}

function describe(error: unknown): string {
  if (error instanceof CallableError) {
    if (error.unreachable) return 'No se pudo conectar con las funciones. ¿Están los emuladores en marcha (npm start)?';
    const field = error.field ? ` [campo ${error.field}]` : '';
    if (error.status === 'PERMISSION_DENIED') return `Permiso denegado: ${error.message}`;
    if (error.status === 'UNAUTHENTICATED') return `Sin sesión de administrador: ${error.message}`;
    return `${error.message}${field} (${error.status})`;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (/auth\/network-request-failed|ECONNREFUSED/.test(message)) {
    return `No se pudo conectar con Firebase (${message}). ¿Están los emuladores en marcha (npm start)?`;
  }
  if (/default credentials|Could not load the default credentials|invalid_grant/i.test(message)) {
    return `Sin credenciales de Google válidas: ejecuta gcloud auth application-default login o define GOOGLE_APPLICATION_CREDENTIALS (${message}).`;
  }
  return message;
}

async function main(argv: string[]): Promise<number> {
  const program = buildProgram();
  if (argv.length === 0) {
    program.outputHelp();
    return 0;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version end with exit code 0; every other commander error is a usage error.
      return error.exitCode === 0 ? 0 : 2;
    }
    process.stderr.write(`✖ ${describe(error)}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then((code) => process.exit(code));
