// firestore.rules repeats decisions of the TypeScript contract (rules cannot import code): the
// configured store, the Leader and Admin roles, who counts as a reading leader and as an active
// administrator (common/access.ts), which profile fields a person may change and their limits. Each check runs the same cases through the TypeScript
// side and through the rules on the Firestore emulator, and expects the same answers.
import { type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFirestoreRulesEnvironment, stopFirestoreRulesEnvironment } from '@tests/support/firestore-rules-environment';
import { DEFAULT_STORE_ID, DISPLAY_NAME_MAX_LENGTH, PHOTO_URL_MAX_LENGTH, ROLE_ADMIN, ROLE_LEADER } from '@common/constants';
import { USER_SELF_UPDATE_FIELDS } from '@common/data-model';
import { accessOf, isActiveAdmin, isReadingLeader, type Access } from '@common/access';
import { acceptedProfileChanges, displayNameSchema, phoneNumberSchema, photoUrlSchema } from '@common/profile';
import { COLLECTIONS } from '@common/collections';

const UID = 'persona';
let testEnv: RulesTestEnvironment;

const asPerson = (emailVerified = true) =>
  testEnv.authenticatedContext(UID, { email: 'persona@example.com', email_verified: emailVerified }).firestore() as unknown as Firestore;

async function storeProfile(profile: Record<string, unknown>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore() as unknown as Firestore, 'users', UID), profile);
  });
}

/** True when the rules allow `operation`, false when they deny it. */
async function rulesAllow(operation: Promise<unknown>): Promise<boolean> {
  try {
    await operation;
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return false;
    throw error;
  }
}

beforeAll(async () => {
  testEnv = await startFirestoreRulesEnvironment('rules-consistency');
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'events', 'evento-1'), { name: 'Evento' });
    await setDoc(doc(db, COLLECTIONS.activity, 'entrada-1'), { kind: 'access-revoked', details: {} });
  });
});

afterAll(() => stopFirestoreRulesEnvironment(testEnv));

describe('who reads as a leader and who is an active administrator: the rules agree with accessOf, isReadingLeader and isActiveAdmin', () => {
  const roles: unknown[] = [ROLE_LEADER, ROLE_ADMIN, 'Producer', ROLE_LEADER.toLowerCase(), ROLE_ADMIN.toLowerCase(), undefined];
  const stores: unknown[] = [DEFAULT_STORE_ID, `${DEFAULT_STORE_ID}-2`, DEFAULT_STORE_ID.toUpperCase(), undefined];
  /** permissions as stored: undefined leaves the field out. */
  const permissionsVariants: unknown[] = [
    { read: true },
    { read: false },
    undefined,
    {},
    { read: 'false' },
    { read: 0 },
    { read: null },
    null,
    false,
    'todos',
  ];
  const withFields = (fields: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));

  // Every role with every permissions variant in the configured store; every role and store with
  // reading granted and revoked: each of the three conditions changes the answer on its own.
  const profiles: Array<Record<string, unknown>> = [
    ...roles.flatMap((role) => permissionsVariants.map((permissions) => withFields({ role, storeId: DEFAULT_STORE_ID, permissions }))),
    ...roles.flatMap((role) =>
      stores
        .filter((storeId) => storeId !== DEFAULT_STORE_ID)
        .flatMap((storeId) => [{ read: true }, { read: false }, undefined].map((permissions) => withFields({ role, storeId, permissions }))),
    ),
  ];

  /**
   * The access the rules give: the activity log is read by an active administrator only; the
   * events by a reading leader or an active administrator.
   */
  async function rulesAccess(emailVerified: boolean): Promise<Access | null> {
    const db = asPerson(emailVerified);
    if (await rulesAllow(getDoc(doc(db, COLLECTIONS.activity, 'entrada-1')))) return 'admin';
    if (await rulesAllow(getDoc(doc(db, 'events', 'evento-1')))) return 'leader';
    return null;
  }

  it.each(profiles)('decides %j alike', async (profile) => {
    await storeProfile(profile);
    const access = await rulesAccess(true);
    expect(access).toBe(accessOf(profile, DEFAULT_STORE_ID));
    expect(access === 'leader').toBe(isReadingLeader(profile, DEFAULT_STORE_ID));
    expect(access === 'admin').toBe(isActiveAdmin(profile, DEFAULT_STORE_ID));
  });

  it.each([
    { role: ROLE_ADMIN, storeId: DEFAULT_STORE_ID, permissions: { read: true } },
    { role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, permissions: { read: true } },
  ])('gives %j nothing while the e-mail is unverified', async (profile) => {
    await storeProfile(profile);
    expect(accessOf(profile, DEFAULT_STORE_ID)).not.toBeNull();
    expect(await rulesAccess(false)).toBeNull();
  });

  it('gives an account without a users document nothing, as accessOf does', async () => {
    expect(accessOf(undefined, DEFAULT_STORE_ID)).toBeNull();
    expect(accessOf(null, DEFAULT_STORE_ID)).toBeNull();
    expect(await rulesAccess(true)).toBeNull();
  });
});

