// Zod schemas of the Cloud Functions' inputs, shared with the admin CLI. The leader form (leader-form.ts) and the code
// generation (code-generation.ts) are zod/mini modules of their own: the app bundles them.
// Messages are Spanish and name the field, so a 400 / invalid-argument answer explains itself.
// Every text goes through the one-line checks of text-fields.ts; every id that ends up in a
// document path through documentIdField.
import { z } from 'zod';
import { EMAIL_ACTION_MODES, MAX_CODES_PER_CALL, type EmailActionMode } from './constants';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, RELEASE_PATTERN } from './client-error-report';
import { leaderEditSchema, leaderFormSchema } from './leader-form';
import { newPasswordSchema } from './password';
import { SHOP_TEMPLATE_PROBLEM_MESSAGES, shopCodeUrlTemplateProblem } from './shop-link';
import { documentIdField, emailField, optionalPersonName, optionalText, requiredText, singleLine, wellFormed } from './text-fields';

/** Longest redirect (continue URL) an e-mail action link carries. */
export const REDIRECT_MAX_LENGTH = 2048;


/**
 * Body of POST sendEmailActionCustom (answers: functions/README.md). The browser still sends subject and
 * name, and they are still checked, but the e-mail uses the server's own subject and the
 * account's own name: a stranger never writes a word of a genuine e-mail.
 */
export const emailActionRequestSchema = z.object({
  email: emailField('El campo email'),
  mode: z.enum(EMAIL_ACTION_MODES, { error: 'El campo mode debe ser resetPassword o verifyEmail.' }),
  redirect: z
    .string({ error: 'El campo redirect es obligatorio.' })
    .max(REDIRECT_MAX_LENGTH, { error: `El campo redirect admite hasta ${REDIRECT_MAX_LENGTH} caracteres.` })
    .check(wellFormed('el campo redirect'), singleLine('el campo redirect'))
    .pipe(z.url({ protocol: /^https?$/, error: 'El campo redirect debe ser una URL http(s) válida.' })),
  storeId: documentIdField('storeId'),
  subject: requiredText('el campo subject', 150, {
    required: 'El campo subject es obligatorio.',
    tooLong: 'El campo subject admite hasta 150 caracteres.',
  }),
  // The reset screen only knows the e-mail, so the greeting name may be empty.
  name: optionalPersonName('el campo name', 100, {
    notText: 'El campo name debe ser texto.',
    tooLong: 'El campo name admite hasta 100 caracteres.',
    notName: 'El campo name solo admite letras, espacios, apóstrofos, guiones y puntos.',
  }),
});
export type EmailActionRequest = z.infer<typeof emailActionRequestSchema>;


/**
 * The store of a new leader. Left out, the function uses the store it serves (its STORE_ID, which
 * is DEFAULT_STORE_ID unless set): a constant default here would send the leaders of a project
 * with another store to a store they cannot sign in to.
 */
const storeIdField = z.optional(documentIdField('storeId'));

/** Input of the createLeader callable: the leader form plus the store (default: the configured one). */
export const createLeaderInputSchema = z.object({ ...leaderFormSchema.shape, storeId: storeIdField });
export type CreateLeaderInput = z.input<typeof createLeaderInputSchema>;

/** Input of the registerLeader callable: the leader form and a password that follows the app's rule. */
export const registerLeaderInputSchema = z.object({
  ...leaderFormSchema.shape,
  password: newPasswordSchema({
    required: 'El campo password es obligatorio.',
    length: 'El campo password debe tener entre 8 y 64 caracteres.',
    composition: 'El campo password debe incluir una mayúscula, una minúscula, un número y un caracter especial (#?!@$%^&*-), sin saltos de línea.',
  }),
});
export type RegisterLeaderInput = z.input<typeof registerLeaderInputSchema>;

/** Input of the authorizeUser callable: exactly one of email or uid. */
export const authorizeUserInputSchema = z
  .object({
    email: z.optional(emailField('El campo email')),
    uid: z.optional(documentIdField('uid')),
    storeId: storeIdField,
  })
  .refine((input) => (input.email === undefined) !== (input.uid === undefined), {
    path: ['email'],
    error: 'Indica exactamente uno de los campos email o uid.',
  });
export type AuthorizeUserInput = z.input<typeof authorizeUserInputSchema>;

/** A list of 1 to MAX_CODES_PER_CALL code values, as removeCodes and lookUpCodes take them. */
const codeValuesField = z
  .array(
    requiredText('el campo codes', 40, {
      required: 'El campo codes no admite códigos vacíos.',
      tooLong: 'Cada código de codes admite hasta 40 caracteres.',
    }),
    { error: 'El campo codes debe ser una lista de códigos.' },
  )
  .min(1, { error: 'El campo codes debe tener al menos un código.' })
  .max(MAX_CODES_PER_CALL, { error: `El campo codes admite hasta ${MAX_CODES_PER_CALL} códigos por llamada.` });

/**
 * Input of the removeCodes callable: code values (not document ids). With leaderId, only that
 * leader's codes are removed (a leader's page); the others count as not found.
 */
