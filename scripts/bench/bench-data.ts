// The benchmark's own scale data, deterministic so every run measures the same thing. Two leaders
// in one codes collection, so the emulator's work per query is the same for both:
//   H (history): 19,000 expired codes over 19 past events (10,000 in the oldest, 500 in each of
//     the others) plus 1,000 available codes over 2 current events;
//   F (fresh): only 1,000 available codes over the same 2 current events, nothing expired.
// What a sign-in costs must depend on what a leader can still hand out (H ≈ F), not on history.
// For the administrators' area: an administrator of the store and 500 more leaders of it (with
// e-mail, phone and the search fields; no codes), so Líderes pages and searches a store of 502.
// Shared by the seed (Firestore), the pure-function figures (in memory) and the browser figures.
import { CODE_ALPHABET, DEFAULT_STORE_ID } from '../../common/constants.ts';
import { ID_ALPHABET } from '../../common/ids.ts';
import { DEMO_PASSWORD, mulberry32, type DemoAccount, type DemoCode } from '../seed/demo-data.ts';

/** BENCH_SCALE=0.1 tries the harness out on a tenth of the data; the budgets are set for 1. */
export const BENCH_SCALE = Number(process.env.BENCH_SCALE ?? 1);
const scaled = (count: number) => Math.max(1, Math.round(count * BENCH_SCALE));

export const BENCH_PASSWORD = DEMO_PASSWORD;

const benchLeader = (uid: string, email: string, firstName: string, lastName: string, outcome: string): DemoAccount => ({
  uid,
  email,
  displayName: `${firstName} ${lastName}`,
  firstName,
  lastName,
  role: 'Leader',
  storeId: DEFAULT_STORE_ID,
  emailVerified: true,
  outcome,
});

export const HISTORY_LEADER = benchLeader('bench-historia', 'bench-historia@demo.cr', 'Hilda', 'Historia', '19,000 expired and 1,000 available codes (benchmark only)');
export const FRESH_LEADER = benchLeader('bench-fresca', 'bench-fresca@demo.cr', 'Fabiola', 'Fresca', '1,000 available codes (benchmark only)');

/** The administrator of the configured store who walks the administrators' area (figures 16 and 17). */
export const BENCH_ADMIN: DemoAccount = {
  uid: 'bench-admin',
  email: 'bench-admin@demo.cr',
  displayName: 'Adela Administradora',
  firstName: 'Adela',
  lastName: 'Administradora',
  role: 'Admin',
  storeId: DEFAULT_STORE_ID,
  emailVerified: true,
  outcome: "the administrators' area (benchmark only)",
};

/** A leader of the store's roster: no codes, a phone as the leader form takes it. */
export interface RosterLeader extends DemoAccount {
  phoneNumber: string;
}

/** The store's other leaders (500 at scale 1), beside H and F. */
export const ROSTER_SIZE = scaled(500);

const FIRST_NAMES = [
  'Adriana', 'Bernardo', 'Carolina', 'Daniel', 'Elena', 'Fernando', 'Gabriela', 'Héctor', 'Irene', 'Jorge',
  'Karla', 'Luis', 'Marta', 'Nicolás', 'Olivia', 'Pedro', 'Quirina', 'Rodrigo', 'Silvia', 'Tomás',
  'Úrsula', 'Víctor', 'Wendy', 'Ximena', 'Yolanda',
];
const SURNAMES = [
  'Alfaro', 'Brenes', 'Castro', 'Delgado', 'Espinoza', 'Fonseca', 'Guzmán', 'Herrera', 'Ibarra', 'Jiménez',
  'Leiva', 'Madrigal', 'Núñez', 'Obando', 'Porras', 'Quesada', 'Rojas', 'Salazar', 'Ulate', 'Zúñiga',
];

/**
 * The roster, deterministic (uids bench-lider-000…): every first name with every first surname
 * (25 × 20 = 500 different pairs), a second surname, e-mail and phone from the position.
 */
export function rosterLeaders(): RosterLeader[] {
  return Array.from({ length: ROSTER_SIZE }, (_, i) => {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length];
    const lastName = `${SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length]} ${SURNAMES[(i * 7 + 3) % SURNAMES.length]}`;
    const number = String(i).padStart(3, '0');
    return {
      ...benchLeader(`bench-lider-${number}`, `bench-lider-${number}@demo.cr`, firstName, lastName, "a leader of the store's roster (benchmark only)"),
      phoneNumber: `8${number} ${String(1000 + ((i * 37) % 9000)).padStart(4, '0')}`,
    };
  });
}

/**
 * The roster leader figure 17 generates codes for (the last one; its warm-up uses the one before,
 * `fromEnd` 2), and what the administrator types to find them.
 */
export function generationLeader(fromEnd = 1): { leader: RosterLeader; typed: string } {
  const leader = rosterLeaders()[ROSTER_SIZE - fromEnd];
  // The first name and the first surname: one leader of the roster has that pair.
  const typed = `${leader.firstName} ${leader.lastName.split(' ')[0]}`;
  return { leader, typed };
}

