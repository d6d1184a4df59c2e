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

/**
 * A refused save as the editor shows it: a 422 FairConfigProblem names each field (its reasons
 * go beside them), anything else is one Italian message.
 */
export function saveFailure(error: unknown, t: Translate): BrandingSaveResult {
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
