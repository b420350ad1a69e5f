// The Firestore collections, named once for the app, the functions, the scripts and the tests
// (firestore.rules spells the same names; docs/architecture.md says what each one holds).
export const COLLECTIONS = {
  users: 'users',
  events: 'events',
  codes: 'codes',
  /** codeKeys/{CODE}: the reservation that makes each code value unique (server only). */
  codeKeys: 'codeKeys',
  /** codeSummaries/{leaderUid}, with the subcollection CODE_BATCH_SUMMARIES. */
  codeSummaries: 'codeSummaries',
  /** notifications/{uid}: a registration waiting for authorization. */
  notifications: 'notifications',
  stores: 'stores',
  /** The administrators' log (common/activity.ts). */
  activity: 'activity',
  /** The outbox of the Trigger Email extension (its MAIL_COLLECTION parameter). */
  mail: 'mail',
  rateLimits: 'rateLimits',
  generateRequests: 'generateRequests',
  /** Markers of the code-write events the summarizeCodeWrite trigger has counted (server only). */
  codeSummaryEvents: 'codeSummaryEvents',
  /** shopKeys/{sha256(key)}: the shop API's integration keys (server only). */
  shopKeys: 'shopKeys',
  /** shopOrders/{sha256(store, orderId)}: the shop's orders, one per orderId (server only). */
  shopOrders: 'shopOrders',
  /** Per-key request counters of the shop API, per minute and shard (server only). */
  shopRateLimits: 'shopRateLimits',
  /** codeProjections/{codeId}: the claim of a code's next projection of its uses (server only). */
  codeProjections: 'codeProjections',
  /** leaderSales/{leaderUid}: what a leader's codes sold in the whole store (common/leader-sales.ts), with LEADER_EVENT_SALES. */
  leaderSales: 'leaderSales',
  /** salesRecords/{orderKey}: what each shop order already added to leaderSales (server only). */
  salesRecords: 'salesRecords',
  /** codeNotes/{leaderUid}, with CODE_NOTES: the leader's private 'Entregado a' notes (common/code-note.ts). */
  codeNotes: 'codeNotes',
} as const;

/** codeSummaries/{leaderUid}/batches/{trackingId}: the figures of one generation batch. */
export const CODE_BATCH_SUMMARIES = 'batches';

/** codes/{codeId}/uses/{n}: the uses the shop API holds and confirms of a code (server only). */
export const CODE_USES = 'uses';

/** leaderSales/{leaderUid}/eventSales/{eventId}: what a leader's codes sold for one event. */
export const LEADER_EVENT_SALES = 'eventSales';

/** codeNotes/{leaderUid}/notes/{codeId}: to whom the leader gave one of her codes (only she reads it). */
export const CODE_NOTES = 'notes';
