import * as React from 'react';

import { useT } from '../../i18n/messages/admin-accounts';
import { errorReason } from '../../lib/error-reason';
import { CataloguePage } from '../admin-layout/catalogue-page';
import { ConfirmDialog } from '../admin-layout/confirm-dialog';
import { Alert } from '../alert';
import { Button } from '../button';
import { Label } from '../label';
import { type LoadStatus } from '../load-state';
import { SearchBox } from '../search-box';
import { Select } from '../select';

const ROLES = ['attendee', 'staff', 'admin'] as const;

/** An account's role (the API's Role). */
type AccountRole = (typeof ROLES)[number];

/** An account as the back-office lists it (the API's Account). */
type AdminAccount = {
  id: number;
  email: string;
  role: AccountRole;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  is_verified: boolean;
  /** Days on which the account's ticket was checked in. */
  checkins: number;
};

/** One page of the search and how many accounts match in all (the API's AccountPage). */
type AccountPageData = { items: readonly AdminAccount[]; total: number };

type AdminAccountsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  status: LoadStatus;
  /** Read when `status` is 'success'. */
  page?: AccountPageData;
  /** Why the load failed (already in Italian). */
  error?: string;
  onRetry?: () => void;
  /** The search text as typed; the app decides when to ask the server. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The role filter; null for every role. */
  roleFilter: AccountRole | null;
  onRoleFilterChange: (role: AccountRole | null) => void;
  /** The first account's position in the whole result, and how many a page holds. */
  offset: number;
  pageSize: number;
  onOffsetChange: (offset: number) => void;
  /** A new search or page is on its way while the previous one stays shown. */
  updating?: boolean;
  /** The admin using the screen: their own row can change nothing. */
  currentUserId?: number;
  /** Gives an account another role; reject with an Error carrying the Italian reason. */
  onChangeRole: (account: AdminAccount, role: AccountRole) => Promise<void>;
  /** Sends the verification e-mail again; reject with an Error carrying the Italian reason. */
  onResendVerification: (account: AdminAccount) => Promise<void>;
  /** Deletes an account; reject with an Error carrying the Italian reason. */
  onDelete: (account: AdminAccount) => Promise<void>;
};

function displayName(account: AdminAccount): string {
  return [account.first_name, account.last_name].filter(Boolean).join(' ').trim();
}

const numberFormat = new Intl.NumberFormat('it-IT');

/**
 * The back-office's accounts ('Account'): search by name, e-mail or company, filter by role,
 * 50 a page; change a role, send the verification again, delete. An admin's own row changes
 * nothing, so the last admin stays one.
 */
