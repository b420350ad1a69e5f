// Entry point: only the exported functions. Everything runs in us-central1.
import { logger, setGlobalOptions } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/firestore';
import { onCall, onRequest } from 'firebase-functions/https';
import { onSchedule } from 'firebase-functions/scheduler';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { generateCodes as generateCodesHandler } from './codes/generate-codes';
import { lookUpCodes as lookUpCodesHandler } from './codes/look-up-codes';
import { markCodeHandedOut as markCodeHandedOutHandler } from './codes/mark-code-handed-out';
import { removeCodes as removeCodesHandler } from './codes/remove-codes';
import { summarizeCodeWrite as summarizeCodeWriteHandler } from './codes/summarize-code-write';
import { handleClientErrorReport } from './client-errors/report-client-error';
import { handleEmailActionRequest } from './email/send-email-action';
import { authorizeUser as authorizeUserHandler } from './leaders/authorize-user';
import { createLeader as createLeaderHandler } from './leaders/create-leader';
import { describeRegistrations as describeRegistrationsHandler } from './leaders/describe-registrations';
import { indexUserProfile as indexUserProfileHandler } from './leaders/index-user-profile';
import { registerLeader as registerLeaderHandler } from './leaders/register-leader';
import { rejectRegistration as rejectRegistrationHandler } from './leaders/reject-registration';
import { resendInvitation as resendInvitationHandler } from './leaders/resend-invitation';
import { updateLeader as updateLeaderHandler } from './leaders/update-leader';
import { setLeaderAccess as setLeaderAccessHandler } from './leaders/set-leader-access';
import { db } from './lib/admin';
import { isAppCheckEnforced } from './lib/app-check';
import { changeTimes } from './lib/event-time';
import { refusingUndecodableBodies } from './lib/callable-body';
import { createShopApi } from './shop/api';
import { createShopKey as createShopKeyHandler, listShopKeys as listShopKeysHandler, revokeShopKey as revokeShopKeyHandler } from './shop/key-admin';
import { runShopMaintenance } from './shop/maintenance';
import { renameEventInCodes as renameEventInCodesHandler } from './shop/rename-event';
import { changesConfirmedUses, projectCodeUses as projectCodeUsesHandler } from './shop/project-code-uses';
import { logFailure, loggingCallableFailures, loggingTriggerFailures } from './lib/failure-log';
import { saveShopTemplate as saveShopTemplateHandler } from './stores/save-shop-template';
import { syncOrderSales } from './sales/leader-sales';
import { listLeaderOrders as listLeaderOrdersHandler } from './sales/list-leader-orders';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// Once per instance, when it loads the code: which Node.js runs the functions after a runtime change.
logger.info('Functions instance started', { node: process.version });

// App Check on every callable when APPCHECK_ENFORCE=true (functions/.env.<project>).
const appCheck = { enforceAppCheck: isAppCheckEnforced() };

// CORS is handled inside (only the app's origins), so the platform's own CORS stays off.
export const sendEmailActionCustom = onRequest({ cors: false }, handleEmailActionRequest);
// Errors nobody caught in the web app, as Error Reporting entries. Few instances: a flood waits
// or is refused by the platform before it reaches the per-caller limits.
export const reportClientError = onRequest({ cors: false, maxInstances: 3 }, handleClientErrorReport);

// Every callable sits behind refusingUndecodableBodies: a body the framework's decoder cannot
// handle is a 400, never its uncatchable 500. Every handler logs what it did not catch in the one
// failure shape (lib/failure-log.ts), as the triggers and the HTTP functions do.
export const registerLeader = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('registerLeader', registerLeaderHandler)));
export const generateCodes = refusingUndecodableBodies(onCall({ ...appCheck, timeoutSeconds: 120, memory: '512MiB' }, loggingCallableFailures('generateCodes', generateCodesHandler)));
export const createLeader = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('createLeader', createLeaderHandler)));
export const authorizeUser = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('authorizeUser', authorizeUserHandler)));
export const removeCodes = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('removeCodes', removeCodesHandler)));
// The administrators' area: Líderes (revoke, restore), Solicitudes (reject, the registrants'
// accounts) and Tienda (the shop link).
export const setLeaderAccess = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('setLeaderAccess', setLeaderAccessHandler)));
// A leader's page and Líderes: correcting a leader, and the invitation of one still unconfirmed.
export const updateLeader = refusingUndecodableBodies(onCall({ ...appCheck, timeoutSeconds: 120 }, loggingCallableFailures('updateLeader', updateLeaderHandler)));
export const resendInvitation = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('resendInvitation', resendInvitationHandler)));
export const rejectRegistration = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('rejectRegistration', rejectRegistrationHandler)));
export const describeRegistrations = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('describeRegistrations', describeRegistrationsHandler)));
export const saveShopTemplate = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('saveShopTemplate', saveShopTemplateHandler)));
// The validator's lookup of a leader's codes it has not loaded (expired ones, past events).
export const lookUpCodes = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('lookUpCodes', lookUpCodesHandler)));
// Tienda → 'Integración con la tienda': the shop API's keys.
export const createShopKey = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('createShopKey', createShopKeyHandler)));
export const listShopKeys = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('listShopKeys', listShopKeysHandler)));
export const revokeShopKey = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('revokeShopKey', revokeShopKeyHandler)));
// A leader's page: the orders of the leader's codes (the orders themselves stay server-only).
export const listLeaderOrders = refusingUndecodableBodies(onCall(appCheck, loggingCallableFailures('listLeaderOrders', listLeaderOrdersHandler)));