describe('the fields a person changes on their own profile: the rules agree with USER_SELF_UPDATE_FIELDS', () => {
  const valid: Record<string, unknown> = {
    displayName: 'Laura Jiménez',
    photoURL: 'https://example.com/foto.png',
    phoneNumber: '+506 8888 1234',
    emailVerified: true,
    updatedAt: serverTimestamp(),
  };
  const otherFields: Record<string, unknown> = {
    role: 'Admin',
    storeId: 'otra',
    permissions: { read: true },
    email: 'otra@example.com',
    firstName: 'Otra',
    lastName: 'Persona',
    dateOfBirth: '1990-01-01',
    idType: 'passport',
    idNumber: '123',
    isAnonymous: true,
    providerData: [],
    createdAt: serverTimestamp(),
    cualquierOtro: 1,
  };

  it('lists a valid value for every self-writable field (so the checks below cover them all)', () => {
    expect(Object.keys(valid).sort()).toEqual([...USER_SELF_UPDATE_FIELDS].sort());
  });

  it.each(Object.keys(valid))('lets the owner change %s', async (field) => {
    await storeProfile({ role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, displayName: 'Antes', email: 'persona@example.com' });
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { [field]: valid[field] }))).toBe(true);
  });

  it('lets the owner record a confirmed e-mail only with a verified token, and never take it back', async () => {
    await storeProfile({ role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, displayName: 'Antes', email: 'persona@example.com', emailVerified: false });
    expect(await rulesAllow(updateDoc(doc(asPerson(false), 'users', UID), { emailVerified: true }))).toBe(false);
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { emailVerified: true }))).toBe(true);
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { emailVerified: false }))).toBe(false);
  });

  it.each(Object.keys(otherFields))('never lets the owner change %s', async (field) => {
    await storeProfile({ role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, displayName: 'Antes', email: 'persona@example.com' });
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { [field]: otherFields[field] }))).toBe(false);
  });
});

/** Messages and blank-looking text that must never pass as a person's name. */
const NOT_NAMES = [
  'Cuenta bloqueada: llame al 8888-0000',
  'y deposite al SINPE o visite evil.example/s',
  'ana@evil.example',
  'Ana2',
  'Ana\u200BMora',
  '\u200B',
  '\u3164',
  '\u115F',
  '\u1160',
  '\uFFA0',
  '\u2800',
  'Ana\u200E',
  '\u200FAna',
  'Ana\u034F',
  'Ana\uFE0F',
  'Ana\u00A0Mora',
  "'-.",
  '\u0301Ana',
];
/** Names of people, in several languages and spellings. */
const NAMES = ['Laura Jiménez', "D'Angelo Pérez-Soto", 'Ma. José O’Connor', 'Jose\u0301', '李小龍', 'Nguyễn Thị', 'Zoë', 'Ølstad'];
/** Fewer than 7 digits, whatever the separators. */
const NOT_PHONES = ['8------', '8 - - - - - -', '8()()()()', '+8------------------', '12 34 56'];

describe('a display name is a name and a phone has 7 digits, in the rules as in the shared schemas', () => {
  beforeEach(async () => {
    await storeProfile({ role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, displayName: 'Antes', email: 'persona@example.com' });
  });

  it.each(NOT_NAMES.map((value) => [value]))('refuses the display name %j', async (value) => {
    expect(displayNameSchema.safeParse(value).success).toBe(false);
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { displayName: value }))).toBe(false);
  });

  it.each(NAMES.map((value) => [value]))('accepts the display name %j', async (value) => {
    expect(displayNameSchema.safeParse(value).success).toBe(true);
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { displayName: value }))).toBe(true);
  });

  it.each(NOT_PHONES.map((value) => [value]))('refuses the phone %j', async (value) => {
    expect(phoneNumberSchema.safeParse(value).success).toBe(false);
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { phoneNumber: value }))).toBe(false);
  });
});

