import type { CodeDetector, GetUserMedia } from './qr-scanner';

/**
 * A real MediaStream from a repainted canvas, so the <video> gets frames like a camera's, for
 * stories and tests. `capabilities` stands in for a phone camera's torch and zoom.
 */
function fakeCamera(capabilities: MediaTrackCapabilities & Record<string, unknown> = {}) {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 320;
  const context = canvas.getContext('2d');
  const stream = canvas.captureStream(20);
  const firstTrack = stream.getVideoTracks()[0];
  if (!firstTrack) throw new Error('canvas.captureStream() gave no video track');
  const track = firstTrack;
  let frame = 0;
  const paint = setInterval(() => {
    // The scanner stops the track when it unmounts; the painting ends with it.
    if (track.readyState === 'ended') clearInterval(paint);
    frame += 1;
    if (!context) return;
    context.fillStyle = frame % 2 ? '#202020' : '#303030';
    context.fillRect(0, 0, canvas.width, canvas.height);
  }, 50);
  track.getCapabilities = () => capabilities;
  const applied: MediaTrackConstraints[] = [];
  track.applyConstraints = (constraints) => {
    applied.push(constraints ?? {});
    return Promise.resolve();
  };
  const requests: MediaStreamConstraints[] = [];
  const getUserMedia: GetUserMedia = (constraints) => {
    requests.push(constraints);
    return Promise.resolve(stream);
  };
  return {
    getUserMedia,
    track,
    requests,
    applied,
    dispose: () => {
      clearInterval(paint);
      track.stop();
    },
  };
}

/** A getUserMedia that opens a new fake camera on every call, as a real one would. */
function fakeGetUserMedia(
  capabilities: MediaTrackCapabilities & Record<string, unknown> = {},
): GetUserMedia {
  return (constraints) => fakeCamera(capabilities).getUserMedia(constraints);
}

/** A detector that "sees" whatever `next()` returns, counting its calls. */
function stubDetector(next: () => string | null | Promise<string | null>) {
  const calls = { count: 0 };
  const detector: CodeDetector = {
    async detect() {
      calls.count += 1;
      const code = await next();
      return code === null ? [] : [{ rawValue: code }];
    },
  };
  return { createDetector: () => detector, calls };
}

export { fakeCamera, fakeGetUserMedia, stubDetector };
