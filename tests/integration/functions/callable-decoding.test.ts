// Bodies the callable protocol's decoder cannot handle (a protobuf "@type" wrapper it does not
// know, arrays nested deeper than its recursion goes) are refused with a 400 in the callables'
// JSON shape, before the framework tries to decode them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAdminApp, createAdmin, functionsBase, type TestUser } from './helpers';

let admin: TestUser;

beforeAll(async () => {
  admin = await createAdmin();
});

afterAll(closeAdminApp);

async function postRaw(name: string, body: string, idToken?: string) {
  const response = await fetch(`${functionsBase}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}) },
    body,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: the assertion below shows it
  }
  return { status: response.status, json, text: text.slice(0, 200) };
}

const CALLABLES: Array<[name: string, signedIn: boolean]> = [
  ['registerLeader', false],
  ['createLeader', true],
  ['generateCodes', true],
  ['authorizeUser', true],
  ['removeCodes', true],
];

describe('callables refuse bodies their decoder cannot handle with a 400', () => {
  it.each(CALLABLES)('%s refuses an unknown "@type" wrapper', async (name, signedIn) => {
    const answer = await postRaw(name, JSON.stringify({ data: { '@type': 'type.example/bogus' } }), signedIn ? admin.idToken : undefined);
    expect({ status: answer.status, json: answer.json }).toMatchObject({ status: 400, json: { error: { status: 'INVALID_ARGUMENT' } } });
  });

  it.each(CALLABLES)('%s refuses a "@type" wrapper nested inside a field', async (name, signedIn) => {
    const answer = await postRaw(name, JSON.stringify({ data: { codes: [{ '@type': 'type.example/bogus', value: 'x' }] } }), signedIn ? admin.idToken : undefined);
    expect({ status: answer.status, json: answer.json }).toMatchObject({ status: 400, json: { error: { status: 'INVALID_ARGUMENT' } } });
  });

  it.each(CALLABLES)('%s refuses arrays nested 200,000 deep', async (name, signedIn) => {
    const depth = 200_000;
    const answer = await postRaw(name, `{"data":${'['.repeat(depth)}${']'.repeat(depth)}}`, signedIn ? admin.idToken : undefined);
    expect({ status: answer.status, json: answer.json }).toMatchObject({ status: 400, json: { error: { status: 'INVALID_ARGUMENT' } } });
  });

  it('still answers an ordinary call after refusing them', async () => {
    const answer = await postRaw('removeCodes', JSON.stringify({ data: { codes: [] } }), admin.idToken);
    expect(answer).toMatchObject({ status: 400, json: { error: { status: 'INVALID_ARGUMENT', details: { field: 'codes' } } } });
  });
});
