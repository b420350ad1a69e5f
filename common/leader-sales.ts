// What the shop's orders sold, per leader: the figures the server keeps (functions/src/sales)
//   leaderSales/{leaderUid}                       the whole store
//   leaderSales/{leaderUid}/eventSales/{eventId}  one event
// and what one order adds to them. Pure: the trigger, the repair, the tests and the bench share it.
//
// A confirmed order counts as one order with its tickets and amount; a refunded one no longer
// does, and counts as one refund with its tickets and amount instead. Holds, cancelled holds and
// holds that ran out count nothing. So the figures are always those of the orders as they stand.

/** The figures kept per leader (and per leader and event). Amounts are colones. */
export interface SalesFigures {
  /** Confirmed orders (not refunded). */
  orders: number;
  /** Their tickets. */
  tickets: number;
  /** Their amount (an order confirmed without one counts 0). */
  amount: number;
  /** Orders confirmed and then refunded. */
  refunds: number;
  refundedTickets: number;
  refundedAmount: number;
}

export const SALES_KEYS = ['orders', 'tickets', 'amount', 'refunds', 'refundedTickets', 'refundedAmount'] as const satisfies readonly (keyof SalesFigures)[];

export const ZERO_SALES: SalesFigures = Object.freeze({ orders: 0, tickets: 0, amount: 0, refunds: 0, refundedTickets: 0, refundedAmount: 0 });

const mapSales = (f: (key: keyof SalesFigures) => number): SalesFigures => Object.fromEntries(SALES_KEYS.map((key) => [key, f(key)])) as unknown as SalesFigures;

const amountOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
const countOf = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** The fields of a shopOrders document the figures read (any may be missing). */
export interface SalesOrderFields {
  status?: unknown;
  releaseReason?: unknown;
  tickets?: unknown;
  amount?: unknown;
}

/** What an order, as it stands, adds to its leader's figures. */
export function orderContribution(order: SalesOrderFields | null | undefined): SalesFigures {
  if (!order) return ZERO_SALES;
  const tickets = countOf(order.tickets);
  const amount = amountOf(order.amount);
  if (order.status === 'confirmed') return { ...ZERO_SALES, orders: 1, tickets, amount };
  if (order.status === 'released' && order.releaseReason === 'refunded') return { ...ZERO_SALES, refunds: 1, refundedTickets: tickets, refundedAmount: amount };
  return ZERO_SALES;
}

/** Figures as stored (missing or malformed fields are 0). */
export function salesFiguresOf(data: Partial<Record<keyof SalesFigures, unknown>> | null | undefined): SalesFigures {
  return mapSales((key) => (typeof data?.[key] === 'number' && Number.isFinite(data[key]) ? (data[key] as number) : 0));
}

// `0 - x` rather than `-x`: no negative zeros in the increments.
export const subtractSales = (a: SalesFigures, b: SalesFigures): SalesFigures => mapSales((key) => a[key] - b[key] + 0);
export const addSales = (a: SalesFigures, b: SalesFigures): SalesFigures => mapSales((key) => a[key] + b[key]);
export const isZeroSales = (figures: SalesFigures): boolean => SALES_KEYS.every((key) => figures[key] === 0);
export const sameSales = (a: SalesFigures, b: SalesFigures): boolean => SALES_KEYS.every((key) => a[key] === b[key]);

/** A leader's figures from their orders: the whole store and per event (what the repair writes). */
export function summarizeOrders(orders: Iterable<SalesOrderFields & { eventId?: unknown }>): { total: SalesFigures; events: Record<string, SalesFigures> } {
  let total = ZERO_SALES;
  const events: Record<string, SalesFigures> = {};
  for (const order of orders) {
    const figures = orderContribution(order);
    if (isZeroSales(figures)) continue;
    const eventId = typeof order.eventId === 'string' ? order.eventId : '';
    total = addSales(total, figures);
    if (eventId !== '') events[eventId] = addSales(events[eventId] ?? ZERO_SALES, figures);
  }
  return { total, events };
}
