// A short two-note chime for new orders (issue 25), made by the browser's Web Audio: no sound file to
// download or cache. Browsers let a page sound only once a person has used it; switching the sound on is
// such a use, and it plays the chime once so staff hear what they chose.

const NOTES_HZ = [880, 1320];
const NOTE_SECONDS = 0.3;
const NOTE_GAP_SECONDS = 0.18;
const VOLUME = 0.2;

let context: AudioContext | undefined;

/** Plays the chime; nothing where the browser has no Web Audio. */
export function playChime(): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume();
  const start = context.currentTime;
  NOTES_HZ.forEach((frequency, index) => {
    const at = start + index * NOTE_GAP_SECONDS;
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    // Up and down in a few milliseconds: a tone cut off sharply clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(VOLUME, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + NOTE_SECONDS);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(at);
    oscillator.stop(at + NOTE_SECONDS + 0.02);
  });
}
