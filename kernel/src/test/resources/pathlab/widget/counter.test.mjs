// The counter's ES module (src/main/resources/pathlab/widget/counter.js) run by Node against a
// stand-in for anywidget's model and the page: it draws the model's count, a click sends
// {type: "click"} to the kernel, a new count is drawn, and the cleanup stops listening.
// Usage: node counter.test.mjs PATH_OF_counter.js.mjs (WidgetModulesTest runs it).

import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";

const module = (await import(pathToFileURL(process.argv[2]).href)).default;

function element(tag) {
  const listeners = {};
  return {
    tag,
    children: [],
    textContent: "",
    addEventListener: (type, f) => { listeners[type] = f; },
    appendChild(child) { this.children.push(child); },
    fire: (type) => listeners[type](),
  };
}
globalThis.document = { createElement: element };

const sent = [];
const handlers = new Map();
const state = { count: 0 };
const model = {
  get: (key) => state[key],
  send: (content) => sent.push(content),
  on: (event, f) => handlers.set(event, f),
  off: (event, f) => { if (handlers.get(event) === f) handlers.delete(event); },
};

const el = element("div");
const cleanup = module.render({ model, el });
const button = el.children[0];
assert.equal(button.tag, "button");
assert.equal(button.textContent, "clicked 0 times");
button.fire("click");
assert.deepEqual(sent, [{ type: "click" }]);
assert.equal(button.textContent, "clicked 0 times", "the count is the kernel's, not the click's");
state.count = 1;
handlers.get("change:count")();
assert.equal(button.textContent, "clicked 1 times");
cleanup();
assert.equal(handlers.size, 0, "the view stops listening when it is removed");
