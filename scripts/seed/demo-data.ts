// The demo data contract, as plain data. seed.ts writes it.
import { ID_ALPHABET } from '../../common/ids.ts';
import { CODE_ALPHABET, DEFAULT_STORE_ID } from '../../common/constants.ts';

export const DEMO_PASSWORD = 'Lideres#2026';
export const OTHER_STORE_ID = 'otra-tienda-config';
/**
 * The demo store's integration key of the shop API (shopKeys/{sha256}), for local runs only, like
 * the demo password. `npm start` prints it.
 */
export const DEMO_SHOP_KEY = 'cdl_demo_tienda_local_2026';
export const DEMO_SHOP_KEY_ID = 'demoTiendaLocal2026x';
/**
 * How long after the seed the demo events end. Their codes must stay valid through any demo or
 * test run, on whatever date the seed runs, so the end is counted from the seed, not fixed.
 */
export const DEMO_EVENT_DURATION_AFTER_SEED_MS = 365 * 24 * 60 * 60_000;
/**
 * A shop link as an administrator saves it in Tienda (https, a fixed host): the one the demo
 * activity log shows, and the store's link when no demo shop runs beside the stack.
 */
export const DEMO_SHOP_CODE_URL_TEMPLATE = 'https://tienda.example/evento/{eventId}?codigo={code}';

/**
 * The demo store's shop link when the demo shop (demo-shop/) runs at `demoShopUrl`: its event page
 * with the code applied. Only the seed writes it, straight into the store document: Tienda's
 * saveShopTemplate and the deploy check refuse anything but https, and only a build wired to the
 * emulators accepts this one origin (src/lib/shop-link.ts).
 */
export function demoShopCodeUrlTemplate(demoShopUrl: string): string {
  return `${demoShopUrl}/evento/{eventId}?codigo={code}`;
}

export interface DemoAccount {
  uid: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  /** Null for a registration nobody authorized yet (as registerLeader leaves it). */
  role: string | null;
  storeId: string | null;
  emailVerified: boolean;
  /** E.164 phone enrolled as an SMS second factor. */
  mfaPhone?: string;
  outcome: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { uid: 'demo-lider', email: 'lider@demo.cr', displayName: 'Laura Jiménez', firstName: 'Laura', lastName: 'Jiménez', role: 'Leader', storeId: DEFAULT_STORE_ID, emailVerified: true, outcome: 'dashboard; owns the demo codes' },
  { uid: 'demo-lider2', email: 'lider2@demo.cr', displayName: 'Diego Mora', firstName: 'Diego', lastName: 'Mora', role: 'Leader', storeId: DEFAULT_STORE_ID, emailVerified: true, outcome: 'dashboard; owns the OTRO codes' },
  { uid: 'demo-pendiente', email: 'pendiente@demo.cr', displayName: 'Paula Rojas', firstName: 'Paula', lastName: 'Rojas', role: 'Leader', storeId: DEFAULT_STORE_ID, emailVerified: false, outcome: 'e-mail confirmation screen' },
  { uid: 'demo-productor', email: 'productor@demo.cr', displayName: 'Pablo Vargas', firstName: 'Pablo', lastName: 'Vargas', role: 'Producer', storeId: DEFAULT_STORE_ID, emailVerified: true, outcome: 'signed out: permission denied' },
  { uid: 'demo-otra-tienda', email: 'otra-tienda@demo.cr', displayName: 'Olga Solís', firstName: 'Olga', lastName: 'Solís', role: 'Leader', storeId: OTHER_STORE_ID, emailVerified: true, outcome: 'signed out: permission denied' },
  { uid: 'demo-mfa', email: 'mfa@demo.cr', displayName: 'Mario Fallas', firstName: 'Mario', lastName: 'Fallas', role: 'Leader', storeId: DEFAULT_STORE_ID, emailVerified: true, mfaPhone: '+50688880000', outcome: 'SMS code screen (+506 8888 0000)' },
  { uid: 'demo-admin', email: 'admin@demo.cr', displayName: 'Ana Administradora', firstName: 'Ana', lastName: 'Administradora', role: 'Admin', storeId: DEFAULT_STORE_ID, emailVerified: true, outcome: "the administrators' area (/administracion)" },
  { uid: 'demo-solicitud', email: 'solicitud@demo.cr', displayName: 'Sofía Quesada', firstName: 'Sofía', lastName: 'Quesada', role: null, storeId: null, emailVerified: true, outcome: 'permission alert until an administrator authorizes it in Solicitudes' },
];

/** The demo registration waiting for authorization (its 'Admin' notification is seeded Unread). */
export const DEMO_REGISTRATION_UID = 'demo-solicitud';

export const DEMO_EVENTS = [
  { id: 'evt-festival-verano-2026', name: 'Festival de Verano 2026', venue: 'Playa Tamarindo', date: '2026-12-12T18:00:00-06:00' },
  { id: 'evt-concierto-sinfonico', name: 'Concierto Sinfónico', venue: 'Teatro Nacional', date: '2026-12-19T19:30:00-06:00' },
  { id: 'evt-noche-de-rock', name: 'Noche de Rock', venue: 'Estadio Nacional', date: '2027-01-16T20:00:00-06:00' },
] as const;

