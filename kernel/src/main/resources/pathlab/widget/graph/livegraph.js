// The live graph's view (pathlab.widget.graph.LiveGraph), an anywidget ES module: the kernel's
// picture of the iteration shown (the step player's, as an image of its SVG) beside the lecture's
// listing of that iteration, the final path, and each connection's cost as a field to edit. A
// click on a node places the start or the goal, as the radio buttons say; the step control (first,
// back, a slider, forward, end) asks for another iteration; a changed cost or heuristic is searched
// again. Each change goes to the kernel at once, numbered; after each redraw the view's element
// carries data-answered (the change drawn) and data-requested (the last one sent), and the picture
// data-nodes (where each node is), which the browser test reads. A change unanswered after WAITING ms (made while a cell runs, say) says the
// view waits for the kernel.

const WAITING = 300;
const END = -1; // the step of the search's end
const REACH = 1.3; // how far from a node's centre a click still picks it, in radii

/** The node whose disc holds the point (x, y) of the picture, or null: the nearest within REACH radii. */
export function nodeAt(nodes, radius, x, y) {
  let best = null;
  let bestDistance = REACH * radius;
  for (const node of nodes) {
    const distance = Math.hypot(node.x - x, node.y - y);
    if (distance <= bestDistance) {
      best = node;
      bestDistance = distance;
    }
  }
  return best;
}

function element(tag, className, parent) {
  const made = document.createElement(tag);
  made.className = className;
  parent.appendChild(made);
  return made;
}

function button(parent, text, title, onPress) {
  const made = element("button", "pathlab-livegraph-step", parent);
  made.textContent = text;
  made.title = title;
  made.addEventListener("click", onPress);
  return made;
}

function render({ model, el }) {
  const root = element("div", "pathlab-livegraph", el);
  const controls = element("div", "pathlab-livegraph-controls", root);
  element("span", "pathlab-livegraph-help", controls).textContent = "a click on a node places the";
  const group = `pathlab-livegraph-${Math.random().toString(36).slice(2)}`; // this view's two radio buttons
  const places = ["start", "goal"].map((what) => {
    const label = element("label", "", controls);
    const radio = element("input", "", label);
    radio.type = "radio";
    radio.name = group;
    radio.value = what;
    radio.checked = what === "start";
    label.appendChild(document.createTextNode(" " + what));
    return radio;
  });
  const heuristicLabel = element("label", "", controls);
  heuristicLabel.appendChild(document.createTextNode("heuristic "));
  const heuristic = element("select", "", heuristicLabel);
  for (const name of model.get("heuristics")) {
    const option = document.createElement("option");
    option.value = name;
    option.textContent = name;
    heuristic.appendChild(option);
  }
  heuristic.addEventListener("change", () => request({ type: "choose", heuristic: heuristic.value }));

  const stepper = element("div", "pathlab-livegraph-controls", root);
  const shown = () => (model.get("step") === END ? model.get("iterations") : model.get("step"));
  const step = (to) => request({ type: "step", to });
  button(stepper, "[0]", "the initial state", () => step(0));
  button(stepper, "◀", "back one iteration", () => step(Math.max(0, shown() - 1)));
  const slider = element("input", "pathlab-livegraph-slider", stepper);
  slider.type = "range";
  slider.min = 0;
  slider.addEventListener("change", () => step(Number(slider.value)));
  button(stepper, "▶", "forward one iteration", () => step(shown() + 1));
  button(stepper, "end", "the end, with the path", () => step(END));
  const stepLabel = element("span", "pathlab-livegraph-help pathlab-livegraph-iteration", stepper);

  const row = element("div", "pathlab-livegraph-row", root);
  const picture = element("img", "pathlab-livegraph-picture", row);
  picture.alt = "the graph and the search's lists";
  // Where the nodes are in the picture's own pixels (name:x,y ...), for the browser test's clicks.
  picture.dataset.nodes = model.get("nodes").map((node) => `${node.name}:${node.x},${node.y}`).join(" ");
  const side = element("div", "", row);
  const listing = element("pre", "pathlab-livegraph-listing", side);
  const costs = element("table", "pathlab-livegraph-costs", side);
  const line = element("div", "pathlab-livegraph-message", root);

  let sent = model.get("answered");
  let late = false;

  function request(message) {
    sent = Math.max(sent, model.get("answered")) + 1;
    root.dataset.requested = sent;
    model.send({ ...message, request: sent });
    const id = sent;
    setTimeout(() => {
      if (model.get("answered") < id) {
        late = true;
        draw();
      }
    }, WAITING);
  }

  picture.addEventListener("click", (event) => {
    const box = picture.getBoundingClientRect();
    const scale = model.get("width") / box.width;
    const node = nodeAt(model.get("nodes"), model.get("radius"),
      (event.clientX - box.left) * scale, (event.clientY - box.top) * scale);
    if (node) {
      const what = places.find((radio) => radio.checked).value;
      request({ type: "place", what, node: node.name });
    }
  });

  function drawCosts() {
    const connections = model.get("connections");
    if (costs.children.length !== connections.length) {
      costs.textContent = "";
      connections.forEach((connection, i) => {
        const tr = element("tr", "", costs);
        element("td", "", tr).textContent = `${connection.from} → ${connection.to}`;
        const input = element("input", "", element("td", "", tr));
        input.type = "text";
        input.inputMode = "decimal";
        input.addEventListener("change", () => request({ type: "cost", connection: i, cost: input.value }));
      });
    }
    connections.forEach((connection, i) => {
      const input = costs.children[i].children[1].children[0];
      if (input !== document.activeElement) input.value = connection.cost;
    });
  }

  function draw() {
    picture.src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(model.get("svg"));
    picture.width = model.get("width");
    listing.textContent = model.get("listing") + model.get("path");
    drawCosts();
    heuristic.value = model.get("heuristic");
    const iterations = model.get("iterations");
    slider.max = iterations;
    slider.value = shown();
    stepLabel.textContent = model.get("step") === END
      ? `the end: ${iterations} iterations` : `iteration [${model.get("step")}] of ${iterations}`;
    const waiting = late && model.get("answered") < sent;
    line.textContent = model.get("error") || (waiting ? "waiting for the kernel..." : model.get("message"));
    root.dataset.answered = model.get("answered");
  }

  const answered = () => {
    late = false;
    draw();
  };
  const listeners = [
    ["change:answered", answered],
    ["change:error", draw],
  ];
  listeners.forEach(([event, f]) => model.on(event, f));
  draw();
  return () => listeners.forEach(([event, f]) => model.off(event, f));
}

export default { render };
