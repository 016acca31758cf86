// A stand-in for the page and for anywidget's model, for running the live widgets' ES modules in
// Node (grid/livegrid.test.mjs, graph/livegraph.test.mjs): elements that keep their children,
// attributes and listeners, a canvas whose pictures are kept, timers that run when the test says
// time has passed, and a model whose state the test sets and whose messages it reads.

/** Every putImageData of a canvas, in order: the pixels the view drew. */
export const pictures = [];
/** The view's timers, run by the test when it says time has passed. */
export const timers = [];

/**
 * An element: its children, dataset, style and listeners (fire(type, event) calls one); its box is
 * `box` when the test sets one, else its width and height at (0, 0).
 */
export function element(tag) {
  const listeners = {};
  return {
    tag,
    children: [],
    dataset: {},
    style: {},
    textContent: "",
    value: "",
    title: "",
    width: 0,
    height: 0,
    box: null,
    addEventListener: (type, f) => { listeners[type] = f; },
    appendChild(child) { this.children.push(child); },
    fire: (type, event) => listeners[type](event),
    getBoundingClientRect() { return this.box || { left: 0, top: 0, width: this.width, height: this.height }; },
    setPointerCapture() { throw new Error("no such pointer"); },
    getContext: () => ({
      createImageData: (w, h) => ({ data: new Uint8ClampedArray(4 * w * h) }),
      putImageData: (image) => pictures.push(Uint8ClampedArray.from(image.data)),
      drawImage() {}, beginPath() {}, arc() {}, fill() {}, stroke() {},
    }),
  };
}

globalThis.document = { createElement: element, createTextNode: (text) => ({ text }) };
globalThis.setTimeout = (f) => timers.push(f);

/**
 * A model over `state`: what the view sends is kept in `sent`, its listeners in `handlers`;
 * answer(changes) sets the state as a kernel's answer does and tells the view.
 */
export function standInModel(state) {
  const sent = [];
  const handlers = new Map();
  const model = {
    get: (key) => state[key],
    send: (content) => sent.push(content),
    on: (event, f) => handlers.set(event, f),
    off: (event, f) => { if (handlers.get(event) === f) handlers.delete(event); },
  };
  const answer = (changes) => { Object.assign(state, changes); handlers.get("change:answered")(); };
  return { model, sent, handlers, answer };
}
