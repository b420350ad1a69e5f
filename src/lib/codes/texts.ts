// Spanish texts of the codes: the leader pages (the validator, the batch codes list, the
// tracking page) and what the administrators' pages show of a leader's codes. Shared texts
// (shell, navigation, pagination) and the error catalogue are in src/lib/texts.ts.
import { formatCount } from '@common/number-format';


export const codesTexts = {
  validTitle: 'Códigos válidos',
  invalidTitle: 'Códigos no válidos',
  noAvailableCodes: 'No se encontraron códigos disponibles.',
  validate: 'Validar',
  clear: 'Limpiar',
  copyCodes: 'Copiar códigos',
  batchTitle: 'Códigos por lote',
  eventNotFound: 'Evento no encontrado',
  leaderNotFound: 'Leader no encontrado',
  copiedOne: (code: string) => `El código de acceso: ${code} ha sido copiado!`,
  copiedMany: (count: number) => `${formatCount(count)} códigos de acceso han sido copiados!`,
  statusLabels: {
    inUse: 'En uso',
    available: 'Disponible',
    expired: 'Expirado',
    deleted: 'Eliminado',
    missing: 'No existe',
    unchecked: 'Sin verificar',
  },
  typeLabels: { leader: 'Líder', discount: 'Descuento' },
  columns: {
    code: 'Código',
    status: 'Estado',
    used: 'Usado',
    actions: 'Acciones',
    event: 'Evento',
    created: 'Creado',
    codeType: 'Tipo de código',
    usage: 'Uso',
    tickets: 'Entradas',
  },
  csvColumns: ['ID Evento', 'Evento', 'ID Líder', 'Líder', 'Código', 'Usado', 'Estado del código'],
  validatorTitle: 'Validar códigos',
  validatorLabel: 'Códigos a validar',
  validatorPlaceholder: 'Ingresa uno o más códigos separados por comas, espacios o saltos de línea',
  validatorSummary: (valid: number, invalid: number) =>
    `${formatCount(valid)} ${valid === 1 ? 'código válido' : 'códigos válidos'} y ${formatCount(invalid)} ${invalid === 1 ? 'código no válido' : 'códigos no válidos'}.`,
  /** Said to screen readers when a validation is done (its results are brought into view meanwhile). */
  validationAnnouncement: (checked: number, valid: number, invalid: number) =>
    `${checked === 1 ? 'Se validó' : 'Se validaron'} ${formatCount(checked)} ${checked === 1 ? 'código' : 'códigos'}: ${formatCount(valid)} ${valid === 1 ? 'válido' : 'válidos'} y ${formatCount(invalid)} ${invalid === 1 ? 'no válido' : 'no válidos'}.`,
  lookingUp: (count: number) => `Buscando ${formatCount(count)} ${count === 1 ? 'código' : 'códigos'} en el servidor…`,
  uncheckedCodes: (count: number) =>
    `Sin conexión: ${formatCount(count)} ${count === 1 ? 'código no se pudo verificar' : 'códigos no se pudieron verificar'}. Valida de nuevo cuando tengas conexión.`,
  copyCode: (code: string) => `Copiar código ${code}`,
  copyEventCodes: (event: string) => `Copiar códigos de ${event}`,
  shareWhatsApp: 'Compartir por WhatsApp',
  shareCodeWhatsApp: (code: string) => `Compartir por WhatsApp el código ${code}`,
  shareListWhatsApp: (title: string) => `Compartir por WhatsApp: ${title}`,
  usedLabel: 'Usado',
  shareEventWhatsApp: (event: string) => `Compartir por WhatsApp los códigos de ${event}`,
  shareCount: (event: string) => `Cantidad de códigos a compartir de ${event}`,
  whatsAppTooLong: 'Son demasiados códigos para un mensaje de WhatsApp. Cópialos o descarga el CSV.',
  whatsAppTooLongList: 'Son demasiados códigos para un mensaje de WhatsApp. Cópialos en su lugar.',
  downloadCsv: (event: string, count: number) => `Descargar CSV de ${event}, ${formatCount(count)} códigos`,
  copyFailed: 'No se pudo copiar. Selecciona el texto y cópialo manualmente.',
  loading: 'Cargando códigos...',
  loadError: 'No se pudieron cargar tus códigos. Revisa tu conexión e intenta de nuevo.',
  permissionError: 'No tienes permiso para ver estos códigos. Cierra sesión e ingresa de nuevo.',
  retry: 'Reintentar',
  noTrackedCodes: 'Aún no tienes códigos asignados.',
  noBatchCodes: 'No hay eventos con códigos.',
  // What is still in her pocket: available codes with a use left, not yet noted 'Entregado a'.
  notHandedOut: (count: string) => `${count} sin entregar`,
  listFilterLabel: 'Mostrar',
  allTrackedFilter: 'Todos',
  notHandedOutFilter: 'Sin entregar',
  noNotHandedOutCodes: 'No te quedan códigos sin entregar.',
  eventCodesLoading: (loaded: string, expected: string) => `Cargando códigos: ${loaded} de ${expected}`,
  eventCodesFailed: 'No se pudieron cargar los códigos de este evento. Revisa tu conexión e intenta de nuevo.',
  eventCodesOffline: 'Sin conexión: los códigos de este evento no están guardados en este dispositivo. Intenta de nuevo cuando tengas conexión.',
  paginationLabel: (title: string) => `Paginación: ${title}`,
  // The system share sheet (Web Share API), beside the WhatsApp link.
  share: 'Compartir',
  shareCode: (code: string) => `Compartir el código ${code}`,
  shareList: (title: string) => `Compartir: ${title}`,
  shareEvent: (event: string) => `Compartir los códigos de ${event}`,
  shareFailed: 'No se pudo abrir el menú para compartir. Copia los códigos o compártelos por WhatsApp.',
  // A code's QR, shown full screen at the door so another phone can scan it.
  qr: {
    open: (code: string) => `Mostrar código QR de ${code}`,
    title: 'Código QR',
    image: (code: string) => `Código QR de ${code}`,
    linkHint: 'Escanéalo con la cámara de otro teléfono: abre la tienda con el código aplicado.',
    codeHint: 'Escanéalo con la cámara de otro teléfono para leer el código.',
    loading: 'Creando el código QR…',
    failed: 'No se pudo crear el código QR. Intenta de nuevo.',
    download: 'Descargar PNG',
    close: 'Cerrar',
    fileName: (code: string) => `codigo-qr-${code}.png`,
  },
  // The tracking page's search, on the server: by the start of a code and by 'Entregado a'.
  search: {
    label: 'Buscar por código o por nombre',
    hint: 'El inicio de un código (por ejemplo VERANO) o el nombre de la persona a quien lo entregaste.',
    title: 'Resultados de la búsqueda',
    searching: 'Buscando códigos…',
    noResults: (search: string) => `Sin resultados para «${search}».`,
    found: (n: number) => (n === 1 ? 'Se encontró 1 código.' : `Se encontraron ${formatCount(n)} códigos.`),
    firstOnly: (n: number) => `Se muestran los primeros ${formatCount(n)} por código y por nombre. Escribe más para afinar la búsqueda.`,
    failed: 'No se pudo buscar. Revisa tu conexión e intenta de nuevo.',
    offline: 'Sin conexión: la búsqueda necesita conexión a internet. Intenta de nuevo cuando tengas conexión.',
  },
  // Live notices when the leader's codes are used or expire.
  codeUsed: (code: string, uses: string) => `El código ${code} se usó (${uses})`,
  /** `tickets` is the order's tickets, the change of the code's tickets sold. */
  codeUsedTickets: (code: string, tickets: number, uses: string) => `El código ${code} se usó: ${formatCount(tickets)} ${tickets === 1 ? 'entrada' : 'entradas'} (${uses})`,
  codeUsedTicketsAndExpired: (code: string, tickets: number, uses: string) =>
    `El código ${code} se usó: ${formatCount(tickets)} ${tickets === 1 ? 'entrada' : 'entradas'} (${uses}) y expiró`,
  codeRefunded: (code: string, uses: string) => `El código ${code} fue reembolsado (${uses})`,
  codesRefunded: (count: string, n: number) => (n === 1 ? `${count} código fue reembolsado` : `${count} códigos fueron reembolsados`),
  codeExpired: (code: string) => `El código ${code} expiró`,
  codeUsedAndExpired: (code: string, uses: string) => `El código ${code} se usó (${uses}) y expiró`,
  codesUsed: (count: string, n: number) => (n === 1 ? `${count} código se usó` : `${count} códigos se usaron`),
  codesExpired: (count: string, n: number) => (n === 1 ? `${count} código expiró` : `${count} códigos expiraron`),
  noticeJoin: ' y ',
  // Usage of an event's or a batch's codes.
  usageLabel: (name: string, uses: string, maxUses: string) => `Uso de ${name}: ${uses} de ${maxUses} usos`,
  /** Tickets the shop sold with an event's or a batch's codes (refunds taken off). */
  ticketsSold: (n: number) => `${formatCount(n)} ${n === 1 ? 'entrada vendida' : 'entradas vendidas'}`,
  usageSummary: (uses: string, maxUses: string, usedUp: string, total: string, n: number) =>
    `${uses} de ${maxUses} usos · ${usedUp} de ${total} ${n === 1 ? 'código agotado' : 'códigos agotados'}`,
  // Usage alerts: an event's codes reached 80 % or 100 % of their maximum uses.
  usageAlert: (event: string, percent: number) => `Tus códigos de ${event} llevan ${percent} % de uso`,
  usageThresholdChip: (percent: number) => `${percent} % de uso`,
  /** `age` is a relative time such as 'hace 12 minutos' (src/features/codes/utils/data-age.ts). */
  offlineWithAge: (age: string) => `Sin conexión. Mostrando tus códigos guardados, actualizados ${age}.`,
  offline: 'Sin conexión. Mostrando tus códigos guardados.',
  // 'Entregado a': the leader's private note of whom she gave a code to (a name and an optional phone).
  handedOut: {
    column: 'Entregado a',
    edit: (code: string) => `Anotar a quién se entregó ${code}`,
    title: (code: string) => `Entregado a: ${code}`,
    titleMany: (count: number) => `Entregado a: ${formatCount(count)} ${count === 1 ? 'código' : 'códigos'}`,
    name: 'Nombre',
    phone: 'Teléfono (opcional)',
    phoneHint: 'Un número sin prefijo se toma como de Costa Rica (+506).',
    save: 'Guardar',
    clear: 'Quitar',
    cancel: 'Cancelar',
    /** The selection of the tracking page. */
    selectCode: (code: string) => `Seleccionar ${code}`,
    selectPage: 'Seleccionar los códigos de esta página',
    selected: (count: number) => `Entregado a (${formatCount(count)})`,
    /** 'Códigos por lote': the codes 'Compartir' gives next (as many as she chose), noted at once. */
    shared: (event: string) => `Anotar a quién se entregan los códigos a compartir de ${event}`,
    unselect: 'Quitar selección',
    /** Shown under a note saved without connection, until the server has it. */
    pending: 'Se guardará al volver la conexión',
    saveFailed: 'No se pudo guardar a quién se entregó. Intenta de nuevo.',
    clearFailed: 'No se pudo quitar a quién se entregó. Intenta de nuevo.',
    permissionDenied: 'No tienes permiso para anotar estos códigos. Cierra sesión e ingresa de nuevo.',
    loadFailed: 'No se pudo cargar a quién entregaste tus códigos.',
  },
} as const;
