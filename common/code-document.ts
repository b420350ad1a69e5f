// The shape of a codes/{id} document, as one schema (zod/mini: the app bundles it) that both
// types the document (CodeDoc) and parses what Firestore returns. Codes come from the functions,
// the seed, and also from hand edits and imports, so the parse is lenient where a sensible value
// exists (a missing use count is 0, a missing type is a leader code) and strict where none does:
// a document without a known status or without a code is not a code the app can show.
import * as z from 'zod/mini';
import { CODE_STATUSES, CODE_TYPES } from './constants';
import { displayNameOf } from './person-name';

/** Anything with a toDate(): a Firestore Timestamp of either SDK. */
export interface TimestampLike {
  toDate(): Date;
}

const timestamp = z.custom<TimestampLike>((value) => typeof (value as Partial<TimestampLike> | null)?.toDate === 'function');
const count = z.catch(z.number().check(z.nonnegative()), 0);
const name = z.catch(z.optional(z.string()), undefined);

export const codeDocumentSchema = z.object({
  code: z.string().check(z.minLength(1)),
  status: z.enum(CODE_STATUSES),
  currentUses: count,
  maxUses: count,
  maxTickets: z.catch(z.optional(z.number()), undefined),
  /**
   * Tickets of the shop's confirmed orders of this code, refunds taken off: written by the server
   * only (the projection of its uses, functions/src/shop/project-code-uses.ts). 0 for a code
   * written before codes carried it.
   */
  ticketsSold: count,
  code_type: z.catch(z.enum(CODE_TYPES), 'leader'),
  /** Only for code_type 'discount', 0..100. */
  percent: z.catch(z.optional(z.number()), undefined),
  leaderId: z.object({ id: z.string(), displayName: name, firstName: name, lastName: name }),
  eventId: z.object({ id: z.string(), name }),
  /**
   * The store the code was made for (the configured store of the functions that wrote it), never
   * changed afterwards. Every writer sets it; the rules let an administrator read only the codes
   * of their own store by it. '' for a code written before codes carried it (npm run admin --
   * backfill-code-stores gives those their leader's store).
   */
  storeId: z.catch(z.string(), ''),
  trackingId: z.catch(z.string(), ''),
  /**
   * Whether the leader noted to whom she gave the code ('Entregado a'): written by the server
   * only, from her private note (functions/src/codes/mark-code-handed-out.ts). Missing = false.
   */
  handedOut: z.catch(z.boolean(), false),
  createdAt: z.catch(z.nullable(timestamp), null),
  createdBy: z.catch(z.optional(z.string()), undefined),
  updatedAt: z.catch(z.nullable(timestamp), null),
  deletedAt: z.catch(z.nullable(timestamp), null),
  /**
   * Set by every writer that adds its change to the aggregates itself, in the same batch (a new
   * random id per write): the summarizeCodeWrite trigger skips a write that changed it.
   */
  summaryWriteId: z.catch(z.optional(z.string()), undefined),
});

/** codes/{codeDocId}; the document id is a generated 20-character id, not the code. */
export type CodeDoc = z.output<typeof codeDocumentSchema>;

/** The document's data as a CodeDoc, or null when it cannot be one (see above). */
export function parseCodeDocument(data: unknown): CodeDoc | null {
  const result = codeDocumentSchema.safeParse(data);
  return result.success ? result.data : null;
}

/** What every view of a code shows, from its document: names as stored (null where missing). */
export interface CodeView {
  /** Firestore document id (a generated 20-character id, not the code). */
  id: string;
  code: string;
  status: CodeDoc['status'];
  currentUses: number;
  maxUses: number;
  /** Tickets the shop sold with the code (0 when it never said). */
  ticketsSold: number;
  codeType: CodeDoc['code_type'];
  /** Only for discount codes, 0..100. */
  percent: number | null;
  leaderId: string;
  leaderName: string | null;
  eventId: string;
  eventName: string | null;
  trackingId: string;
  /** The leader noted to whom she gave it (the name and phone are hers alone: codeNotes). */
  handedOut: boolean;
}

const trimmed = (value: string | undefined): string => value?.trim() ?? '';

export function codeView(id: string, doc: CodeDoc): CodeView {
  const { leaderId: leader, eventId: event } = doc;
  return {
    id,
    code: doc.code.trim(),
    status: doc.status,
    currentUses: doc.currentUses,
    maxUses: doc.maxUses,
    ticketsSold: doc.ticketsSold ?? 0,
    codeType: doc.code_type,
    percent: doc.percent ?? null,
    leaderId: leader.id.trim(),
    leaderName: displayNameOf(leader) || null,
    eventId: event.id.trim(),
    eventName: trimmed(event.name) || null,
    trackingId: doc.trackingId.trim(),
    handedOut: doc.handedOut,
  };
}

/** A code as the lookUpCodes function answers it: the view, with its times in milliseconds. */
export interface LookedUpCode extends CodeView {
  createdAtMs: number;
  updatedAtMs: number | null;
}

export function lookedUpCode(id: string, doc: CodeDoc): LookedUpCode {
  return { ...codeView(id, doc), createdAtMs: doc.createdAt?.toDate().getTime() ?? 0, updatedAtMs: doc.updatedAt?.toDate().getTime() ?? null };
}
