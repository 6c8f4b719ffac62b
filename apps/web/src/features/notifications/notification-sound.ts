/** Three rising sine tones (C5, E5, G5) for a new notification. */
const TONES_HZ = [523.25, 659.25, 783.99];
const TONE_S = 0.12;
const GAP_S = 0.14;

let context: AudioContext | null = null;

export function playNotificationSound(): void {
  const Ctor = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    // Browsers start audio suspended until the page has had a user gesture.
    void context.resume?.();
    const start = context.currentTime;
    TONES_HZ.forEach((hz, i) => {
      const at = start + i * GAP_S;
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      osc.type = 'sine';
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.2, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + TONE_S);
      osc.connect(gain).connect(context!.destination);
      osc.start(at);
      osc.stop(at + TONE_S);
    });
  } catch (error) {
    console.warn('Notification sound unavailable', error);
  }
}