export const removeCodesInputSchema = z.object({ codes: codeValuesField, leaderId: z.optional(documentIdField('leaderId')) });
export type RemoveCodesInput = z.input<typeof removeCodesInputSchema>;

/**
 * Input of the lookUpCodes callable: code values a leader pasted (only their own codes come back),
 * or, with leaderId, values an administrator is about to remove from that leader (only that
 * leader's removable codes come back).
 */
export const lookUpCodesInputSchema = z.object({ codes: codeValuesField, leaderId: z.optional(documentIdField('leaderId')) });
export type LookUpCodesInput = z.input<typeof lookUpCodesInputSchema>;

/** Input of the setLeaderAccess callable: revoke (read false) or restore (read true) a leader's access. */
export const setLeaderAccessInputSchema = z.object({
  uid: documentIdField('uid'),
  read: z.boolean({ error: 'El campo read debe ser true o false.' }),
});
export type SetLeaderAccessInput = z.input<typeof setLeaderAccessInputSchema>;

/**
 * Input of the updateLeader callable: the leader's name and phone, with the leader form's own
 * rules (leader-form.ts), and the e-mail, which the function changes only while it is unconfirmed.
 */
export const updateLeaderInputSchema = z.object({
  uid: documentIdField('uid'),
  ...leaderEditSchema.shape,
  email: z.optional(leaderEditSchema.shape.email),
});
export type UpdateLeaderInput = z.input<typeof updateLeaderInputSchema>;

/** Input of the resendInvitation callable: the leader whose e-mail is still unconfirmed. */
export const resendInvitationInputSchema = z.object({ uid: documentIdField('uid') });
export type ResendInvitationInput = z.input<typeof resendInvitationInputSchema>;

/** Input of the rejectRegistration callable: the registered account whose request is turned down. */
export const rejectRegistrationInputSchema = z.object({ uid: documentIdField('uid') });
export type RejectRegistrationInput = z.input<typeof rejectRegistrationInputSchema>;

/** Most registrations one describeRegistrations call answers (the requests list's limit). */
export const MAX_REGISTRATIONS_PER_CALL = 100;

/** Input of the describeRegistrations callable: the accounts of the requests on screen. */
export const describeRegistrationsInputSchema = z.object({
  uids: z
    .array(documentIdField('uids'), { error: 'El campo uids debe ser una lista de identificadores.' })
    .min(1, { error: 'El campo uids debe tener al menos un identificador.' })
    .max(MAX_REGISTRATIONS_PER_CALL, { error: `El campo uids admite hasta ${MAX_REGISTRATIONS_PER_CALL} identificadores.` }),
});
export type DescribeRegistrationsInput = z.input<typeof describeRegistrationsInputSchema>;

/** One account as describeRegistrations answers it (Auth and users/{uid}). */
export interface RegistrationDescription {
  uid: string;
  email: string | null;
  name: string | null;
  emailVerified: boolean;
  disabled: boolean;
  /**
   * False (and every other field empty) when there is no such Auth account, or when it is neither
   * a registration (notifications/{uid}) nor an account of the configured store.
   */
  exists: boolean;
}

/** What describeRegistrations answers: one description per uid asked, in the order asked. */
export interface DescribeRegistrationsResult {
  registrations: RegistrationDescription[];
}

/** Longest shop link template stored. */
export const SHOP_TEMPLATE_MAX_LENGTH = 2048;

/** Input of the saveShopTemplate callable: a usable template (common/shop-link.ts), or '' for no shop link. */
export const saveShopTemplateInputSchema = z.object({
  template: z
    .string({ error: SHOP_TEMPLATE_PROBLEM_MESSAGES['not-text'] })
    .check(wellFormed('el campo template'))
    .max(SHOP_TEMPLATE_MAX_LENGTH, { error: `El enlace de la tienda admite hasta ${SHOP_TEMPLATE_MAX_LENGTH} caracteres.` })
    .superRefine((value, ctx) => {
      if (value.trim() === '') return;
      const problem = shopCodeUrlTemplateProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: SHOP_TEMPLATE_PROBLEM_MESSAGES[problem] });
    })
    .transform((value) => value.trim()),
});
export type SaveShopTemplateInput = z.input<typeof saveShopTemplateInputSchema>;

/** Longest label of a shop integration key ('Tienda web', 'Pruebas'). */
export const SHOP_KEY_LABEL_MAX_LENGTH = 60;

/** Input of the createShopKey callable (Tienda → 'Integración con la tienda'): an optional label. */
export const createShopKeyInputSchema = z.object({
  label: z.optional(
    optionalText('el campo label', SHOP_KEY_LABEL_MAX_LENGTH, {
      notText: 'El campo label debe ser texto.',
      tooLong: `El nombre de la clave admite hasta ${SHOP_KEY_LABEL_MAX_LENGTH} caracteres.`,
    }),
  ),
});
export type CreateShopKeyInput = z.input<typeof createShopKeyInputSchema>;

/** Input of the revokeShopKey callable: the key's public id. */
export const revokeShopKeyInputSchema = z.object({ keyId: documentIdField('keyId') });
export type RevokeShopKeyInput = z.input<typeof revokeShopKeyInputSchema>;

