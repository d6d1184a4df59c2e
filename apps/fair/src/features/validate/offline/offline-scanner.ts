import { ApiError, type ApiClient, type Schemas } from '@fiera/api-client';
import type { TicketCode } from '@fiera/ui/components/manual-ticket-entry';
import { t } from '@fiera/ui/i18n/validate';
import { isNetworkFailure } from '../../../lib/error-message';
import { getTicketKeys } from '../api/get-ticket-keys';
import { getTicketRevocations } from '../api/get-ticket-revocations';
import { uploadOfflineCheckins } from '../api/upload-offline-checkins';
import { fairDay } from './fair-clock';
import { localVerdict, type LocalVerdict, type ReentryPolicy } from './local-verdict';
import { defaultScannerStorage, memoryStorage, type ScannerStorage } from './scanner-storage';
import { canVerifyOffline, verifyTicket, type TicketKey } from './verify-ticket';

/** A check-in made without network, waiting to be sent. */
export interface QueuedScan {
  /** Made on the phone for this scan: the server records each nonce once. */
  nonce: string;
  qrCodeData: string;
  /** ISO time of the scan, not of the upload: the server judges the day and re-entry by it. */
  scannedAt: string;
  /** Who scanned: each staff member's phone session sends only their own scans. */
  staffUserId: number;
  ticketUuid: string;
  /**
   * Checked on the phone after a call to the server got no answer: the server may have
   * recorded that call, so a 'used twice' for it may be this same entry.
   */
  afterFailedCall?: boolean;
}

/** A scan the phone let in and the server, once told, did not take as a clean entry. */
export interface UploadProblem {
  nonce: string;
  outcome: 'used-twice' | 'refused';
  /** The server's Italian verdict. */
  message: string;
  ticketUuid: string | null;
  scannedAt: string;
  /** See QueuedScan: maybe the same entry, recorded by the call that got no answer. */
  afterFailedCall?: boolean;
}

interface Revocations {
  /** `next_since` of the last page read. */
  cursor: number;
  ticketUuids: string[];
}

/** The holders' first entries of one fair day, as this phone has seen them. */
interface SeenCheckins {
  day: string;
  firstAt: Record<string, string>;
}

interface SyncTimes {
  keys: string | null;
  revocations: string | null;
  upload: string | null;
}

export interface ScannerSnapshot {
  /** The stored state has been read. */
  loaded: boolean;
  /** The browser says it has a network and the last call reached the server. */
  online: boolean;
  /** Keys are stored and the browser can verify them: tickets can be checked offline. */
  offlineReady: boolean;
  /** This staff member's check-ins waiting to be sent. */
  queued: number;
  uploading: boolean;
  synced: { keys: Date | null; revocations: Date | null; upload: Date | null };
  /** Why the last sync or upload failed, while it has not succeeded since (unknown: the app words it). */
  syncError: unknown;
  problems: readonly UploadProblem[];
}

export type OfflineCheck =
  | { kind: 'verdict'; verdict: LocalVerdict }
  /**
   * No verdict possible on the phone: `no-keys` (never synced), `unsupported` (no Ed25519 in
   * this browser), `typed-id` (a typed ticket id carries no signature to check).
   */
  | { kind: 'unavailable'; reason: 'no-keys' | 'unsupported' | 'typed-id' };

const STORE = {
  keys: 'ticket-keys',
  revocations: 'revocations',
  checkins: 'seen-checkins',
  reentry: 'reentry-policy',
  queue: 'queue',
  problems: 'upload-problems',
  synced: 'synced-at',
} as const;

/** The contract takes up to 500 scans an upload; smaller batches keep each answer quick. */
const UPLOAD_BATCH = 100;
/** Revocation pages read in one sync at most (5000 each); the next sync goes on from there. */
const REVOCATION_PAGES = 20;
const CALL_TIMEOUT_MS = 15_000;
/** The staff member sees the latest ones; older ones are in the gate dashboard. */
const PROBLEMS_KEPT = 50;

type Result = Schemas['OfflineCheckinResults']['results'][number];

/** No answer at all: the network, not the server. */
export function isTransportFailure(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  // A timeout (AbortSignal.timeout) or an abort: the answer never came.
  return error instanceof DOMException && ['TimeoutError', 'AbortError'].includes(error.name);
}

/**
 * The server cannot decide now: no answer, or an answer of the server's own trouble (500, a
 * proxy's 502/504, the 503 of a database down). The phone decides instead, as without network:
 * a gate behind a working Wi-Fi must not stop because the back end does.
 */
export function isServerUnavailable(error: unknown): boolean {
  return isTransportFailure(error) || (error instanceof ApiError && error.status >= 500);
}

/**
 * Whether the server refused this upload's contents for good (not the session, not a conflict
 * to retry): sent again unchanged it would be refused again, forever.
 */