describe('profile limits: the rules agree with the shared schemas of common/profile.ts', () => {
  const samples: Array<[field: 'displayName' | 'photoURL' | 'phoneNumber', schema: { safeParse(value: unknown): { success: boolean } }, values: unknown[]]> = [
    [
      'displayName',
      displayNameSchema,
      ['Laura', 'Ñ'.repeat(DISPLAY_NAME_MAX_LENGTH), ...NOT_NAMES, ...NAMES, 'x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1), '', ' ', 'Ana\u2028Mora', 'Ana\nMora', 'Ana\tMora', 'Ana\u0085', 'Ana\u202eaM', 'José 😀', '😀'.repeat(60), '😀'.repeat(101), 'ñ'.repeat(60), 42, null],
    ],
    [
      'photoURL',
      photoUrlSchema,
      [
        null,
        'https://example.com/foto.png',
        `https://example.com/${'a'.repeat(PHOTO_URL_MAX_LENGTH - 20)}`,
        `https://example.com/${'a'.repeat(PHOTO_URL_MAX_LENGTH - 19)}`,
        'http://example.com/foto.png',
        'HTTPS://example.com/foto.png',
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'https://',
        'https://example.com/mi foto.png',
        'https://example.com/\u2028',
        ' https://example.com/foto.png',
        7,
      ],
    ],
    [
      'phoneNumber',
      phoneNumberSchema,
      [null, ...NOT_PHONES, '+506 (8888) 1234', '+506 8888-1234', '+506 8888 1234', '88881234', '(506) 8888-1234', '8888123', '888812', '+'.concat('8'.repeat(20)), '8'.repeat(21), '++50688881234', 'llámame', '8888\n1234', ' 88881234', '+506 8888 1234 ext', 50688881234],
    ],
  ];

  for (const [field, schema, values] of samples) {
    it.each(values.map((value) => [value]))(`decides ${field} %j alike`, async (value) => {
      await storeProfile({ role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, displayName: 'Antes', email: 'persona@example.com' });
      const allowed = await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { [field]: value }));
      expect(allowed).toBe(schema.safeParse(value).success);
    });
  }
});

describe("a sign-in's copy of the Auth profile sends only what the rules accept (acceptedProfileChanges)", () => {
  beforeEach(async () => {
    await storeProfile({ role: ROLE_LEADER, storeId: DEFAULT_STORE_ID, displayName: 'Antes', email: 'persona@example.com' });
  });

  it('an http: photo from a sign-in provider would take the whole update down with it', async () => {
    const whole = { displayName: 'Laura Jiménez', photoURL: 'http://fotos.example/laura.png', updatedAt: serverTimestamp() };
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), whole))).toBe(false);
  });

  it.each([
    [{ displayName: 'Laura Jiménez', photoURL: 'http://fotos.example/laura.png' }, { displayName: 'Laura Jiménez' }],
    [{ displayName: 'Laura 2', photoURL: 'https://fotos.example/laura.png' }, { photoURL: 'https://fotos.example/laura.png' }],
    [{ displayName: 'Laura Jiménez', photoURL: 'https://fotos.example/laura.png' }, { displayName: 'Laura Jiménez', photoURL: 'https://fotos.example/laura.png' }],
    [{ displayName: undefined, photoURL: `https://fotos.example/${'a'.repeat(PHOTO_URL_MAX_LENGTH)}` }, {}],
  ])('of %j sends %j, and the rules accept it', async (profile, expected) => {
    const changes = acceptedProfileChanges(profile);
    expect(changes).toEqual(expected);
    expect(await rulesAllow(updateDoc(doc(asPerson(), 'users', UID), { ...changes, updatedAt: serverTimestamp() }))).toBe(true);
    const stored = (await getDoc(doc(asPerson(), 'users', UID))).data();
    expect(stored).toMatchObject({ displayName: 'Antes', ...expected });
  });
});
