import { describe, expect, it } from 'vitest';
import { acceptedProfileChanges } from './profile';

describe('acceptedProfileChanges', () => {
  it('leaves out an http: photo and keeps the name, so the rules accept the rest of the update', () => {
    expect(acceptedProfileChanges({ displayName: 'Laura Jiménez', photoURL: 'http://fotos.example/laura.png' })).toEqual({ displayName: 'Laura Jiménez' });
  });

  it('leaves out a name that is not a person’s name and keeps an https: photo', () => {
    expect(acceptedProfileChanges({ displayName: 'Laura 2', photoURL: 'https://fotos.example/laura.png' })).toEqual({ photoURL: 'https://fotos.example/laura.png' });
  });

  it('sends nothing for fields that are not given', () => {
    expect(acceptedProfileChanges({})).toEqual({});
    expect(acceptedProfileChanges({ displayName: undefined, phoneNumber: undefined })).toEqual({});
  });

  it('keeps a null photo or phone, which the rules accept as "none"', () => {
    expect(acceptedProfileChanges({ photoURL: null, phoneNumber: null })).toEqual({ photoURL: null, phoneNumber: null });
  });
});
