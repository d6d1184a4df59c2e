import { useAgendaSync } from '../api/change-agenda';

/** Sends the signed-in user's agenda changes kept on the device (see useAgendaSync). */
export function AgendaSync({ userId }: { userId: number }) {
  useAgendaSync(userId);
  return null;
}