function AdminAccounts({
  status,
  page,
  error,
  onRetry,
  query,
  onQueryChange,
  roleFilter,
  onRoleFilterChange,
  offset,
  pageSize,
  onOffsetChange,
  updating = false,
  currentUserId,
  onChangeRole,
  onResendVerification,
  onDelete,
  ...props
}: AdminAccountsProps) {
  const t = useT();
  const filterId = React.useId();
  const countRef = React.useRef<HTMLParagraphElement>(null);
  const [notice, setNotice] = React.useState<string | null>(null);
  const [rowError, setRowError] = React.useState<{ id: number; message: string } | null>(null);
  const [resending, setResending] = React.useState<number | null>(null);
  const [roleChange, setRoleChange] = React.useState<{
    account: AdminAccount;
    role: AccountRole;
  } | null>(null);
  const [deleting, setDeleting] = React.useState<AdminAccount | null>(null);

  const nameOf = (account: AdminAccount) => displayName(account) || account.email;

  async function resend(account: AdminAccount) {
    setResending(account.id);
    setRowError(null);
    try {
      await onResendVerification(account);
      setNotice(t('adminAccounts.resent', { email: account.email }));
    } catch (reason) {
      setRowError({
        id: account.id,
        message: t('adminAccounts.resendFailed', {
          email: account.email,
          msg: errorReason(reason) ?? t('common.unknownError'),
        }),
      });
    } finally {
      setResending(null);
    }
  }

  async function changeRole() {
    if (!roleChange) return;
    await onChangeRole(roleChange.account, roleChange.role);
    setNotice(
      t('adminAccounts.roleChanged', {
        name: nameOf(roleChange.account),
        role: t(`adminAccounts.roles.${roleChange.role}`),
      }),
    );
  }

  async function remove() {
    if (!deleting) return;
    await onDelete(deleting);
    setNotice(t('adminAccounts.deleted', { name: nameOf(deleting) }));
  }

  function goTo(nextOffset: number) {
    onOffsetChange(nextOffset);
    // The button pressed may be disabled on the new page: focus goes to the count above the list.
    countRef.current?.focus();
  }

  const total = page?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.floor(offset / pageSize) + 1;

  return (
    <CataloguePage
      data-slot="admin-accounts"
      title={t('adminAccounts.title')}
      intro={t('adminAccounts.intro')}
      toolbar={
        <div className="flex flex-wrap items-end gap-3">
          <SearchBox
            label={t('adminAccounts.searchLabel')}
            placeholder={t('adminAccounts.searchPlaceholder')}
            value={query}
            onValueChange={onQueryChange}
          />
          <div className="grid w-56 max-w-full gap-2">
            <Label htmlFor={filterId}>{t('adminAccounts.roleFilter')}</Label>
            <Select
              id={filterId}
              value={roleFilter ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                onRoleFilterChange(ROLES.find((known) => known === value) ?? null);
              }}
            >
              <option value="">{t('adminAccounts.allRoles')}</option>
              {ROLES.map((known) => (
                <option key={known} value={known}>
                  {t(`adminAccounts.roles.${known}`)}
                </option>
              ))}
            </Select>
          </div>
        </div>
      }
      notice={notice}
      status={status}
      loadingLabel={t('adminAccounts.loading')}
      loadFailed={t('adminAccounts.loadFailed', { msg: error ?? t('common.unknownError') })}
      onRetry={onRetry}
      deletion={{
        open: deleting !== null,
        onClose: () => setDeleting(null),
        title: t('adminAccounts.deleteTitle', { name: deleting ? nameOf(deleting) : '' }),
        description: t('adminAccounts.deleteDescription'),
        confirmLabel: t('adminAccounts.confirmDelete'),
        busyLabel: t('adminAccounts.deleting'),
        onConfirm: remove,
      }}
      dialogs={
        <ConfirmDialog
          open={roleChange !== null}
          onOpenChange={(open) => {
            if (!open) setRoleChange(null);
          }}
          tone="default"
          title={t('adminAccounts.changeRoleTitle', {
            name: roleChange ? nameOf(roleChange.account) : '',
          })}
          description={t('adminAccounts.changeRoleDescription', {
            from: roleChange ? t(`adminAccounts.roles.${roleChange.account.role}`) : '',
            to: roleChange ? t(`adminAccounts.roles.${roleChange.role}`) : '',
          })}
          confirmLabel={t('adminAccounts.confirmRole')}
          busyLabel={t('adminAccounts.changingRole')}
          onConfirm={changeRole}
        />
      }
      {...props}
    >
      {page && (
        <>
          <p
            ref={countRef}
            tabIndex={-1}
            role="status"
            className="text-sm text-muted-foreground outline-none"
          >
            {updating
              ? t('adminAccounts.updating')
              : total === 0
                ? t('adminAccounts.foundNone')
                : total === 1
                  ? t('adminAccounts.foundOne')
                  : t('adminAccounts.found', { count: numberFormat.format(total) })}
          </p>
          {page.items.length > 0 && (
            <ul
              aria-label={t('adminAccounts.listLabel')}
              aria-busy={updating || undefined}
              className="grid gap-3"
            >
              {page.items.map((account) => (
                <AccountRow
                  key={account.id}
                  account={account}
                  name={displayName(account)}
                  own={account.id === currentUserId}
                  resending={resending === account.id}
                  error={rowError?.id === account.id ? rowError.message : undefined}
                  onRoleChoice={(next) => setRoleChange({ account, role: next })}
                  onResend={() => void resend(account)}
                  onDelete={() => setDeleting(account)}
                />
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav
              aria-label={t('adminAccounts.pagination')}
              className="flex flex-wrap items-center justify-between gap-2"
            >
              <Button
                variant="outline"
                disabled={current <= 1 || updating}
                onClick={() => goTo(Math.max(0, offset - pageSize))}
              >
                {t('adminAccounts.previous')}
              </Button>
              <p className="text-sm">{t('adminAccounts.page', { page: current, pages })}</p>
              <Button
                variant="outline"
                disabled={current >= pages || updating}
                onClick={() => goTo(offset + pageSize)}
              >
                {t('adminAccounts.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </CataloguePage>
  );
}

function AccountRow({
  account,
  name,
  own,
  resending,
  error,
  onRoleChoice,
  onResend,
  onDelete,
}: {
  account: AdminAccount;
  name: string;
  own: boolean;
  resending: boolean;
  error?: string;
  onRoleChoice: (role: AccountRole) => void;
  onResend: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const roleId = React.useId();
  const ownId = React.useId();
  const label = name || account.email;

  return (
    <li className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="grid min-w-0 gap-0.5">
        {/* An account without a name goes by its e-mail: a list of 'Senza nome' headings
            would tell a screen reader's user nothing. */}
        <h2 className="font-semibold wrap-anywhere">
          <bdi>{label}</bdi>
          {own && (
            <span className="font-normal text-muted-foreground"> {t('adminAccounts.you')}</span>
          )}
        </h2>
        {name && <p className="text-sm break-all">{account.email}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">{t('adminAccounts.company')}</dt>
          <dd className="break-words">
            <bdi>{account.company_name || '—'}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('adminAccounts.verified')}</dt>
          <dd>{account.is_verified ? t('adminAccounts.yes') : t('adminAccounts.no')}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t('adminAccounts.checkins')}</dt>
          <dd className="tabular-nums">{account.checkins}</dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid w-48 max-w-full gap-2">
          <Label htmlFor={roleId}>{t('adminAccounts.role')}</Label>
          <Select
            id={roleId}
            aria-label={t('adminAccounts.roleOf', { name: label })}
            aria-describedby={own ? ownId : undefined}
            value={account.role}
            disabled={own}
            onChange={(event) => {
              const next = ROLES.find((known) => known === event.target.value);
              if (next && next !== account.role) onRoleChoice(next);
            }}
          >
            {ROLES.map((known) => (
              <option key={known} value={known}>
                {t(`adminAccounts.roles.${known}`)}
              </option>
            ))}
          </Select>
        </div>
        {!account.is_verified && (
          <Button
            variant="outline"
            loading={resending}
            // While busy the visible text changes: the name then is that text alone.
            aria-label={resending ? undefined : t('adminAccounts.resendLabel', { name: label })}
            onClick={onResend}
          >
            {resending ? t('adminAccounts.resending') : t('adminAccounts.resend')}
          </Button>
        )}
        <Button
          variant="ghost"
          className="text-destructive hover:text-destructive"
          disabled={own}
          aria-label={t('adminAccounts.deleteLabel', { name: label })}
          aria-describedby={own ? ownId : undefined}
          onClick={onDelete}
        >
          {t('adminAccounts.delete')}
        </Button>
      </div>
      {own && (
        <p id={ownId} className="text-sm text-muted-foreground">
          {t('adminAccounts.ownAccount')}
        </p>
      )}
      {error && <Alert variant="error">{error}</Alert>}
    </li>
  );
}

export { AdminAccounts };
export type { AccountPageData, AccountRole, AdminAccount, AdminAccountsProps };
