// The live grid's ES module (src/main/resources/pathlab/widget/grid/livegrid.js) run by Node
// against a stand-in for anywidget's model and the page: it unpacks the kernel's runs, draws the
// walls and the fill in the step player's colours, asks for a hovered cell's record and shows the
// answer, sends a dragged goal (one request in flight, the newest position next), draws painted
// walls at once and sends them, says when it waits for the kernel, shows a stopped search's line
// and goes on with the next change, shows what the search printed, steps (the newest step next,
// the current node drawn), draws two searches side by side, each answering its own hover, and the
// cleanup stops listening.
// Usage: node livegrid.test.mjs PATH_OF_livegrid.js.mjs (WidgetModulesTest runs it).

import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { element, pictures, standInModel, timers } from "../standin.mjs";

const imported = await import(pathToFileURL(process.argv[2]).href);
const module = imported.default;

assert.deepEqual([...imported.unpack([0, 2, 1, 1, 2, 3], 6)], [0, 0, 1, 2, 2, 2]);
assert.equal(imported.shownStep(-1, 9), 9, "the end is the last iteration on the slider");
assert.equal(imported.shownStep(4, 9), 4);

const colours = ["#ffffff", "#a8d1f0", "#f2b380", "#3c3c3c", "#2e8b3a", "#1f4fd1", "#d42020", "#f2c200"];
const side = (changes) => ({
  search: "my A*", heuristic: "octile", openList: "indexed-heap",
  fill: [2, 3, 1, 1, 0, 8], path: [0, 1, 2], current: -1, message: "my A*: path", ...changes,
});
const state = {
  width: 4, height: 3, colours,
  heuristics: ["zero", "octile"], openLists: ["unsorted", "indexed-heap"],
  walls: [0, 5, 1, 1, 0, 6], // (1,1) is a wall
  sides: [side({})], start: [0, 0], goal: [3, 2], step: -1, iterations: 6, answered: 0,
};
const { model, sent, handlers, answer } = standInModel(state);
const colourOf = (picture, cell) => "#" + [...picture.slice(4 * cell, 4 * cell + 3)].map((c) => c.toString(16).padStart(2, "0")).join("");

const el = element("div");
const cleanup = module.render({ model, el });
const root = el.children[0];
const [, stepper, row, printed] = root.children;
const [top, canvas, line, hovered] = row.children[0].children;
const [first, back, slider, forward, last, stepLabel] = stepper.children;
assert.equal(canvas.width, 96, "a small map's cell is 24 pixels");
assert.equal(top.children[0].textContent, "my A*");
assert.equal(line.textContent, "my A*: path");
assert.equal(stepLabel.textContent, "the end: 6 iterations");
assert.equal(slider.value, 6);
let drawn = pictures.at(-1);
assert.equal(colourOf(drawn, 5), "#3c3c3c", "the wall");
assert.equal(colourOf(drawn, 1), "#2e8b3a", "the path over the closed cells");
assert.equal(colourOf(drawn, 3), "#a8d1f0", "open");
assert.equal(colourOf(drawn, 4), "#ffffff", "unvisited");
assert.equal(root.dataset.answered, 0);

const at = (x, y) => ({ clientX: 24 * x + 12, clientY: 24 * y + 12, pointerId: 1 });
canvas.fire("pointermove", at(1, 0));
canvas.fire("pointermove", at(1, 0));
assert.deepEqual(sent, [{ type: "record", side: 0, x: 1, y: 0 }], "a hover asks once per cell");
handlers.get("msg:custom")({ type: "record", side: 0, text: "(1,0)((0,0),1,4) closed" });
assert.equal(hovered.textContent, "(1,0)((0,0),1,4) closed");

sent.length = 0;
canvas.fire("pointerdown", at(3, 2));
canvas.fire("pointermove", at(2, 2));
canvas.fire("pointermove", at(1, 2));
canvas.fire("pointermove", at(0, 2));
canvas.fire("pointerup", at(0, 2));
assert.deepEqual(sent, [{ type: "move", what: "goal", x: 2, y: 2, request: 1 }], "one request in flight");
assert.equal(root.dataset.requested, 1);
answer({ goal: [2, 2], answered: 1 });
assert.equal(root.dataset.answered, 1);
assert.deepEqual(sent.at(-1), { type: "move", what: "goal", x: 0, y: 2, request: 2 }, "then the newest position");

sent.length = 0;
canvas.fire("pointerdown", at(2, 1));
canvas.fire("pointermove", at(3, 1));
canvas.fire("pointerup", at(3, 1));
drawn = pictures.at(-1);
assert.equal(colourOf(drawn, 7), "#3c3c3c", "a painted wall is drawn before the kernel answers");
assert.deepEqual(sent, [], "it waits for the move in flight");
answer({ goal: [0, 2], answered: 2 });
assert.deepEqual(sent, [{ type: "paint", wall: true, cells: [2, 1, 3, 1], request: 3 }]);
answer({ walls: [0, 5, 1, 3, 0, 4], answered: 3 });
canvas.fire("pointerdown", at(1, 1));
canvas.fire("pointerup", at(1, 1));
assert.deepEqual(sent.at(-1), { type: "paint", wall: false, cells: [1, 1], request: 4 }, "a drag from a wall breaks walls");

