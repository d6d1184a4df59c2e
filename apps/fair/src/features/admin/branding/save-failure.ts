import { ApiError } from '@fiera/api-client';
import type { BrandingSaveResult } from '@fiera/ui/components/admin-branding';
import type { Translate } from '@fiera/ui/i18n';
import { errorMessage } from '../../../lib/error-message';

interface FieldIssue {
  path: string;
  message: string;
}

function isFieldIssue(value: unknown): value is FieldIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** Someone else saved the config since it was read: the If-Match no longer matched (412). */
export const isSaveConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 412;

/**
 * A refused save as the editor shows it: a 422 FairConfigProblem names each field (its reasons
 * go beside them), a 412 is a conflict the editor words itself (the server's detail is written
 * for a client that lost the edits), anything else is one Italian message.
 */
export function saveFailure(error: unknown, t: Translate): BrandingSaveResult {
  if (isSaveConflict(error)) return { status: 'conflict' };
  const message = errorMessage(error, t);
  if (error instanceof ApiError && error.status === 422) {
    const { data } = error;
    const issues =
      typeof data === 'object' && data !== null && 'issues' in data && Array.isArray(data.issues)
        ? data.issues.filter(isFieldIssue)
        : [];
    return { status: 'error', message, issues };
  }
  return { status: 'error', message };
}
