import * as React from 'react';
import type { BarcodeFormat } from 'barcode-detector/ponyfill';
import { Flashlight, FlashlightOff } from 'lucide';

import { Icon } from '../icon';
import { useT, type MessageKey } from '../../i18n/messages/validate';
import { cn } from '../../lib/cn';
import { Alert } from '../alert';
import { Button } from '../button';
import { createZXingDetector } from './zxing-detector';

/** Spec §9: the scanner's timings. */
const SCAN_DELAY_MS = 1000;
const CAMERA_START_TIMEOUT_MS = 3000;
const CAMERA_RESTART_PAUSE_MS = 500;
const RETRY_DELAY_MS = 500;
const DEFAULT_FORMATS: readonly BarcodeFormat[] = ['qr_code'];

/** What the scanner needs from a detector: barcode-detector's ponyfill, or a stub in tests. */
type CodeDetector = {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string }[]>;
};

type CreateDetector = (formats: readonly BarcodeFormat[]) => CodeDetector;

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/** The camera capabilities lib.dom does not type yet (Chromium on Android has both). */
type TorchZoomCapabilities = MediaTrackCapabilities & {
  torch?: boolean;
  zoom?: { min: number; max: number; step?: number };
};

/** The constraints that go with them. */
type TorchZoomConstraints = MediaTrackConstraintSet & { torch?: boolean; zoom?: number };

const TIMED_OUT: unique symbol = Symbol('camera start timed out');

type CameraError = 'insecure' | 'unsupported' | 'timeout' | 'denied' | 'missing';

const cameraErrorMessages = {
  insecure: 'validate.cameraInsecure',
  unsupported: 'validate.cameraUnsupported',
  timeout: 'validate.cameraTimeout',
  denied: 'validate.cameraDenied',
  missing: 'validate.cameraMissing',
} as const satisfies Record<CameraError, MessageKey>;

/**
 * The refusals of getUserMedia that staff can act on (the older names are Chromium's before the
 * standard ones). Anything else is only logged (spec §8).
 */
function cameraRefusal(error: unknown): 'denied' | 'missing' | null {
  // DOMException, as browsers throw it, is an Error.
  const name = error instanceof Error ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return 'missing';
    default:
      return null;
  }
}

