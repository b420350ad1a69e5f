// Shapes of the stored documents (Firestore and the Realtime Database). Storage keeps
// Firestore Timestamps; the app's service modules turn them into Dates at their boundary.
// This file is the contract between the app, the functions, the rules and the seed.
import type { TimestampLike } from './code-document';
import type { CodeBatchSummary, CodeSummaryCounts } from './code-summary';
import type { PresenceStatus } from './constants';
import type { SalesFigures } from './leader-sales';

export type { TimestampLike };

/** users/{uid} */
export interface UserDoc {
  /** 'Leader' | 'Admin' | 'Producer' | ... Set only by administrators (console or authorizeUser). */
  role?: string;
  /** Set only by administrators. */
  storeId?: string;
  /** Set only by administrators. */
  permissions?: { read: boolean };
  displayName: string;
  email: string;
  firstName?: string;
  lastName?: string;
  /** ISO date yyyy-MM-dd */
  dateOfBirth?: string;
  idType?: 'national_id' | 'passport' | 'residence_id';
  idNumber?: string;
  /** E.164 or local phone as typed in the leader form (PHONE_PATTERN). */
  phoneNumber?: string | null;
  photoURL?: string | null;
  /** Mirrors Auth, written by the server side only. */
  emailVerified?: boolean;
  isAnonymous?: boolean;
  providerData?: unknown[];
  /** Search fields kept by the functions (common/leader-search.ts): never written by a browser. */
  sortName?: string;
  searchPrefixes?: string[];
  createdAt?: TimestampLike;
  updatedAt?: TimestampLike;
}

/** Fields a person may change on their own users document (limits: common/profile.ts; emailVerified only to true, with a verified token). */
export const USER_SELF_UPDATE_FIELDS = ['displayName', 'photoURL', 'phoneNumber', 'emailVerified', 'updatedAt'] as const;

/**
 * events/{eventId}: written by the shop API (PUT /v1/events/{eventId}) or the seed. Codes copy
 * its name when they are generated.
 */
export interface EventDoc {
  name: string;
  startsAt?: TimestampLike;
  /** When it ends: its available codes expire within 15 minutes (the shopMaintenance sweep). */
  endsAt?: TimestampLike;
  venue?: string | null;
  /** 'open' until the sweep has expired its available codes after endsAt; 'ended' after. */
  codesState?: 'open' | 'ended';
  createdAt?: TimestampLike;
  updatedAt?: TimestampLike;
}

// codes/{codeDocId}: CodeDoc, typed and parsed by the schema of common/code-document.ts.
export type { CodeDoc } from './code-document';

/** codeNotes/{leaderUid}/notes/{codeId}: the leader's private 'Entregado a' note (common/code-note.ts). */
export interface CodeNoteDoc {
  /** The code's value, to show a note found by name. */
  code: string;
  eventId: string;
  name: string;
  /** noteNameKey(name): what the name search compares by prefix. */
  nameKey: string;
  /** whatsAppNumber(): digits with the country code, or null. */
  phone: string | null;
  updatedAt: TimestampLike;
}

/**
 * codeSummaries/{leaderUid}: a leader's tracked codes (available or expired) in all and per event
 * id, with their uses (common/code-summary.ts). Written by the server side only: the functions
 * that write codes add what they change in the same batch, and the summarizeCodeWrite trigger
 * adds every other change (a checkout raising currentUses, a code edited in the console).
 */
export interface CodeSummaryDoc extends CodeSummaryCounts {
  updatedAt: TimestampLike;
}

/** codeSummaries/{leaderUid}/batches/{trackingId}: the same figures for one generation batch. */
export interface CodeBatchSummaryDoc extends CodeBatchSummary {
  /** The name given at generation ('Preventa redes'); absent for a batch without one (common/batch-label.ts). */
  name?: string;
  updatedAt: TimestampLike;
}

/**
 * notifications/{uid} for the registration notice: one per user, the document id is the
 * user's uid. Written by the registerLeader function and answered by authorizeUser or rejectRegistration; active administrators read it, no browser writes it.
 */
export interface NotificationDoc {
  id: string;
  createdBy: string;
  date: TimestampLike;
  title: 'Admin';
  description: string;
  icon: 'person_add';
  status: 'Unread' | 'Read';
  /** How an administrator answered it (set with status 'Read'). */
  resolution?: 'authorized' | 'rejected';
  /** The uid of the user who needs authorization. */
  link: string;
}

