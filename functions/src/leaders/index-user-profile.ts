// indexUserProfile (Firestore trigger on users/{uid}): keeps the search fields of every users
// document right, whoever changed it. The functions that create or change users documents write
// the fields themselves (so a new leader is findable at once); this catches every other change:
// a name edited in the console or by a script, the owner's own profile edit. It writes only when
// the fields differ from what is stored, so its own write (which fires it again) ends there.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { holdsSearchFields, searchFieldsOf } from './search-fields';

/** gRPC statuses of an update whose document changed (FAILED_PRECONDITION) or went away (NOT_FOUND) since the event. */
const GRPC_NOT_FOUND = 5;
const GRPC_FAILED_PRECONDITION = 9;

export async function indexUserProfile(after: DocumentSnapshot | null): Promise<void> {
  const profile = after?.exists ? after.data() : undefined;
  if (!after || !profile) return;
  const fields = searchFieldsOf(profile);
  if (holdsSearchFields(profile, fields)) return;
  try {
    // Only over the version this event saw: a newer version brings its own event, which indexes it.
    if (after.updateTime) await after.ref.update({ ...fields }, { lastUpdateTime: after.updateTime });
    else await after.ref.update({ ...fields });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === GRPC_FAILED_PRECONDITION || code === GRPC_NOT_FOUND) return;
    throw error;
  }
}
