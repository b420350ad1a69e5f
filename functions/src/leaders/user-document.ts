// users/{uid} as the leader form fills it, for the two functions that create one (createLeader,
// registerLeader): the same personal fields, and in the same batch the search fields and the
// timestamps, so an account made by either is listed and found alike.
import { FieldValue, type WriteBatch } from 'firebase-admin/firestore';
import type { LeaderForm } from '../../../common/leader-form';
import { db } from '../lib/admin';
import { searchFieldsOf } from './search-fields';
import { COLLECTIONS } from '../../../common/collections';

/** The leader form's personal fields, named as users/{uid} stores them. */
export function personalFieldsOf(form: LeaderForm) {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    dateOfBirth: form.dateOfBirth,
    idType: form.idType,
    idNumber: form.idNumber,
    phoneNumber: form.phone,
  };
}

/** Adds the creation of users/{uid} to the batch (it fails if the document exists). */
export function createUserDocument(batch: WriteBatch, uid: string, profile: Record<string, unknown>): void {
  batch.create(db.collection(COLLECTIONS.users).doc(uid), {
    ...profile,
    ...searchFieldsOf(profile),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
}
