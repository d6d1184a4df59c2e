const BEEP_MS = 150;

/**
 * A short vibration and beep so staff notice the verdict without looking: one high beep for a
 * valid ticket, a low double buzz otherwise. Silently skipped where the device cannot.
 */
export function signalVerdict(valid: boolean) {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
    navigator.vibrate(valid ? 120 : [120, 80, 120]);
  }
  if (typeof AudioContext === 'undefined') return;
  try {
    const audio = new AudioContext();
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.frequency.value = valid ? 880 : 220;
    gain.gain.value = 0.2;
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start();
    oscillator.stop(audio.currentTime + BEEP_MS / 1000);
    oscillator.onended = () => void audio.close();
  } catch (error) {
    // Audio blocked (no user gesture yet, say): the verdict is on screen anyway.
    console.warn('Beep not played', error);
  }
}
