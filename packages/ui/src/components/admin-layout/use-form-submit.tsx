import * as React from 'react';

import { useT } from '../../i18n/messages/admin-catalogue';
import { errorReason } from '../../lib/error-reason';
import { focusControl } from '../../lib/focus-control';
import { Alert } from '../alert';
import { Button } from '../button';
import { FormRejection, issuesByField, type FieldIssue } from './form-rejection';
import { useFocusAfterCommit } from './use-focus-after-commit';

type FormError = { message: string; other: FieldIssue[] };

/**
 * A back-office form's 'Salva': the fields it asks for first, then the save, whose refusal
 * goes beside the fields the server named (a FormRejection) or, for anything else, to the
 * form's error. Once shown, the first refused field takes focus, read with its reason; else
 * the form's error.
 *
 * `fields` in their order on screen; `controlOf` names the control of a field when it is not
 * the field's own name (a select that hides its input).
 */
function useFormSubmit<F extends string>(
  fields: readonly F[],
  controlOf: (field: F) => string = (field) => field,
) {
  const t = useT();
  const formRef = React.useRef<HTMLFormElement>(null);
  const errorRef = React.useRef<HTMLDivElement>(null);
  const [fieldErrors, setFieldErrors] = React.useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = React.useState<FormError | null>(null);
  const [saving, setSaving] = React.useState(false);
  const focusAfterCommit = useFocusAfterCommit();

  function showErrors(byField: Partial<Record<F, string>>, error: FormError | null) {
    setFieldErrors(byField);
    setFormError(error);
    const first = fields.find((field) => byField[field] !== undefined);
    focusAfterCommit(() => {
      if (first !== undefined && formRef.current) focusControl(formRef.current, controlOf(first));
      else errorRef.current?.focus();
    });
  }

  /** Sends `save` unless a field is `missing` (its message by field), and shows what failed. */
  async function submit(missing: Partial<Record<F, string>>, save: () => Promise<void>) {
    if (saving) return;
    if (Object.keys(missing).length > 0) {
      showErrors(missing, null);
      return;
    }
    setSaving(true);
    setFieldErrors({});
    setFormError(null);
    try {
      await save();
    } catch (reason) {
      if (reason instanceof FormRejection) {
        const { byField, other } = issuesByField(reason.issues, fields);
        showErrors(byField, { message: reason.message, other });
      } else {
        const msg = errorReason(reason) ?? t('common.unknownError');
        showErrors({}, { message: t('adminCatalogue.form.failed', { msg }), other: [] });
      }
    } finally {
      setSaving(false);
    }
  }

  return { formRef, errorRef, fieldErrors, formError, saving, submit };
}

/** The form's error, with the reasons that name no field of the form listed under it. */
function FormErrorAlert({ ref, error }: { ref: React.Ref<HTMLDivElement>; error: FormError }) {
  const t = useT();
  return (
    <Alert ref={ref} tabIndex={-1} variant="error">
      <p>{error.message}</p>
      {error.other.length > 0 && (
        <ul className="mt-1 list-disc pl-5">
          {error.other.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {t('adminCatalogue.form.otherProblem', { field: issue.path, msg: issue.message })}
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** 'Annulla' and 'Salva' at the form's foot; 'Salvataggio...' while it saves. */
function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-wrap justify-end gap-2 border-t pt-4">
      <Button variant="outline" disabled={saving} onClick={onCancel}>
        {t('adminCatalogue.form.cancel')}
      </Button>
      <Button type="submit" loading={saving}>
        {saving ? t('adminCatalogue.form.saving') : t('adminCatalogue.form.save')}
      </Button>
    </div>
  );
}

export { FormActions, FormErrorAlert, useFormSubmit };
export type { FormError };
