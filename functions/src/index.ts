// Entry point: only the exported functions. Everything runs in us-central1.
import { setGlobalOptions } from 'firebase-functions';
import { onCall, onRequest } from 'firebase-functions/https';
import { generateCodes as generateCodesHandler } from './codes/generate-codes';
import { removeCodes as removeCodesHandler } from './codes/remove-codes';
import { handleEmailActionRequest } from './email/send-email-action';
import { authorizeUser as authorizeUserHandler } from './leaders/authorize-user';
import { createLeader as createLeaderHandler } from './leaders/create-leader';

setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

// CORS is handled inside (only the app's origins), so the platform's own CORS stays off.
export const sendEmailActionCustom = onRequest({ cors: false }, handleEmailActionRequest);

export const generateCodes = onCall({ timeoutSeconds: 120, memory: '512MiB' }, generateCodesHandler);
export const createLeader = onCall(createLeaderHandler);
export const authorizeUser = onCall(authorizeUserHandler);
export const removeCodes = onCall(removeCodesHandler);
