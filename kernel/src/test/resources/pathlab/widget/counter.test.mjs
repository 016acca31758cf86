// The counter's ES module (src/main/resources/pathlab/widget/counter.js) run by Node against a
// stand-in for anywidget's model and the page: it draws the model's count, a click says it waits
// for the kernel and sends {type: "click"}, a new count is drawn, the kernel's answer ends the
// waiting, a handler's error line and printed text are shown, and the cleanup stops listening.
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
    append(...children) { this.children.push(...children); },
    fire: (type) => listeners[type](),
  };
}
globalThis.document = { createElement: element };

const sent = [];
const handlers = new Map();
const state = { count: 0, busy: false, error: "", printed: "" };
const model = {
  get: (key) => state[key],
  set(key, value) {
    state[key] = value;
    handlers.get(`change:${key}`)();
  },
  send: (content) => sent.push(content),
  on: (event, f) => handlers.set(event, f),
  off: (event, f) => { if (handlers.get(event) === f) handlers.delete(event); },
};

const el = element("div");
const cleanup = module.render({ model, el });
const [button, status, printed] = el.children;
assert.equal(button.tag, "button");
assert.equal(button.textContent, "clicked 0 times");
assert.equal(status.textContent, "");
assert.equal(printed.hidden, true, "nothing printed, nothing shown");
button.fire("click");
assert.deepEqual(sent, [{ type: "click" }]);
assert.equal(button.textContent, "clicked 0 times", "the count is the kernel's, not the click's");
assert.equal(status.textContent, "waiting for the kernel...");
model.set("count", 1);
assert.equal(button.textContent, "clicked 1 times");
model.set("printed", "counted\n");
model.set("busy", false);
assert.equal(status.textContent, "", "the kernel's answer ends the waiting");
assert.equal(printed.textContent, "counted\n");
assert.equal(printed.hidden, false);
model.set("error", "stopped by Interrupt");
assert.equal(status.textContent, "stopped by Interrupt");
cleanup();
assert.equal(handlers.size, 0, "the view stops listening when it is removed");