type QrScannerProps = Omit<React.ComponentProps<'div'>, 'children' | 'onError'> & {
  /** Called once per new code; a repeat of the last code is ignored until `paused` ends. */
  onScan: (code: string) => void;
  /** While true (validating, or a result on screen) nothing is reported. */
  paused?: boolean;
  /** Minimum time between two detection attempts. */
  scanDelay?: number;
  formats?: readonly BarcodeFormat[];
  /** Builds the detector; ZXing in wasm when omitted. Stories and tests pass a stub. */
  createDetector?: CreateDetector;
  /** The camera; the browser's getUserMedia when omitted, `null` for a browser without one. */
  getUserMedia?: GetUserMedia | null;
  /**
   * Offered beside any camera problem ('Inserisci il codice a mano'): the screen takes staff to
   * its manual entry. No such button when omitted.
   */
  onUseManualEntry?: () => void;
};

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function stopStream(stream: MediaStream | null) {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

function browserGetUserMedia(): GetUserMedia | null {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (typeof devices?.getUserMedia !== 'function') return null;
  return (constraints) => devices.getUserMedia(constraints);
}

/**
 * A live camera view that reports QR codes, one at a time: detection runs at most once per
 * `scanDelay`, never twice at once, and not at all while `paused`. Camera problems the user can
 * act on (insecure page, no camera support, a slow start, permission denied, no camera) are
 * shown in Italian, with a way to the manual entry; other failures are only logged (spec §8).
 */
function QrScanner({
  onScan,
  paused = false,
  scanDelay = SCAN_DELAY_MS,
  formats = DEFAULT_FORMATS,
  createDetector = createZXingDetector,
  getUserMedia,
  onUseManualEntry,
  className,
  ...props
}: QrScannerProps) {
  const t = useT();
  const videoRef = React.useRef<HTMLVideoElement>(null);
  const openCamera = React.useMemo(
    () => (getUserMedia === undefined ? browserGetUserMedia() : getUserMedia),
    [getUserMedia],
  );
  const unusableCamera: CameraError | null = !window.isSecureContext
    ? 'insecure'
    : openCamera === null
      ? 'unsupported'
      : null;
  const [timedOut, setTimedOut] = React.useState(false);
  const [refused, setRefused] = React.useState<'denied' | 'missing' | null>(null);
  // 'Riprova' asks for the camera again: staff may have allowed it in the browser meanwhile.
  const [attempt, setAttempt] = React.useState(0);
  const cameraError: CameraError | null =
    unusableCamera ?? refused ?? (timedOut ? 'timeout' : null);
  const [track, setTrack] = React.useState<MediaStreamTrack | null>(null);

  // The loop reads the latest props without restarting (and re-creating the detector).
  const pausedRef = React.useRef(paused);
  const onScanRef = React.useRef(onScan);
  React.useEffect(() => {
    pausedRef.current = paused;
    onScanRef.current = onScan;
  });

  const lastCodeRef = React.useRef<string | null>(null);
  // Resuming ('Scansiona di nuovo') forgets the last code: after a network error the staff
  // member must be able to scan the same ticket again. Repeats are ignored only meanwhile.
  const wasPausedRef = React.useRef(paused);
  React.useEffect(() => {
    if (wasPausedRef.current && !paused) lastCodeRef.current = null;
    wasPausedRef.current = paused;
  }, [paused]);

  React.useEffect(() => {
    if (!window.isSecureContext || !openCamera) return;
    const video = videoRef.current;

    let cancelled = false;
    let stream: MediaStream | null = null;

    async function start(open: GetUserMedia) {
      while (!cancelled) {
        const opening = open({ video: { facingMode: 'environment' }, audio: false });
        let result: MediaStream | typeof TIMED_OUT;
        try {
          result = await Promise.race([
            opening,
            delay(CAMERA_START_TIMEOUT_MS).then((): typeof TIMED_OUT => TIMED_OUT),
          ]);
        } catch (error) {
          if (cancelled) return;
          const refusal = cameraRefusal(error);
          if (refusal === null) throw error;
          // Permission denied, or no camera at all: asking again by itself would not help.
          console.warn('Camera refused', error);
          setTimedOut(false);
          setRefused(refusal);
          return;
        }
        if (result === TIMED_OUT) {
          // A camera that turns up late must not stay on unseen.
          opening.then(stopStream, () => {});
          if (cancelled) return;
          setTimedOut(true);
          await delay(CAMERA_RESTART_PAUSE_MS);
          continue;
        }
        if (cancelled) {
          stopStream(result);
          return;
        }
        stream = result;
        setTimedOut(false);
        setRefused(null);
        setTrack(result.getVideoTracks()[0] ?? null);
        if (video) {
          video.srcObject = result;
          video.play().catch((error: unknown) => console.warn('Camera preview paused', error));
        }
        return;
      }
    }

    start(openCamera).catch((error: unknown) => console.error('Camera failed to start', error));

    return () => {
      cancelled = true;
      stopStream(stream);
      setTrack(null);
      if (video) video.srcObject = null;
    };
  }, [openCamera, attempt]);

  function retry() {
    setRefused(null);
    setAttempt((count) => count + 1);
  }

  const formatsKey = formats.join(',');
  React.useEffect(() => {
    // Created on the first frame: no wasm download on a page whose camera never starts.
    let detector: CodeDetector | null = null;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function tick() {
      const started = performance.now();
      let wait = RETRY_DELAY_MS;
      const video = videoRef.current;
      if (!pausedRef.current && video && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          detector ??= createDetector(formatsKey.split(',') as BarcodeFormat[]);
          const codes = await detector.detect(video);
          wait = Math.max(0, scanDelay - (performance.now() - started));
          const code = codes.find((found) => found.rawValue !== '')?.rawValue;
          // Paused while detecting: the code arrived too late to count.
          if (!cancelled && code && !pausedRef.current && code !== lastCodeRef.current) {
            lastCodeRef.current = code;
            onScanRef.current(code);
          }
        } catch (error) {
          console.error('QR detection failed', error);
        }
      }
      if (!cancelled) timer = setTimeout(() => void tick(), wait);
    }

    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [createDetector, formatsKey, scanDelay]);

  return (
    <div data-slot="qr-scanner" className={cn('grid gap-3', className)} {...props}>
      <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-foreground">
        <video
          ref={videoRef}
          aria-label={t('validate.cameraLabel')}
          muted
          playsInline
          autoPlay
          className="size-full object-cover"
        />
        {/* The frame staff aim the ticket at. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-background/80"
        />
      </div>
      {cameraError && (
        <Alert variant="error">
          <p>{t(cameraErrorMessages[cameraError])}</p>
          {(cameraError === 'denied' || onUseManualEntry) && (
            <div className="mt-2 flex flex-wrap gap-2">
              {cameraError === 'denied' && (
                <Button variant="outline" size="sm" onClick={retry}>
                  {t('validate.cameraRetry')}
                </Button>
              )}
              {onUseManualEntry && (
                <Button variant="outline" size="sm" onClick={onUseManualEntry}>
                  {t('validate.useManualEntry')}
                </Button>
              )}
            </div>
          )}
        </Alert>
      )}
      {track && <CameraControls key={track.id} track={track} />}
    </div>
  );
}

/** Torch and zoom, each shown only when the camera supports it. */
function CameraControls({ track }: { track: MediaStreamTrack }) {
  const t = useT();
  const zoomId = React.useId();
  const capabilities: TorchZoomCapabilities =
    typeof track.getCapabilities === 'function' ? track.getCapabilities() : {};
  const zoomRange = capabilities.zoom;
  const [torch, setTorch] = React.useState(false);
  const [zoom, setZoom] = React.useState(() => track.getSettings().zoom ?? zoomRange?.min ?? 1);

  if (capabilities.torch !== true && !zoomRange) return null;

  function apply(constraints: TorchZoomConstraints) {
    return track.applyConstraints({ advanced: [constraints] });
  }

  function toggleTorch() {
    const next = !torch;
    apply({ torch: next }).then(
      () => setTorch(next),
      (error: unknown) => console.warn('Torch not switched', error),
    );
  }

  function changeZoom(value: number) {
    setZoom(value);
    apply({ zoom: value }).catch((error: unknown) => console.warn('Zoom not applied', error));
  }

  return (
    <div data-slot="camera-controls" className="flex flex-wrap items-center gap-4">
      {capabilities.torch === true && (
        <Button variant="outline" aria-pressed={torch} onClick={toggleTorch}>
          {/* The icon shows what the button does, like its label. */}
          {torch ? (
            <Icon icon={FlashlightOff} className="size-5" />
          ) : (
            <Icon icon={Flashlight} className="size-5" />
          )}
          {torch ? t('validate.torchOff') : t('validate.torchOn')}
        </Button>
      )}
      {zoomRange && (
        <div className="flex flex-1 items-center gap-3">
          <label htmlFor={zoomId} className="text-sm font-medium">
            {t('validate.zoom')}
          </label>
          <input
            id={zoomId}
            type="range"
            min={zoomRange.min}
            max={zoomRange.max}
            step={zoomRange.step ?? 0.1}
            value={zoom}
            onChange={(event) => changeZoom(Number(event.target.value))}
            className="h-11 flex-1 accent-primary"
          />
        </div>
      )}
    </div>
  );
}

export {
  QrScanner,
  CAMERA_RESTART_PAUSE_MS,
  CAMERA_START_TIMEOUT_MS,
  DEFAULT_FORMATS,
  RETRY_DELAY_MS,
  SCAN_DELAY_MS,
};
export type { CodeDetector, CreateDetector, GetUserMedia, QrScannerProps };