/** A key as the Tienda page lists it (never the key itself, nor its hash). */
export interface ShopKeyView {
  keyId: string;
  last4: string;
  label: string | null;
  createdAtMs: number | null;
  createdBy: string | null;
  lastUsedAtMs: number | null;
  revokedAtMs: number | null;
}

/** What createShopKey answers: the key, shown this once, and its listing. */
export interface CreatedShopKey {
  key: string;
  shopKey: ShopKeyView;
}

/** Most orders one page of listLeaderOrders answers. */
export const LEADER_ORDERS_PAGE_MAX = 50;

/**
 * Input of the listLeaderOrders callable (a leader's page): the leader, optionally one of their
 * codes, the page size, and the cursor of the page before (the `next` of its answer).
 */
export const listLeaderOrdersInputSchema = z.object({
  leaderId: documentIdField('leaderId'),
  codeId: z.optional(documentIdField('codeId')),
  pageSize: z.optional(
    z
      .int({ error: `El campo pageSize debe ser un número entero entre 1 y ${LEADER_ORDERS_PAGE_MAX}.` })
      .min(1, { error: `El campo pageSize debe ser un número entero entre 1 y ${LEADER_ORDERS_PAGE_MAX}.` })
      .max(LEADER_ORDERS_PAGE_MAX, { error: `El campo pageSize debe ser un número entero entre 1 y ${LEADER_ORDERS_PAGE_MAX}.` }),
  ),
  after: z.optional(documentIdField('after')),
});
export type ListLeaderOrdersInput = z.input<typeof listLeaderOrdersInputSchema>;

/** An order of a leader's code as the administrators' leader page shows it (no buyer: the API never has one). */
export interface LeaderOrderView {
  orderId: string;
  codeId: string;
  code: string;
  eventId: string;
  tickets: number;
  /** Colones; null when the shop confirmed it without an amount. */
  amount: number | null;
  confirmedAtMs: number;
  /** Set when the confirmed order was refunded. */
  refundedAtMs: number | null;
}

/** What listLeaderOrders answers: newest confirmation first, and the cursor of the next page (null at the end). */
export interface LeaderOrdersPage {
  orders: LeaderOrderView[];
  next: string | null;
}

/** An integer field of at least `min`, with the message that names it. */
const intAtLeast = (field: string, min: number) => {
  const message = `El campo ${field} debe ser un número entero mayor o igual a ${min}.`;
  return z.int({ error: message }).min(min, { error: message });
};

/**
 * Body of POST reportClientError: an error the web app did not catch (common/client-error-report.ts).
 * Texts may span lines (a stack does); the scrubbing happens before anything is logged.
 */
export const clientErrorReportSchema = z.strictObject(
  {
    kind: z.enum(CLIENT_ERROR_KINDS, { error: 'El campo kind debe ser error o unhandledrejection.' }),
    message: z.string({ error: 'El campo message es obligatorio.' }).max(CLIENT_ERROR_LIMITS.message, {
      error: `El campo message admite hasta ${CLIENT_ERROR_LIMITS.message} caracteres.`,
    }),
    stack: z
      .string({ error: 'El campo stack debe ser texto.' })
      .max(CLIENT_ERROR_LIMITS.stack, { error: `El campo stack admite hasta ${CLIENT_ERROR_LIMITS.stack} caracteres.` })
      .optional(),
    path: z
      .string({ error: 'El campo path es obligatorio.' })
      .max(CLIENT_ERROR_LIMITS.path, { error: `El campo path admite hasta ${CLIENT_ERROR_LIMITS.path} caracteres.` })
      .check(singleLine('el campo path')),
    release: z.string({ error: 'El campo release es obligatorio.' }).regex(RELEASE_PATTERN, { error: 'El campo release no es una versión válida.' }),
    source: z
      .strictObject({
        file: z.string({ error: 'El campo source.file debe ser texto.' }).max(CLIENT_ERROR_LIMITS.path * 4).check(singleLine('el campo source.file')),
        line: intAtLeast('source.line', 0),
        column: intAtLeast('source.column', 0),
      })
      .optional(),
  },
  { error: 'La solicitud tiene un campo desconocido.' },
);

/** First issue of a failed parse as {field, message}; field is the dotted path ('' for the root). */
export function firstIssue(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue ? issue.path.map(String).join('.') : '', message: issue?.message ?? 'Entrada inválida.' };
}

/**
 * mail/{id}: the outbox, in the format of the Firebase "Trigger Email" extension
 * (it sends `to` / `message` and writes `delivery`). `kind` and `link` are ours: they let a
 * person (or a test) running locally open the outbox and follow the link.
 */
export interface OutboxMailDoc {
  to: string[];
  message: { subject: string; html: string; text: string };
  kind: EmailActionMode | 'invitation';
  link: string;
  storeId: string;
  createdAt: unknown;
  /** When the Firestore TTL policy on mail.expiresAt may delete it: the link inside grants access. */
  expiresAt: unknown;
}