export interface BenchEvent {
  id: string;
  name: string;
  venue: string;
  date: Date;
}

const event = (id: string, name: string, date: Date): BenchEvent => ({ id, name, venue: 'Sala de pruebas', date });

/** 19 past events, the first the oldest and the largest. */
export const PAST_EVENTS: BenchEvent[] = Array.from({ length: 19 }, (_, i) =>
  event(`bench-pasado-${String(i + 1).padStart(2, '0')}`, `Evento pasado ${i + 1}`, new Date(Date.UTC(2025, i % 12, 5 + i, 2))),
);
export const CURRENT_EVENTS: BenchEvent[] = [
  event('bench-actual-01', 'Evento actual 1', new Date(Date.UTC(2027, 0, 10, 2))),
  event('bench-actual-02', 'Evento actual 2', new Date(Date.UTC(2027, 1, 10, 2))),
];
export const BENCH_EVENTS: BenchEvent[] = [...PAST_EVENTS, ...CURRENT_EVENTS];

/** Expired codes per past event: 10,000 in the oldest, 500 in each other (19,000 in all). */
export const PAST_EVENT_SIZES = PAST_EVENTS.map((_, i) => scaled(i === 0 ? 10_000 : 500));
/** Available codes per current event (1,000 in all). */
export const CURRENT_EVENT_SIZE = scaled(500);
/** Codes per generation batch (one trackingId each). */
const BATCH_SIZE = 500;

/** The codes of one leader: `sizes[i]` codes of `events[i]` in `status`, in batches, createdAt from `start` on. */
function codesOf(leader: DemoAccount, plan: Array<{ event: BenchEvent; size: number; status: 'available' | 'expired' }>, seed: number, start: Date): DemoCode[] {
  const random = mulberry32(seed);
  const pick = (alphabet: string, length: number) => Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
  const codes: DemoCode[] = [];
  let minute = 0;
  for (const { event, size, status } of plan) {
    for (let first = 0; first < size; first += BATCH_SIZE) {
      const trackingId = pick(ID_ALPHABET, 20);
      const batchStart = start.getTime() + (minute += 60) * 60_000;
      for (let i = first; i < Math.min(size, first + BATCH_SIZE); i++) {
        const maxUses = 1 + Math.floor(random() * 4);
        codes.push({
          id: pick(ID_ALPHABET, 20),
          // 'BH'/'BF' and 8 random characters: never a demo code, never one leader's value twice.
          code: `${leader === HISTORY_LEADER ? 'BH' : 'BF'}${pick(CODE_ALPHABET, 8)}`,
          eventId: event.id,
          ownerUid: leader.uid,
          status,
          currentUses: status === 'expired' ? maxUses : Math.floor(random() * maxUses),
          maxUses,
          codeType: 'leader',
          trackingId,
          createdAt: new Date(batchStart + (i - first) * 1000),
        });
      }
    }
  }
  return codes;
}

const currentPlan = CURRENT_EVENTS.map((event) => ({ event, size: CURRENT_EVENT_SIZE, status: 'available' as const }));

/** H's codes: the past events' expired codes (oldest first), then the current events' available ones. */
export function historyCodes(): DemoCode[] {
  const past = PAST_EVENTS.map((event, i) => ({ event, size: PAST_EVENT_SIZES[i], status: 'expired' as const }));
  return codesOf(HISTORY_LEADER, [...past, ...currentPlan], 2026, new Date(Date.UTC(2024, 0, 1)));
}

/** F's codes: the current events' available codes only. */
export function freshCodes(): DemoCode[] {
  return codesOf(FRESH_LEADER, currentPlan, 2027, new Date(Date.UTC(2026, 9, 1)));
}

/** The codes as the app's TrackedCode values (src/lib/codes/tracked-code.ts), newest first, for the pure figures. */
export function asTrackedCodes(codes: readonly DemoCode[], leader: DemoAccount = HISTORY_LEADER) {
  const eventNames = new Map(BENCH_EVENTS.map((benchEvent) => [benchEvent.id, benchEvent.name]));
  return codes
    .map((code) => ({
      id: code.id,
      code: code.code,
      status: code.status,
      currentUses: code.currentUses,
      maxUses: code.maxUses,
      codeType: code.codeType,
      percent: code.percent ?? null,
      leaderId: leader.uid,
      leaderName: leader.displayName,
      eventId: code.eventId,
      eventName: eventNames.get(code.eventId) ?? '',
      trackingId: code.trackingId,
      createdAt: code.createdAt,
      updatedAt: code.createdAt,
    }))
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export interface PastedCodes {
  /** What the leader pastes: the codes separated by line breaks, commas and spaces. */
  text: string;
  expectedValid: number;
  expectedInvalid: number;
}

/** Deterministic shuffle (LCG), then mixed separators, as a real paste from a spreadsheet or chat. */
function asPaste(pieces: string[]): string {
  let state = 7;
  for (let i = pieces.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [pieces[i], pieces[j]] = [pieces[j], pieces[i]];
  }
  const separators = ['\n', ', ', ' ', '\n'];
  return pieces.map((piece, i) => piece + (i < pieces.length - 1 ? separators[i % separators.length] : '')).join('');
}

const stride = (list: readonly string[], count: number) => Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]);

