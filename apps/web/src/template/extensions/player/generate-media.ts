/** Notes of the generated tune (Hz), a quarter of a second each. */
const tune = [523.25, 587.33, 659.25, 698.46, 783.99, 698.46, 659.25, 587.33, 523.25, 659.25, 783.99, 1046.5];
const sampleRate = 16_000;
const noteSeconds = 0.25;

/** A short tune as a 16-bit mono WAV file, built in memory (so the page downloads no media). */
export function createToneWav(): Blob {
  const samplesPerNote = Math.round(sampleRate * noteSeconds);
  const sampleCount = samplesPerNote * tune.length;
  const view = new DataView(new ArrayBuffer(44 + sampleCount * 2));
  const writeText = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) view.setUint8(offset + index, text.charCodeAt(index));
  };
  writeText(0, 'RIFF');
  view.setUint32(4, 36 + sampleCount * 2, true);
  writeText(8, 'WAVE');
  writeText(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  writeText(36, 'data');
  view.setUint32(40, sampleCount * 2, true);
  tune.forEach((frequency, note) => {
    for (let sample = 0; sample < samplesPerNote; sample += 1) {
      // A soft attack and decay on each note, so the tune does not click.
      const envelope = Math.min(1, sample / 200) * (1 - sample / samplesPerNote);
      const value = Math.sin((2 * Math.PI * frequency * sample) / sampleRate) * envelope * 0.4;
      view.setInt16(44 + (note * samplesPerNote + sample) * 2, value * 0x7fff, true);
    }
  });
  return new Blob([view.buffer], { type: 'audio/wav' });
}

/**
 * A few seconds of animation drawn on a canvas and recorded with MediaRecorder into a WebM clip.
 * Recording runs in real time, so this takes `seconds` to resolve.
 */
export async function recordCanvasClip(seconds: number): Promise<Blob> {
  // Drawn inside the recorder so that the function is whole on its own (the media build script runs it in a page).
  function drawFrame(context: CanvasRenderingContext2D, seconds: number) {
    const { width, height } = context.canvas;
    const gradient = context.createLinearGradient(0, 0, width, height);
    gradient.addColorStop(0, `hsl(${230 + seconds * 20} 60% 30%)`);
    gradient.addColorStop(1, `hsl(${280 + seconds * 20} 60% 22%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height);
    const x = width / 2 + Math.cos(seconds * 2) * width * 0.3;
    const y = height / 2 + Math.sin(seconds * 3) * height * 0.25;
    context.beginPath();
    context.arc(x, y, 22, 0, Math.PI * 2);
    context.fillStyle = '#ffd43b';
    context.fill();
    context.fillStyle = '#ffffff';
    context.font = '600 20px sans-serif';
    context.fillText(`Leadpilot · ${seconds.toFixed(1)} s`, 16, height - 18);
  }

  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 270;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );
  if (!mimeType) throw new Error('This browser cannot record video.');
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
  const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve, { once: true }));
  const start = performance.now();
  drawFrame(context, 0);
  const timer = window.setInterval(() => drawFrame(context, (performance.now() - start) / 1000), 33);
  recorder.start(250);
  await new Promise((resolve) => window.setTimeout(resolve, seconds * 1000));
  recorder.stop();
  await stopped;
  window.clearInterval(timer);
  return new Blob(chunks, { type: 'video/webm' });
}