// The shop API (/v1): the store's ticket shop checks, holds, confirms and refunds codes, server to
// server, with its integration key. No CORS (no browser calls it) and no App Check (a server has
// no App Check token; the key is its credential). Several instances of 80 concurrent requests:
// a sale's burst waits for no cold start of one request each.
export const shopApi = onRequest(
  { cors: false, memory: '512MiB', cpu: 1, concurrency: 80, maxInstances: 20, timeoutSeconds: 60 },
  createShopApi(),
);

// What the shop's confirmed uses make of the code the leader sees (currentUses, 'expired' at
// maxUses), at most once a second per code. Retried on failure: it counts from the uses
// themselves, so running again is harmless.
export const projectCodeUses = onDocumentWritten(
  { document: 'codes/{codeId}/uses/{use}', retry: true },
  loggingTriggerFailures('projectCodeUses', async (event) => {
    const before = event.data?.before.exists ? (event.data.before.data() ?? null) : null;
    const after = event.data?.after.exists ? (event.data.after.data() ?? null) : null;
    if (!changesConfirmedUses(before, after)) return;
    // A refund deletes its use: counted once a projection counts after this trigger started.
    await projectCodeUsesHandler(event.params.codeId, changeTimes(event).noLaterThan);
  }),
);

// What each leader's codes sold (leaderSales and its eventSales), from the orders as they stand:
// each delivery applies only what the order changed since its record, so repeated and late
// deliveries count once. Retried on failure.
export const summarizeOrderSales = onDocumentWritten(
  { document: 'shopOrders/{orderKey}', retry: true },
  loggingTriggerFailures('summarizeOrderSales', async (event) => {
    await syncOrderSales({ db, FieldValue }, event.params.orderKey);
  }),
);

// The shop renamed an event: its codes and their leaders' summaries take the new name.
export const renameEventInCodes = onDocumentWritten(
  { document: 'events/{eventId}', retry: true },
  loggingTriggerFailures('renameEventInCodes', async (event) => {
    await renameEventInCodesHandler(event.params.eventId, {
      before: event.data?.before.exists ? (event.data.before.data() ?? null) : null,
      after: event.data?.after.exists ? (event.data.after.data() ?? null) : null,
    });
  }),
);

// Every 10 minutes: the codes of events that ended expire, those of an event moved later come
// back, and holds that ran out are written down as released.
export const shopMaintenance = onSchedule({ schedule: 'every 10 minutes', timeoutSeconds: 540, memory: '512MiB' }, async () => {
  try {
    const report = await runShopMaintenance({ db, FieldValue, Timestamp });
    logger.info('shopMaintenance', report);
  } catch (error) {
    logFailure('shopMaintenance', 'scheduled', error);
    throw error;
  }
});

// Keeps each leader's code aggregates right when codes change outside the functions above (a
// checkout, an expiry, the console). Retried on failure: each event counts exactly once.
export const summarizeCodeWrite = onDocumentWritten(
  { document: 'codes/{codeId}', retry: true },
  loggingTriggerFailures('summarizeCodeWrite', (event) =>
    summarizeCodeWriteHandler({
      id: event.id,
      codeId: event.params.codeId,
      before: event.data?.before.exists ? (event.data.before.data() ?? null) : null,
      after: event.data?.after.exists ? (event.data.after.data() ?? null) : null,
      times: changeTimes(event),
    }),
  ),
);

// A leader's private note on one of her codes ('Entregado a') marks that code as handed out, and
// clearing it unmarks it; a note on a code that is not hers is deleted. Retried on failure: it
// reads the note and the code as they are now, so running twice is harmless.
export const markCodeHandedOut = onDocumentWritten(
  { document: 'codeNotes/{uid}/notes/{codeId}', retry: true },
  loggingTriggerFailures('markCodeHandedOut', async (event) => {
    await markCodeHandedOutHandler(db, event.params.uid, event.params.codeId);
  }),
);

// Keeps the search fields of users/{uid} (sortName, searchPrefixes) right after a change made
// anywhere, so the leaders' list finds a leader by the name they have now. Retried on failure:
// it writes only what differs, so running twice is harmless.
export const indexUserProfile = onDocumentWritten(
  { document: 'users/{uid}', retry: true },
  loggingTriggerFailures('indexUserProfile', (event) => indexUserProfileHandler(event.data?.after.exists ? event.data.after : null)),
);