export interface DemoCode {
  id: string;
  code: string;
  eventId: string;
  ownerUid: string;
  status: 'available' | 'expired' | 'deleted';
  currentUses: number;
  maxUses: number;
  codeType: 'leader' | 'discount';
  percent?: number;
  /** Tickets one order may take with it; its maxUses when not said. */
  maxTickets?: number;
  trackingId: string;
  createdAt: Date;
}

const [verano, sinfonico, rock] = DEMO_EVENTS;

export const NAMED_CODES: DemoCode[] = [
  { id: 'demoCodeVerano01xxxx', code: 'VERANO01', eventId: verano.id, ownerUid: 'demo-lider', status: 'available', currentUses: 0, maxUses: 1, maxTickets: 2, codeType: 'leader', trackingId: 'trackVeranoDemo00001', createdAt: new Date('2026-11-10T15:00:00Z') },
  { id: 'demoCodeVerano02xxxx', code: 'VERANO02', eventId: verano.id, ownerUid: 'demo-lider', status: 'available', currentUses: 2, maxUses: 5, codeType: 'leader', trackingId: 'trackVeranoDemo00001', createdAt: new Date('2026-11-10T15:00:01Z') },
  { id: 'demoCodeVerano03xxxx', code: 'VERANO03', eventId: verano.id, ownerUid: 'demo-lider', status: 'expired', currentUses: 1, maxUses: 1, codeType: 'leader', trackingId: 'trackVeranoDemo00001', createdAt: new Date('2026-11-10T15:00:02Z') },
  { id: 'demoCodeVerano04xxxx', code: 'VERANO04', eventId: verano.id, ownerUid: 'demo-lider', status: 'deleted', currentUses: 0, maxUses: 1, codeType: 'leader', trackingId: 'trackVeranoDemo00001', createdAt: new Date('2026-11-10T15:00:03Z') },
  { id: 'demoCodeDesc10xxxxxx', code: 'DESC10', eventId: sinfonico.id, ownerUid: 'demo-lider', status: 'available', currentUses: 0, maxUses: 3, codeType: 'discount', percent: 10, trackingId: 'trackSinfonicoDemo01', createdAt: new Date('2026-11-12T16:30:00Z') },
  { id: 'demoCodeOtro01xxxxxx', code: 'OTRO01', eventId: rock.id, ownerUid: 'demo-lider2', status: 'available', currentUses: 0, maxUses: 1, codeType: 'leader', trackingId: 'trackRockDemoLider02', createdAt: new Date('2026-11-13T17:00:00Z') },
  // Another store's code (otra-tienda@demo.cr's): this store's administrators never see or remove it.
  { id: 'demoCodeAjeno01xxxxx', code: 'AJENO01', eventId: rock.id, ownerUid: 'demo-otra-tienda', status: 'available', currentUses: 0, maxUses: 1, codeType: 'leader', trackingId: 'trackRockOtraTienda1', createdAt: new Date('2026-11-14T18:00:00Z') },
];

/** Deterministic PRNG so that re-seeding writes the same bulk codes (idempotent). */
export function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RESERVED_PREFIXES = ['VERANO', 'DESC', 'OTRO'];

/**
 * Bulk codes owned by lider@demo.cr: `count` codes over the three events in batches of
 * `batchSize` (one trackingId each), createdAt spread over the last `months` months, mixed statuses.
 */
export function bulkCodes(options: { ownerUid: string; count: number; batchSize?: number; seed?: number; months?: number; now?: Date }): DemoCode[] {
  const { ownerUid, count, batchSize = 100, seed = 2026, months = 8, now = new Date('2026-11-15T12:00:00Z') } = options;
  const random = mulberry32(seed);
  const pick = (alphabet: string, length: number) =>
    Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const used = new Set(NAMED_CODES.map((c) => c.code));
  const codes: DemoCode[] = [];
  const batches = Math.ceil(count / batchSize);
  for (let batch = 0; batch < batches; batch++) {
    const event = DEMO_EVENTS[batch % DEMO_EVENTS.length];
    const trackingId = pick(ID_ALPHABET, 20);
    const batchStart = now.getTime() - ((batches - batch) / batches) * months * 30 * 86_400_000;
    const isDiscount = batch % 5 === 4;
    for (let i = 0; i < batchSize && codes.length < count; i++) {
      let code = pick(CODE_ALPHABET, 8);
      while (used.has(code) || RESERVED_PREFIXES.some((prefix) => code.startsWith(prefix))) code = pick(CODE_ALPHABET, 8);
      used.add(code);
      const roll = random();
      const status = roll < 0.8 ? 'available' : roll < 0.93 ? 'expired' : 'deleted';
      const maxUses = 1 + Math.floor(random() * 5);
      const currentUses = status === 'expired' ? maxUses : random() < 0.3 ? Math.floor(random() * maxUses) : 0;
      codes.push({
        id: pick(ID_ALPHABET, 20),
        code,
        eventId: event.id,
        ownerUid,
        status,
        currentUses,
        maxUses,
        codeType: isDiscount ? 'discount' : 'leader',
        percent: isDiscount ? 15 : undefined,
        trackingId,
        createdAt: new Date(batchStart + i * 1000),
      });
    }
  }
  return codes;
}
