/**
 * The stand-in for signature_pad in Vitest (jsdom has no canvas; setup.ts mocks the module with
 * this). Each pad the app makes is kept in `pads`, so a test can "draw" on it (`drawOn`) and see it
 * cleared; a pad is empty until something is drawn.
 */
type Listener = (e: Event) => void;

export const pads: SignaturePad[] = [];

export default class SignaturePad {
  readonly canvas: unknown;
  readonly options: unknown;
  private empty = true;
  private listeners = new Map<string, Set<Listener>>();
  offCalls = 0;
  constructor(canvas: unknown, options?: unknown) {
    this.canvas = canvas;
    this.options = options;
    pads.push(this);
  }
  clear() {
    this.empty = true;
  }
  redraw() {}
  isEmpty() {
    return this.empty;
  }
  toData() {
    return this.empty ? [] : [{ points: [{ x: 1, y: 1, time: 0, pressure: 0.5 }] }];
  }
  fromData(data: unknown[]) {
    this.empty = data.length === 0;
  }
  toDataURL() {
    return 'data:image/png;base64,';
  }
  fromDataURL() {
    this.empty = false;
    return Promise.resolve();
  }
  on() {}
  off() {
    this.offCalls++;
  }
  addEventListener(type: string, fn: Listener) {
    if (!this.listeners.has(type)) this.listeners.set(type, new Set());
    this.listeners.get(type)!.add(fn);
  }
  removeEventListener(type: string, fn: Listener) {
    this.listeners.get(type)?.delete(fn);
  }
  /** What a test does in place of a stroke: the pad has a signature, and 'endStroke' fires. */
  draw() {
    this.empty = false;
    for (const fn of this.listeners.get('beginStroke') ?? []) fn(new Event('beginStroke'));
    for (const fn of this.listeners.get('endStroke') ?? []) fn(new Event('endStroke'));
  }
}

/** Draws on the last pad made. */
export function drawOnLastPad(): void {
  const pad = pads[pads.length - 1];
  if (!pad) throw new Error('no signature pad was made');
  pad.draw();
}
