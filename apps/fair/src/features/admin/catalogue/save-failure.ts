import { ApiError } from '@fiera/api-client';
import { FormRejection, VersionConflict, type FieldIssue } from '@fiera/ui/components/admin-layout';
import type { Translate } from '@fiera/ui/i18n';
import { t as catalogueText } from '@fiera/ui/i18n/admin-catalogue';
import { errorMessage } from '../../../lib/error-message';

/** The fields a 422 names (the API's FieldProblem `issues`); none when the body has no list. */
export function fieldIssues(data: unknown): FieldIssue[] {
  if (typeof data !== 'object' || data === null || !('issues' in data)) return [];
  const { issues } = data;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    if (typeof issue !== 'object' || issue === null) return [];
    const { path, message } = issue as Record<string, unknown>;
    return typeof path === 'string' && typeof message === 'string' ? [{ path, message }] : [];
  });
}

/**
 * What a refused save shows. A 422 names its fields (shown beside them) and a 409 says what is
 * already there (a name, or a title with that day and time): both are the form's own error, in
 * the server's Italian words. Anything else is a failure with the usual Italian reason.
 */
export function saveFailure(error: unknown, t: Translate): Error {
  if (error instanceof ApiError && (error.status === 422 || error.status === 409)) {
    return new FormRejection(errorMessage(error, t), fieldIssues(error.data), { cause: error });
  }
  return new Error(errorMessage(error, t), { cause: error });
}

/** The If-Match of an edit made over `version` (the API's entity tag of a version). */
export const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

/**
 * What a refused edit shows: as saveFailure, and when someone else saved or deleted the record
 * since the form opened (412), a VersionConflict with the record as it is now (`latest` reads it
 * again), so the form keeps what was typed and its next 'Salva' is made over that version.
 */
export async function editFailure<T>(
  error: unknown,
  t: Translate,
  latest: () => Promise<T | undefined>,
): Promise<Error> {
  if (!(error instanceof ApiError && error.status === 412)) return saveFailure(error, t);
  const current = await latest().catch(() => undefined);
  return current === undefined
    ? new FormRejection(catalogueText('adminCatalogue.form.gone'), [], { cause: error })
    : new VersionConflict(catalogueText('adminCatalogue.form.conflict'), current, {
        cause: error,
      });
}

/** Why a delete failed: someone else's change meanwhile (412) is said in the list's words. */
export function deleteFailure(error: unknown, t: Translate): Error {
  if (error instanceof ApiError && error.status === 412) {
    return new Error(catalogueText('adminCatalogue.list.deleteConflict'), { cause: error });
  }
  return new Error(errorMessage(error, t), { cause: error });
}

/**
 * Why a logo was refused, in Italian: too large (413) and of a type not taken (415) in the
 * back-office's own words, which say what to do; an image the server could not accept (422)
 * in the server's, which say what is wrong with it.
 */
export function logoFailure(error: unknown, t: Translate): Error {
  if (error instanceof ApiError) {
    if (error.status === 413)
      return new Error(catalogueText('adminCatalogue.vendors.logo.tooLarge'), { cause: error });
    if (error.status === 415) {
      return new Error(catalogueText('adminCatalogue.vendors.logo.wrongType'), { cause: error });
    }
    if (error.status === 422) {
      return new Error(
        errorMessage(error, t, { failed: catalogueText('adminCatalogue.vendors.logo.invalid') }),
        { cause: error },
      );
    }
  }
  return new Error(errorMessage(error, t), { cause: error });
}