const select = top.children[1].children[1];
select.value = "zero";
select.fire("change");
answer({ sides: [side({ heuristic: "zero" })], answered: 4 });
assert.deepEqual(sent.at(-1), { type: "choose", side: 0, heuristic: "zero", request: 5 });

timers.splice(0).forEach((f) => f());
assert.equal(line.textContent, "waiting for the kernel...", "an answer that is late says so");
select.value = "octile";
select.fire("change"); // waits behind request 5
Object.assign(state, { error: "stopped: it ran longer than its time limit of 10 s", busy: false });
handlers.get("change:error")();
assert.equal(line.textContent, "stopped: it ran longer than its time limit of 10 s");
assert.deepEqual(sent.at(-1), { type: "choose", side: 0, heuristic: "octile", request: 6 }, "the next change goes after a stop");
Object.assign(state, { error: "", printed: "expanded 12 cells\n" });
handlers.get("change:printed")();
answer({ sides: [side({})], answered: 6 });
assert.equal(line.textContent, "my A*: path");
assert.equal(printed.textContent, "expanded 12 cells\n");
assert.equal(printed.hidden, false);

// Stepping: back from the end is the last iteration but one; a slider's newest value waits for the answer.
sent.length = 0;
back.fire("click");
assert.deepEqual(sent, [{ type: "step", to: 5, request: 7 }]);
slider.value = "2";
slider.fire("input");
slider.value = "3";
slider.fire("input");
answer({ step: 5, sides: [side({ fill: [2, 2, 1, 1, 0, 8], path: [], current: 1 })], answered: 7 });
assert.equal(stepLabel.textContent, "iteration [5] of 6");
assert.equal(colourOf(pictures.at(-1), 1), "#f2c200", "the current node N");
assert.equal(colourOf(pictures.at(-1), 0), "#f2b380", "no path before the end");
assert.deepEqual(sent.slice(1), [{ type: "step", to: 3, request: 8 }], "the slider's newest value, not each");
answer({ step: 3, answered: 8 });
first.fire("click");
assert.deepEqual(sent.at(-1), { type: "step", to: 0, request: 9 });
answer({ step: 0, answered: 9 });
forward.fire("click");
assert.deepEqual(sent.at(-1), { type: "step", to: 1, request: 10 });
answer({ step: 1, answered: 10 });
last.fire("click");
assert.deepEqual(sent.at(-1), { type: "step", to: -1, request: 11 });
answer({ step: -1, sides: [side({})], answered: 11 });

cleanup();
assert.equal(handlers.size, 0, "the view stops listening when it is removed");

// Two searches side by side: a map each, narrower, each with its own choices, hover and line.
Object.assign(state, {
  width: 40, height: 30, walls: [0, 1200], step: -1, answered: 0,
  sides: [side({ fill: [0, 1200], path: [] }), side({ search: "Dijkstra", heuristic: "zero", fill: [2, 1200], path: [], message: "Dijkstra: path" })],
});
const observed = []; // what the view's resize observer watches, with its callback
globalThis.ResizeObserver = class { constructor(f) { this.f = f; } observe(e) { observed.push([e, this.f]); } disconnect() { observed.length = 0; } };
const two = element("div");
const cleanupTwo = module.render({ model, el: two });
const both = two.children[0].children[2].children;
const [watched, onResize] = observed[0];
watched.clientWidth = 500; // a narrow notebook: both maps drawn smaller, still side by side
onResize();
assert.equal(both[0].children[1].style.width, "242px");
assert.equal(both[1].style.maxWidth, "244px");
watched.clientWidth = 2000;
onResize();
assert.equal(both[1].children[1].style.width, "380px", "never larger than drawn");
assert.equal(both.length, 2);
assert.equal(both[0].children[1].width, 380, "each map fits beside the other");
assert.equal(watched, two.children[0].children[2], "the row of maps is watched");
assert.equal(both[1].children[0].children[0].textContent, "Dijkstra");
assert.equal(both[1].children[2].textContent, "Dijkstra: path");
assert.equal(colourOf(pictures.at(-1), 100), "#f2b380", "Dijkstra's fill on its map");
assert.equal(colourOf(pictures.at(-2), 100), "#ffffff", "the first search's on its own");
sent.length = 0;
const right = both[1].children[1];
right.fire("pointermove", { clientX: 380 / 40 * 5.5, clientY: 380 / 40 * 2.5 });
assert.deepEqual(sent, [{ type: "record", side: 1, x: 5, y: 2 }]);
handlers.get("msg:custom")({ type: "record", side: 1, text: "(5,2) closed" });
assert.equal(both[1].children[3].textContent, "(5,2) closed");
assert.equal(both[0].children[3].textContent, "hover a cell for its record X(Y,c,e): g, h, f and parent");
both[1].children[0].children[1].children[1].value = "octile";
both[1].children[0].children[1].children[1].fire("change");
assert.deepEqual(sent.at(-1), { type: "choose", side: 1, heuristic: "octile", request: 1 });
cleanupTwo();
assert.equal(observed.length, 0, "the resize observer stops with the view");
