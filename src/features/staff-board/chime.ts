/**
 * The board's and the screen's sounds, made with WebAudio (no sound files to
 * load or cache). Browsers let a page play sound only after a tap, so the
 * first tap or key anywhere unlocks it; until then a chime is silently skipped.
 */
export interface Chime {
  /** Call from a tap or key handler: creates (or resumes) the audio context. */
  unlock(): void;
  play(kind: 'new' | 'ready'): void;
  readonly unlocked: boolean;
}

type AudioContextClass = typeof AudioContext;

export function createChime(): Chime {
  let context: AudioContext | null = null;
  const chime: Chime = {
    get unlocked() {
      return context !== null && context.state === 'running';
    },
    unlock() {
      const Context: AudioContextClass | undefined =
        typeof window === 'undefined'
          ? undefined
          : (window.AudioContext ??
            (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
      if (!Context) return;
      context ??= new Context();
      if (context.state === 'suspended') void context.resume();
    },
    play(kind) {
      const audio = context;
      if (audio?.state !== 'running') return;
      // «new»: two rising tones; «ready»: three, brighter, for the counter.
      const notes = kind === 'new' ? [660, 880] : [784, 988, 1319];
      const start = audio.currentTime;
      notes.forEach((frequency, index) => {
        const oscillator = audio.createOscillator();
        const gain = audio.createGain();
        const at = start + index * 0.18;
        oscillator.type = 'sine';
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(0.4, at + 0.02);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.35);
        oscillator.connect(gain).connect(audio.destination);
        oscillator.start(at);
        oscillator.stop(at + 0.4);
      });
    },
  };
  return chime;
}
