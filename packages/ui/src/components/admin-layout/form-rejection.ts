/** One field the server refused, as its 422 names it (the API's FieldProblem issues). */
type FieldIssue = { path: string; message: string };

/**
 * A refused save, as the app rejects a form's callback with it: `message` is the form's error
 * (the server's Italian `detail`, a conflict's say), `issues` the fields to show it beside.
 */
class FormRejection extends Error {
  override readonly name: string = 'FormRejection';
  readonly issues: readonly FieldIssue[];

  constructor(message: string, issues: readonly FieldIssue[] = [], options?: ErrorOptions) {
    super(message, options);
    this.issues = issues;
  }
}

/**
 * A save refused because someone else changed the record since the form opened (the API's 412):
 * the form keeps what was typed and shows `message`; `current` is the record as saved now, which
 * the next 'Salva' then replaces on purpose. Undefined when it is gone.
 */
class VersionConflict<T> extends FormRejection {
  override readonly name: string = 'VersionConflict';
  readonly current: T | undefined;

  constructor(message: string, current: T | undefined, options?: ErrorOptions) {
    super(message, [], options);
    this.current = current;
  }
}

/**
 * The issues by the form's field (a path's first segment: 'tags.2' is the field 'tags'), the
 * first message of each; those naming no field of the form stay in `other`, for the form's
 * error, so no reason the server gave goes unseen.
 */
function issuesByField<F extends string>(
  issues: readonly FieldIssue[],
  fields: readonly F[],
): { byField: Partial<Record<F, string>>; other: FieldIssue[] } {
  const known = new Set<string>(fields);
  const byField: Partial<Record<F, string>> = {};
  const other: FieldIssue[] = [];
  for (const issue of issues) {
    const field = issue.path.split('.')[0] ?? '';
    if (known.has(field)) {
      byField[field as F] ??= issue.message;
    } else {
      other.push(issue);
    }
  }
  return { byField, other };
}

export { FormRejection, issuesByField, VersionConflict };
export type { FieldIssue };
