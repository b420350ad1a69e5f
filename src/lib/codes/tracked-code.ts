import type { CodeView } from '@common/code-document';

/**
 * A code of the signed-in leader as the app uses it (read by trackedCodeConverter): the view of
 * its document with Dates instead of Timestamps.
 */
export interface TrackedCode extends CodeView {
  createdAt: Date;
  updatedAt: Date | null;
}