/**
 * 1,000 codes H pastes: 500 of their available codes, 300 expired codes of their oldest events,
 * 100 of F's codes (another leader's) and 100 unknown ones. So both tables fill, and 500 pieces
 * are looked up on the server.
 */
export function historyPaste(history: readonly DemoCode[] = historyCodes(), fresh: readonly DemoCode[] = freshCodes()): PastedCodes {
  const available = history.filter((code) => code.status === 'available').map((code) => code.code);
  const expired = history.filter((code) => code.status === 'expired').map((code) => code.code);
  const unknown = Array.from({ length: 100 }, (_, i) => `NX${String(i).padStart(6, '0')}`);
  const valid = [...new Set(stride(available, 500))];
  const invalid = [...new Set([...expired.slice(0, 300), ...stride(fresh.map((code) => code.code), 100), ...unknown])];
  return { text: asPaste([...valid, ...invalid]), expectedValid: valid.length, expectedInvalid: invalid.length };
}

/** 1,000 codes F pastes, all among their loaded (available) codes: the validator answers with no read. */
export function freshPaste(fresh: readonly DemoCode[] = freshCodes()): PastedCodes {
  const codes = [...new Set(stride(fresh.map((code) => code.code), 1000))];
  return { text: asPaste(codes), expectedValid: codes.length, expectedInvalid: 0 };
}

/** Confirmed shop orders of the roster's codes (50,000 at scale 1), for figures 24 and 25. */
export const SALES_ORDERS = scaled(50_000);

export interface BenchOrder {
  orderId: string;
  leaderId: string;
  eventId: string;
  tickets: number;
  /** Colones. */
  amount: number;
}

/** A ticket of the bench's events, in colones. */
const TICKET_PRICE = 12_500;

/**
 * The roster's orders, deterministic: as many per leader (100 at scale 1), alternating between
 * the two current events, so each current event has sales of every roster leader (figure 25's
 * 500-row settlement). 1 to 4 tickets an order; each leader's first order adds 0 to 9 more, so
 * leaders rank differently.
 */
export function salesOrders(roster: readonly RosterLeader[] = rosterLeaders()): BenchOrder[] {
  const perLeader = Math.max(1, Math.floor(SALES_ORDERS / roster.length));
  return roster.flatMap((leader, i) =>
    Array.from({ length: perLeader }, (_, j) => {
      const tickets = 1 + ((i * 7 + j * 3) % 4) + (j === 0 ? i % 10 : 0);
      return { orderId: `bench-pedido-${leader.uid}-${j}`, leaderId: leader.uid, eventId: CURRENT_EVENTS[j % CURRENT_EVENTS.length].id, tickets, amount: tickets * TICKET_PRICE };
    }),
  );
}

/**
 * The leader Líderes ranks first by tickets sold in `eventId` (or the whole store): the most
 * tickets, and of equals the smallest uid, as the ranking orders them.
 */
export function topSeller(orders: readonly BenchOrder[], eventId: string | null = null): { leaderId: string; tickets: number } {
  const tickets = new Map<string, number>();
  for (const order of orders) if (eventId === null || order.eventId === eventId) tickets.set(order.leaderId, (tickets.get(order.leaderId) ?? 0) + order.tickets);
  const [leaderId, most] = [...tickets].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0];
  return { leaderId, tickets: most };
}

/** An 'Entregado a' note of H (codeNotes/{uid}/notes/{codeId}), as the app writes it. */
export interface BenchNote {
  codeId: string;
  code: string;
  eventId: string;
  name: string;
}

/** The name the search figure looks for, typed without its accent: more notes carry it than a page holds. */
export const SEARCHED_NAME = 'María Pérez';

/**
 * H's notes for the search figure: one code in ten (2,000 at scale 1), each with a name of the
 * roster's lists; one in twenty of them names SEARCHED_NAME (100), so a search by name matches
 * more than a page, as a search by code start ('BH', every code of H) does.
 */
export function historyNotes(history: readonly DemoCode[] = historyCodes()): BenchNote[] {
  return history
    .filter((_, i) => i % 10 === 0)
    .map((code, i) => ({
      codeId: code.id,
      code: code.code,
      eventId: code.eventId,
      name: i % 20 === 0 ? SEARCHED_NAME : `${FIRST_NAMES[i % FIRST_NAMES.length]} ${SURNAMES[Math.floor(i / FIRST_NAMES.length) % SURNAMES.length]}`,
    }));
}
