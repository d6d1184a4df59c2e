import type { Schemas } from '@fiera/api-client';
import { AdminAccounts } from '@fiera/ui/components/admin-accounts';
import { useT } from '@fiera/ui/i18n';
import { useT as useAccountsT } from '@fiera/ui/i18n/admin-accounts';
import * as React from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { loadView } from '../../../../lib/load-view';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ACCOUNTS_PAGE_SIZE, useAccounts } from '../api/get-accounts';
import {
  useChangeAccountRole,
  useDeleteAccount,
  useResendAccountVerification,
} from '../api/update-account';
import { useDebouncedValue } from '../use-debounced-value';

interface AccountsPageProps {
  /** The admin using the screen: their own row can change nothing (the server says so too). */
  currentUserId: number | undefined;
}

/** 'Account' in the back-office: search, roles, verification e-mails and deletions. */
export function AccountsPage({ currentUserId }: AccountsPageProps) {
  const t = useT();
  useDocumentTitle(useAccountsT()('adminAccounts.title'));
  const [query, setQuery] = React.useState('');
  const [role, setRole] = React.useState<Schemas['Role'] | null>(null);
  const [offset, setOffset] = React.useState(0);
  const q = useDebouncedValue(query);
  const accounts = useAccounts({ q, role, offset });
  const view = loadView(accounts, t);
  const changeRole = useChangeAccountRole();
  const resend = useResendAccountVerification();
  const deleteAccount = useDeleteAccount();

  const failure = (error: unknown) => new Error(errorMessage(error, t), { cause: error });

  return (
    <AdminAccounts
      status={view.status}
      page={view.data}
      error={view.error}
      onRetry={() => void accounts.refetch()}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        // A new search starts at its first page.
        setOffset(0);
      }}
      roleFilter={role}
      onRoleFilterChange={(next) => {
        setRole(next);
        setOffset(0);
      }}
      offset={offset}
      pageSize={ACCOUNTS_PAGE_SIZE}
      onOffsetChange={setOffset}
      // The text typed is not asked yet, or its answer is not in: the list shown is the last.
      updating={query !== q || accounts.isPlaceholderData}
      currentUserId={currentUserId}
      onChangeRole={async (account, next) => {
        try {
          await changeRole.mutateAsync({
            params: { path: { id: account.id } },
            body: { role: next },
          });
        } catch (error) {
          throw failure(error);
        }
      }}
      onResendVerification={async (account) => {
        try {
          await resend.mutateAsync({ params: { path: { id: account.id } } });
        } catch (error) {
          throw failure(error);
        }
      }}
      onDelete={async (account) => {
        try {
          await deleteAccount.mutateAsync({ params: { path: { id: account.id } } });
        } catch (error) {
          throw failure(error);
        }
        // The page's last account gone: the page before, rather than an empty one.
        if (view.data?.items.length === 1 && offset > 0) {
          setOffset(Math.max(0, offset - ACCOUNTS_PAGE_SIZE));
        }
      }}
    />
  );
}
