export {
  QrScanner,
  CAMERA_RESTART_PAUSE_MS,
  CAMERA_START_TIMEOUT_MS,
  DEFAULT_FORMATS,
  RETRY_DELAY_MS,
  SCAN_DELAY_MS,
} from './qr-scanner';
export type { CodeDetector, CreateDetector, GetUserMedia, QrScannerProps } from './qr-scanner';
