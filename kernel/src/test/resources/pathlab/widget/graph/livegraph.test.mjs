// The live graph's ES module (src/main/resources/pathlab/widget/graph/livegraph.js) run by Node
// against a stand-in for anywidget's model and the page: it finds the node under a click, shows
// the kernel's picture, listing, path and costs, places the start or the goal as the radio buttons
// say, sends an edited cost as typed, steps, says when it waits for the kernel, shows a stopped
// handler's line, and the cleanup stops listening.
// Usage: node livegraph.test.mjs PATH_OF_livegraph.js.mjs (WidgetModulesTest runs it).

import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { element, standInModel, timers } from "../standin.mjs";

const imported = await import(pathToFileURL(process.argv[2]).href);
const module = imported.default;

const nodes = [{ name: "A", x: 50, y: 50 }, { name: "B", x: 150, y: 50 }];
assert.equal(imported.nodeAt(nodes, 15, 55, 45).name, "A");
assert.equal(imported.nodeAt(nodes, 15, 140, 60).name, "B");
assert.equal(imported.nodeAt(nodes, 15, 100, 50), null, "between the two, none");

const state = {
  nodes, radius: 15, width: 200, heuristics: ["zero (Dijkstra)", "underestimating"], heuristic: "zero (Dijkstra)",
  svg: "<svg width=\"200\"><text>[3] N: C</text></svg>", listing: "[3] N: C\nO: D(C,6)\n", path: "Path: A -> C\n",
  connections: [{ from: "A", to: "B", cost: "4" }, { from: "B", to: "C", cost: "1" }],
  step: -1, iterations: 5, message: "Dijkstra from A to F: path cost 14", answered: 0, error: "",
};
const { model, sent, handlers, answer } = standInModel(state);

const el = element("div");
const cleanup = module.render({ model, el });
const root = el.children[0];
const [controls, stepper, row, line] = root.children;
const [picture, side] = row.children;
picture.box = { left: 10, top: 20, width: 100, height: 50 };
const [listing, costs] = side.children;
const [, back, slider, forward, last, stepLabel] = stepper.children;
assert.equal(picture.src, "data:image/svg+xml;charset=utf-8," + encodeURIComponent(state.svg));
assert.equal(listing.textContent, "[3] N: C\nO: D(C,6)\nPath: A -> C\n");
assert.equal(line.textContent, "Dijkstra from A to F: path cost 14");
assert.equal(stepLabel.textContent, "the end: 5 iterations");
assert.equal(costs.children.length, 2);
assert.equal(costs.children[0].children[0].textContent, "A → B");
assert.equal(costs.children[1].children[1].children[0].value, "1");

// The picture is drawn at half its size (100 pixels for 200): a click 75, 25 into it is (150, 50) of the picture, B.
picture.fire("click", { clientX: 10 + 75, clientY: 20 + 25 });
assert.deepEqual(sent, [{ type: "place", what: "start", node: "B", request: 1 }]);
assert.equal(root.dataset.requested, 1);
answer({ answered: 1 });
assert.equal(root.dataset.answered, 1);
const [startRadio, goalRadio] = [controls.children[1].children[0], controls.children[2].children[0]];
assert.equal(startRadio.name, goalRadio.name, "one group: choosing one radio button unchooses the other");
assert.notEqual(startRadio.name, "");
startRadio.checked = false; // as the browser does for the group
goalRadio.checked = true;
picture.fire("click", { clientX: 10 + 25, clientY: 20 + 25 });
assert.deepEqual(sent.at(-1), { type: "place", what: "goal", node: "A", request: 2 });
sent.length = 0;
picture.fire("click", { clientX: 10 + 50, clientY: 20 + 45 });
assert.deepEqual(sent, [], "a click on no node sends nothing");

const cost = costs.children[0].children[1].children[0];
cost.value = "-3";
cost.fire("change");
assert.deepEqual(sent.at(-1), { type: "cost", connection: 0, cost: "-3", request: 3 }, "the cost as typed: the kernel checks it");
timers.splice(0).forEach((f) => f());
assert.equal(line.textContent, "waiting for the kernel...");
answer({ answered: 3, message: "the cost of A -> B must be a number of at least 0, not '-3'" });
assert.equal(line.textContent, "the cost of A -> B must be a number of at least 0, not '-3'");
assert.equal(cost.value, "4", "the field shows the kernel's cost again");

back.fire("click");
assert.deepEqual(sent.at(-1), { type: "step", to: 4, request: 4 });
answer({ answered: 4, step: 4 });
assert.equal(stepLabel.textContent, "iteration [4] of 5");
forward.fire("click");
assert.deepEqual(sent.at(-1), { type: "step", to: 5, request: 5 });
slider.value = "2";
slider.fire("change");
assert.deepEqual(sent.at(-1), { type: "step", to: 2, request: 6 });
last.fire("click");
assert.deepEqual(sent.at(-1), { type: "step", to: -1, request: 7 });

const heuristic = controls.children[3].children[1];
heuristic.value = "underestimating";
heuristic.fire("change");
assert.deepEqual(sent.at(-1), { type: "choose", heuristic: "underestimating", request: 8 });

Object.assign(state, { error: "stopped: it ran longer than its time limit of 10 s" });
handlers.get("change:error")();
assert.equal(line.textContent, "stopped: it ran longer than its time limit of 10 s");

cleanup();
assert.equal(handlers.size, 0, "the view stops listening when it is removed");
