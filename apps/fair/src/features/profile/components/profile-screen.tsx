import type { Schemas } from '@fiera/api-client';
import { CalendarFeed } from '@fiera/ui/components/calendar-feed';
import { PrivacyActions } from '@fiera/ui/components/privacy-actions';
import { ProfileDetails, type ProfileMatchValues } from '@fiera/ui/components/profile-details';
import { ProfileNavigation } from '@fiera/ui/components/profile-navigation';
import { TicketCard } from '@fiera/ui/components/ticket-card';
import { useT } from '@fiera/ui/i18n/profile';
import { useQuery } from '@tanstack/react-query';
import { RouterLink } from '../../../components/router-link';
import { useApiClient } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { loadView } from '../../../lib/load-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  calendarFeedQueryOptions,
  useCreateCalendarFeed,
  useDeleteCalendarFeed,
} from '../api/calendar-feed';
import { useDeleteUser } from '../api/delete-user';
import { useCurrentUser } from '../api/get-current-user';
import { useExportUserData } from '../api/export-user-data';
import { useUpdateUser } from '../api/update-user';
import { copyText } from '../clipboard';
import { downloadBlob } from '../../../lib/download-blob';

interface ProfileScreenProps {
  /** The user the session was opened with; the screen follows its later refreshes. */
  user: Schemas['User'] | null;
  isStaff: boolean;
  /** Admins get a link to the back-office. */
  isAdmin?: boolean;
  /** Reloads GET /api/users/me into the auth state. */
  refreshUser: () => Promise<void>;
  /** Ends the session and leaves the screen once the account is gone. */
  onAccountDeleted: () => Promise<void>;
}

/** Profile and ticket: the QR, the details, the matching texts and the data rights. */
export function ProfileScreen({
  user: sessionUser,
  isStaff,
  isAdmin = false,
  refreshUser,
  onAccountDeleted,
}: ProfileScreenProps) {
  const t = useT();
  useDocumentTitle(t('profile.pageTitle'));
  const user = useCurrentUser(sessionUser);
  const updateUser = useUpdateUser();
  const deleteUser = useDeleteUser();
  const exportUserData = useExportUserData();
  const { $api } = useApiClient();
  const calendarFeed = useQuery(calendarFeedQueryOptions($api));
  const calendarFeedView = loadView(calendarFeed, t);
  const createCalendarFeed = useCreateCalendarFeed();
  const deleteCalendarFeed = useDeleteCalendarFeed();

  // The ui components show an Error's message: the server's Italian detail, else the catalogue's.
  const failure = (error: unknown, failed?: string) =>
    new Error(errorMessage(error, t, { failed }));

  async function saveMatchTexts(values: ProfileMatchValues) {
    if (!user) return;
    try {
      await updateUser.mutateAsync({ params: { path: { id: user.id } }, body: values });
      await refreshUser();
    } catch (error) {
      throw failure(error, t('profile.errors.profileUpdateFailed'));
    }
  }

  async function exportData() {
    try {
      const { blob, fileName } = await exportUserData();
      downloadBlob(blob, fileName);
    } catch (error) {
      throw failure(error);
    }
  }

  async function deleteAccount(password: string) {
    if (!user) return;
    try {
      await deleteUser.mutateAsync({ params: { path: { id: user.id } }, body: { password } });
    } catch (error) {
      throw failure(error);
    }
    await onAccountDeleted();
  }

  async function newCalendarFeed() {
    try {
      return (await createCalendarFeed.mutateAsync({})).url;
    } catch (error) {
      throw failure(error);
    }
  }

  async function endCalendarFeed() {
    try {
      await deleteCalendarFeed.mutateAsync({});
    } catch (error) {
      throw failure(error);
    }
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('profile.title')}</h1>
      {user && <TicketCard qrCodeData={user.qr_code_data} ticketId={user.ticket_uuid} />}
      <ProfileDetails user={user} onSave={saveMatchTexts} />
      {user && (
        <CalendarFeed
          status={calendarFeedView.status}
          active={calendarFeedView.data?.active}
          createdAt={calendarFeedView.data?.created_at}
          error={calendarFeedView.error}
          onRetry={() => void calendarFeed.refetch()}
          onCreate={newCalendarFeed}
          onDisable={endCalendarFeed}
          onCopyUrl={copyText}
        />
      )}
      <ProfileNavigation
        isStaff={isStaff}
        isAdmin={isAdmin}
        activePath="/profile"
        linkComponent={RouterLink}
      />
      {user && <PrivacyActions onExport={exportData} onDelete={deleteAccount} />}
    </div>
  );
}