function refusedForGood(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 400 || error.status === 422);
}

export interface OfflineScannerOptions {
  fetchClient: ApiClient['fetchClient'];
  staffUserId: number;
  storage?: ScannerStorage;
  now?: () => Date;
  /** navigator.onLine, by default. */
  browserOnline?: () => boolean;
  newNonce?: () => string;
  /**
   * Called when this scanner changed what the phone keeps (a queued scan, an upload): other
   * tabs of /validate on the phone then read it again (`reload`).
   */
  announce?: () => void;
}

/**
 * The phone's side of checking tickets without network: it keeps the ticket keys, the
 * revocation list and the check-ins it has seen (synced while online), judges a code on the
 * device when the server cannot be reached, queues each admitted scan with a nonce and its scan
 * time, and sends the queue when the network returns. React reads it through `subscribe` and
 * `getSnapshot` (useSyncExternalStore).
 */
export function createOfflineScanner({
  fetchClient,
  staffUserId,
  storage: givenStorage = defaultScannerStorage(),
  now = () => new Date(),
  browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false,
  newNonce = () => crypto.randomUUID(),
  announce = () => undefined,
}: OfflineScannerOptions) {
  let storage = givenStorage;
  let keys: TicketKey[] = [];
  let verifies = false;
  let revoked = new Set<string>();
  let seen: SeenCheckins = { day: '', firstAt: {} };
  let policy: ReentryPolicy = 'deny';
  let reachable = true;
  let uploadInFlight: Promise<void> | null = null;
  let syncInFlight: Promise<void> | null = null;
  let snapshot: ScannerSnapshot = {
    loaded: false,
    online: browserOnline(),
    offlineReady: false,
    queued: 0,
    uploading: false,
    synced: { keys: null, revocations: null, upload: null },
    syncError: null,
    problems: [],
  };
  const listeners = new Set<() => void>();

  function publish(change: Partial<ScannerSnapshot>) {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  }

  function setReachable(value: boolean) {
    reachable = value;
    const online = reachable && browserOnline();
    if (online !== snapshot.online) publish({ online });
  }

  // The queue is the phone's, not the person's: whoever is signed in on it next sends it (a
  // change of shift must not strand entries; the server takes a nonce from any staff member).
  const myScans = (queue: QueuedScan[] | undefined) => queue ?? [];

  const toDates = (times: SyncTimes | undefined) => ({
    keys: times?.keys ? new Date(times.keys) : null,
    revocations: times?.revocations ? new Date(times.revocations) : null,
    upload: times?.upload ? new Date(times.upload) : null,
  });

  async function markSynced(part: keyof SyncTimes) {
    const times = await storage.update<SyncTimes>(STORE.synced, (current) => ({
      keys: null,
      revocations: null,
      upload: null,
      ...current,
      [part]: now().toISOString(),
    }));
    publish({ synced: toDates(times), syncError: null });
  }

  async function readAll() {
    const [storedKeys, storedRevocations, storedSeen, storedPolicy, queue, problems, times] =
      await Promise.all([
        storage.get<TicketKey[]>(STORE.keys),
        storage.get<Revocations>(STORE.revocations),
        storage.get<SeenCheckins>(STORE.checkins),
        storage.get<ReentryPolicy>(STORE.reentry),
        storage.get<QueuedScan[]>(STORE.queue),
        storage.get<UploadProblem[]>(STORE.problems),
        storage.get<SyncTimes>(STORE.synced),
      ]);
    keys = storedKeys ?? [];
    verifies = await canVerifyOffline(keys);
    revoked = new Set(storedRevocations?.ticketUuids ?? []);
    seen = storedSeen ?? seen;
    policy = storedPolicy ?? policy;
    publish({
      loaded: true,
      offlineReady: verifies,
      queued: myScans(queue).length,
      problems: problems ?? [],
      synced: toDates(times),
    });
  }

  let loading: Promise<void> | null = null;
  /** Reads what the phone kept; a storage that cannot open (a private window) is replaced by memory. */
  function load(): Promise<void> {
    loading ??= readAll().catch(async (error: unknown) => {
      console.warn('Scanner storage unavailable, keeping its data in memory only', error);
      storage = memoryStorage();
      await readAll();
    });
    return loading;
  }

  /** The check-ins of the fair day of `at`, starting afresh when the day has changed. */
  function seenOn(day: string, current: SeenCheckins | undefined): SeenCheckins {
    return current?.day === day ? current : { day, firstAt: {} };
  }

  async function rememberEntry(ticketUuid: string, firstAt: Date) {
    const day = fairDay(firstAt);
    if (day !== fairDay(now())) return;
    seen = await storage.update<SeenCheckins>(STORE.checkins, (current) => {
      const today = seenOn(day, current);
      // The earliest entry stands: it is the one the server keeps and names.
      const known = today.firstAt[ticketUuid];
      if (known !== undefined && known <= firstAt.toISOString()) return today;
      return { day, firstAt: { ...today.firstAt, [ticketUuid]: firstAt.toISOString() } };
    });
  }

  function firstEntryToday(ticketUuid: string): Date | null {
    if (seen.day !== fairDay(now())) return null;
    const at = seen.firstAt[ticketUuid];
    return at === undefined ? null : new Date(at);
  }

  async function syncKeys() {
    const listed = await getTicketKeys(fetchClient, AbortSignal.timeout(CALL_TIMEOUT_MS));
    // The server's list is the truth: it keeps previous keys (a change of key keeps old tickets
    // valid) and drops a key withdrawn on purpose.
    keys = listed.keys.map(({ kid, x }) => ({ kid, x }));
    await storage.set(STORE.keys, keys);
    if (listed.reentry !== policy) {
      policy = listed.reentry;
      await storage.set(STORE.reentry, policy);
    }
    verifies = await canVerifyOffline(keys);
    publish({ offlineReady: verifies });
    await markSynced('keys');
  }

  async function syncRevocations() {
    const stored = await storage.get<Revocations>(STORE.revocations);
    let cursor = stored?.cursor ?? 0;
    for (let page = 0; page < REVOCATION_PAGES; page += 1) {
      const answer = await getTicketRevocations(
        fetchClient,
        cursor,
        AbortSignal.timeout(CALL_TIMEOUT_MS),
      );
      const added = answer.revocations.map((row) => row.ticket_uuid);
      const next = answer.next_since;
      const saved = await storage.update<Revocations>(STORE.revocations, (current) => ({
        // Another tab may have gone further meanwhile: the furthest cursor and every ticket stay.
        cursor: Math.max(current?.cursor ?? 0, next),
        ticketUuids: [...new Set([...(current?.ticketUuids ?? []), ...added])],
      }));
      revoked = new Set(saved.ticketUuids);
      cursor = next;
      if (!answer.more) break;
    }
    await markSynced('revocations');
  }

  /**
   * Uploads `batch`. One the server refuses for good is sent a scan at a time, and a scan it
   * refuses alone leaves the queue as a problem in its words: one bad scan cannot hold every
   * later one back, on this phone and for the next staff member, forever.
   */
  async function uploadBatch(batch: QueuedScan[]): Promise<Result[]> {
    try {
      return await uploadOfflineCheckins(
        fetchClient,
        batch.map((scan) => ({
          nonce: scan.nonce,
          qr_code_data: scan.qrCodeData,
          scanned_at: scan.scannedAt,
        })),
        now(),
        AbortSignal.timeout(CALL_TIMEOUT_MS),
      );
    } catch (error) {
      const [only] = batch;
      if (!refusedForGood(error) || only === undefined) throw error;
      if (batch.length > 1) {
        const results: Result[] = [];
        for (const scan of batch) results.push(...(await uploadBatch([scan])));
        return results;
      }
      const detail = (error as ApiError).data;
      return [
        {
          nonce: only.nonce,
          outcome: 'refused',
          message:
            typeof detail === 'object' && detail !== null && 'detail' in detail
              ? String(detail.detail)
              : t('validate.offline.uploadRefused'),
          ticket_uuid: only.ticketUuid,
          scanned_at: only.scannedAt,
          repeated: false,
        },
      ];
    }
  }

  async function sendQueue() {
    publish({ uploading: true });
    try {
      for (;;) {
        const batch = myScans(await storage.get<QueuedScan[]>(STORE.queue)).slice(0, UPLOAD_BATCH);
        if (batch.length === 0) break;
        const results = await uploadBatch(batch);
        setReachable(true);
        const answered = new Set(results.map((result) => result.nonce.toLowerCase()));
        const failedCalls = new Set(
          batch.filter((scan) => scan.afterFailedCall).map((scan) => scan.nonce.toLowerCase()),
        );
        const queue = await storage.update<QueuedScan[]>(STORE.queue, (current) =>
          (current ?? []).filter((scan) => !answered.has(scan.nonce.toLowerCase())),
        );
        const problems = results
          .filter((result) => result.outcome !== 'entered')
          .map((result): UploadProblem => ({
            nonce: result.nonce,
            outcome: result.outcome as UploadProblem['outcome'],
            message: result.message,
            ticketUuid: result.ticket_uuid,
            scannedAt: result.scanned_at,
            ...(failedCalls.has(result.nonce.toLowerCase()) ? { afterFailedCall: true } : {}),
          }));
        const allProblems = await storage.update<UploadProblem[]>(STORE.problems, (current) => {
          const known = new Set((current ?? []).map((problem) => problem.nonce));
          return [...problems.filter((problem) => !known.has(problem.nonce)), ...(current ?? [])]
            .sort((a, b) => b.scannedAt.localeCompare(a.scannedAt))
            .slice(0, PROBLEMS_KEPT);
        });
        publish({ queued: myScans(queue).length, problems: allProblems });
        announce();
        await markSynced('upload');
        // A server that answered without taking a scan back would loop here forever.
        if (answered.size === 0) break;
      }
    } finally {
      publish({ uploading: false });
    }
  }

  function failed(error: unknown) {
    if (isTransportFailure(error)) setReachable(false);
    publish({ syncError: error });
  }

  /** Sends this staff member's queued check-ins, in batches; one upload at a time. */
  function upload(): Promise<void> {
    uploadInFlight ??= (async () => {
      await load();
      try {
        await sendQueue();
      } catch (error) {
        failed(error);
      }
    })().finally(() => {
      uploadInFlight = null;
    });
    return uploadInFlight;
  }

  /** Keys, then revocations, then the queue; failures are kept in the snapshot, never thrown. */
  function sync(): Promise<void> {
    syncInFlight ??= (async () => {
      await load();
      try {
        await syncKeys();
        setReachable(true);
        await syncRevocations();
      } catch (error) {
        failed(error);
        return;
      }
      await upload();
    })().finally(() => {
      syncInFlight = null;
    });
    return syncInFlight;
  }

  /**
   * The verdict on the phone, when the server cannot be asked. An admitted scan is queued (with
   * its nonce and this moment) and counts as today's entry for the next scans.
   */
  async function check(
    code: TicketCode,
    { afterFailedCall = false }: { afterFailedCall?: boolean } = {},
  ): Promise<OfflineCheck> {
    await load();
    if ('ticketId' in code) return { kind: 'unavailable', reason: 'typed-id' };
    if (keys.length === 0) return { kind: 'unavailable', reason: 'no-keys' };
    if (!verifies) return { kind: 'unavailable', reason: 'unsupported' };
    const scannedAt = now();
    // Another tab of /validate on this phone may have let the same ticket in meanwhile.
    seen = (await storage.get<SeenCheckins>(STORE.checkins)) ?? seen;
    const ticketCheck = await verifyTicket(code.qrCodeData, keys);
    const verdict = localVerdict({
      check: ticketCheck,
      revoked: ticketCheck.ok && revoked.has(ticketCheck.claims.ticketUuid),
      firstCheckinToday: ticketCheck.ok ? firstEntryToday(ticketCheck.claims.ticketUuid) : null,
      policy,
    });
    if (verdict.admitted) {
      const scan: QueuedScan = {
        nonce: newNonce(),
        qrCodeData: code.qrCodeData.trim(),
        scannedAt: scannedAt.toISOString(),
        staffUserId,
        ticketUuid: verdict.ticketUuid,
        ...(afterFailedCall ? { afterFailedCall } : {}),
      };
      const queue = await storage.update<QueuedScan[]>(STORE.queue, (current) => [
        ...(current ?? []),
        scan,
      ]);
      await rememberEntry(verdict.ticketUuid, scannedAt);
      publish({ queued: myScans(queue).length });
      announce();
    }
    return { kind: 'verdict', verdict };
  }

  /** What the server answered about a ticket: its entry today, for the re-entry rule offline. */
  async function learn(answer: Schemas['ValidationResponse']) {
    await load();
    setReachable(true);
    if (answer.ticket_uuid === null) return;
    if (answer.first_checkin_at) {
      await rememberEntry(answer.ticket_uuid, new Date(answer.first_checkin_at));
    } else if (answer.valid) {
      await rememberEntry(answer.ticket_uuid, now());
    }
  }

  /** The server could not be reached (no answer, or a timeout). */
  function unreachable() {
    setReachable(false);
  }

  /** The browser's online and offline events. */
  function networkChanged() {
    const online = reachable && browserOnline();
    if (online !== snapshot.online) publish({ online });
  }

  async function dismissProblems() {
    await storage.set(STORE.problems, []);
    publish({ problems: [] });
  }

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    load,
    /** What another tab changed (see `announce`): read again. */
    reload: () => readAll(),
    sync,
    upload,
    check,
    learn,
    unreachable,
    networkChanged,
    dismissProblems,
    /**
     * Whether to ask the server: not while the browser is offline; not after a call that got
     * no answer (until a sync gets through again), so a dead Wi-Fi does not make each visitor
     * wait for a timeout; but always when the phone cannot check tickets itself.
     */
    shouldAskServer: () => browserOnline() && (reachable || !verifies),
  };
}

export type OfflineScanner = ReturnType<typeof createOfflineScanner>;