/** stores/{storeId}: store configuration, read by the functions (and the shop template by the store's leaders). */
export interface StoreDoc {
  name: string;
  /** Origins (scheme://host[:port]) the e-mail action links may redirect to. */
  allowedRedirectOrigins: string[];
  /** Base URL of the app; links point at `${appUrl}/auth/action`. */
  appUrl: string;
  /**
   * Optional link that applies a code in the shop, e.g. https://tienda.example/evento/{eventId}?codigo={code}:
   * every share and copy of codes adds it after each code. Only templates common/shop-link.ts
   * accepts count. Saved by administrators through the saveShopTemplate function.
   */
  shopCodeUrlTemplate?: string;
}

// activity/{id}: ActivityDoc of common/activity.ts, the administrators' log.
export type { ActivityDoc } from './activity';

/** Realtime Database status/{uid} */
export interface PresenceRecord {
  status: PresenceStatus;
  /** Server time in ms (written as serverTimestamp). */
  timestamp: number;
}

/** codeKeys/{CODE}: server-only reservation that makes each code value unique (see functions/README.md). */
export interface CodeKeyDoc {
  codeId: string;
  trackingId: string;
  createdAt: TimestampLike;
}

/**
 * shopKeys/{sha256 of the key}: an integration key of the shop API. Only the hash names it: the
 * key itself is shown once, when it is created, and stored nowhere. Server-only (the rules refuse
 * every browser); the administrators' Tienda page reads it through listShopKeys.
 */
export interface ShopKeyDoc {
  /** Public id of the key (for the Tienda page and the activity log). */
  keyId: string;
  storeId: string;
  /** The key's last 4 characters, to tell keys apart. */
  last4: string;
  label: string | null;
  createdAt: TimestampLike;
  /** The administrator who created it (null for the seed's demo key). */
  createdBy: { uid: string; email: string | null; name: string | null } | null;
  /** Last request made with it, to the minute. */
  lastUsedAt: TimestampLike | null;
  revokedAt: TimestampLike | null;
  revokedBy: { uid: string; email: string | null; name: string | null } | null;
  /** Requests per minute this key may make (default: the function's SHOP_API_MAX_PER_KEY_PER_MINUTE). */
  maxRequestsPerMinute?: number;
}

/**
 * shopOrders/{sha256 of store and orderId}: one order of the shop and the use it holds or
 * confirmed (the reservation of the API). Written only by the shop API, in the same commit as
 * its use (codes/{codeId}/uses/{use}). Server-only.
 */
export interface ShopOrderDoc {
  orderId: string;
  storeId: string;
  /** The key that created it. */
  keyId: string;
  codeId: string;
  /** The code as stored (upper case). */
  code: string;
  eventId: string;
  leaderId: string;
  tickets: number;
  /** Colones, from the confirmation (null: not given, or not confirmed). */
  amount: number | null;
  status: 'reserved' | 'confirmed' | 'released';
  /** Which use of the code it holds: codes/{codeId}/uses/{use}. */
  use: number;
  holdSeconds: number;
  createdAt: TimestampLike;
  expiresAt: TimestampLike;
  confirmedAt: TimestampLike | null;
  releasedAt: TimestampLike | null;
  /** 'refunded': a confirmed use given back; 'cancelled': a hold released; 'hold_expired': ran out. */
  releaseReason: 'cancelled' | 'refunded' | 'hold_expired' | null;
  updatedAt: TimestampLike;
}

/**
 * codes/{codeId}/uses/{n}: one use of a code taken by the shop, n in [0, capacity). A hold lives
 * until `liveUntil` (its expiresAt); a confirmed use for ever (far future). Server-only.
 */
export interface CodeUseDoc {
  /** The order holding it (shopOrders/{orderKey}). */
  orderKey: string;
  state: 'held' | 'confirmed';
  /** The order's tickets, so the projection sums ticketsSold without reading orders (absent on uses taken before it). */
  tickets?: number;
  liveUntil: TimestampLike;
  updatedAt: TimestampLike;
}

/**
 * leaderSales/{leaderUid}: what the leader's codes sold in the whole store, from the shop's orders
 * (common/leader-sales.ts). Written by the server side only (the summarizeOrderSales trigger and
 * `npm run admin -- recount-sales`); read by the store's active administrators, never by leaders:
 * it holds amounts.
 */
export interface LeaderSalesDoc extends SalesFigures {
  storeId: string;
  leaderId: string;
  updatedAt: TimestampLike;
}

/** leaderSales/{leaderUid}/eventSales/{eventId}: the same figures for one event. */
export interface LeaderEventSalesDoc extends LeaderSalesDoc {
  eventId: string;
}

/**
 * salesRecords/{orderKey}: what one shop order (shopOrders/{orderKey}) has added to its leader's
 * figures, so a repeated or late delivery of its trigger adds only the difference. Server-only.
 */
export interface SalesRecordDoc {
  storeId: string;
  leaderId: string;
  eventId: string;
  contributed: SalesFigures;
  updatedAt: TimestampLike;
}
