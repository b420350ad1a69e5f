// What a page sends on the Firestore Listen channel: its forward POSTs are forms whose fields
// req0___data__, req1___data__, … each hold one JSON listen message (add or remove a target).
// Read here once, for the watch that counts listeners and for the clean-up of closed tabs.

export const LISTEN_PATH = '/google.firestore.v1.Firestore/Listen/channel';

interface FieldFilter {
  fieldFilter?: { field: { fieldPath: string }; op: string; value: { referenceValue?: string } };
}

export type WhereClause = FieldFilter & { compositeFilter?: { filters: FieldFilter[] } };

export interface ListenMessage {
  addTarget?: {
    targetId: number;
    resumeToken?: string;
    documents?: { documents: string[] };
    query?: {
      structuredQuery?: { from?: { collectionId: string }[]; where?: WhereClause };
    };
  };
  removeTarget?: number;
}

/** The listen messages of a forward POST's form, in the order sent; a field that is not JSON is skipped. */
export function listenMessagesOf(form: URLSearchParams): ListenMessage[] {
  const messages: ListenMessage[] = [];
  for (const [key, value] of form) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      messages.push(JSON.parse(value) as ListenMessage);
    } catch {
      // Not a listen message: nothing to read.
    }
  }
  return messages;
}
