// The live grid's view (pathlab.widget.grid.LiveGrid), an anywidget ES module: the map on a
// canvas per search in the step player's colours, with the kernel's last searches drawn as the
// lecture draws them (closed, open, path, start, goal; at a step, the current node N too). Two
// searches show side by side on the same map, drawn smaller on the page when the notebook is
// narrower than both; a change made on either map changes both. Dragging
// the start or the goal, or painting walls (a drag that begins on open ground builds walls, one
// that begins on a wall breaks them), sends the change to the kernel, which searches again and
// sets the new fills. The step control (first, back, a slider, forward, end) asks for the lists
// after an iteration, as the step player shows them. One change is in flight at a time; a drag's
// or a slider's newest position waits for the answer, painted cells are drawn at once. Hovering a
// cell asks the kernel for its record. After each redraw the view's element carries data-answered
// (the request drawn) and data-requested (the last one sent), which the browser test times. Under
// the maps, what every widget's state says of its handlers: waiting for the kernel (a change
// unanswered after WAITING ms, e.g. made while a cell runs: it is searched when the cell ends),
// the one line of a search stopped by its time limit or by Interrupt (error; the view then sends
// its next change), and what the searches printed.

const VIEW = 720; // a lone map's longer side in CSS pixels, at most
const VIEW_BESIDE = 380; // the same for each of two maps side by side (both fit in a notebook at 1280 pixels)
const MAX_CELL = 24; // the largest cell in CSS pixels, for small maps
const WAITING = 300; // ms without an answer before the view says it waits for the kernel
const WALL = 3;
const PATH = 4;
const START = 5;
const GOAL = 6;
const CURRENT = 7;
const END = -1; // the step of each search's end

/** One value per cell from runs (value, count, value, count, ...), the kernel's packing. */
export function unpack(runs, cells) {
  const out = new Uint8Array(cells);
  let at = 0;
  for (let i = 0; i + 1 < runs.length; i += 2) {
    out.fill(runs[i], at, at + runs[i + 1]);
    at += runs[i + 1];
  }
  return out;
}

/** The step the control shows: an iteration, or the last one for the end. */
export function shownStep(step, iterations) {
  return step === END ? iterations : step;
}

function rgb(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.substr(i, 2), 16));
}

function element(tag, className, parent) {
  const made = document.createElement(tag);
  made.className = className;
  parent.appendChild(made);
  return made;
}

function choice(parent, label, options, chosen, onChoose) {
  const wrap = element("label", "pathlab-livegrid-choice", parent);
  wrap.appendChild(document.createTextNode(label + " "));
  const select = element("select", "", wrap);
  for (const name of options) {
    const option = document.createElement("option");
    option.value = name;
    option.textContent = name;
    select.appendChild(option);
  }
  select.value = chosen;
  select.addEventListener("change", () => onChoose(select.value));
  return select;
}

function button(parent, text, title, onPress) {
  const made = element("button", "pathlab-livegrid-step", parent);
  made.textContent = text;
  made.title = title;
  made.addEventListener("click", onPress);
  return made;
}

function render({ model, el }) {
  const W = model.get("width");
  const H = model.get("height");
  const cells = W * H;
  const count = model.get("sides").length;
  const scale = Math.min(MAX_CELL, (count > 1 ? VIEW_BESIDE : VIEW) / Math.max(W, H));
  const colours = model.get("colours").map(rgb);

  const root = element("div", "pathlab-livegrid", el);
  const controls = element("div", "pathlab-livegrid-controls", root);
  element("span", "pathlab-livegrid-help", controls).textContent =
    "drag the start or the goal; drag on open ground to build walls, on a wall to break them; hover a cell for its record";
  const stepper = element("div", "pathlab-livegrid-controls", root);
  const step = (to) => request({ type: "step", to });
  const shown = () => shownStep(model.get("step"), model.get("iterations"));
  button(stepper, "[0]", "the initial state", () => step(0));
  button(stepper, "◀", "back one iteration", () => step(Math.max(0, shown() - 1)));
  const slider = element("input", "pathlab-livegrid-slider", stepper);
  slider.type = "range";
  slider.min = 0;
  slider.addEventListener("input", () => step(Number(slider.value)));
  button(stepper, "▶", "forward one iteration", () => step(shown() + 1));
  button(stepper, "end", "the end, with the path", () => step(END));
  const stepLabel = element("span", "pathlab-livegrid-help pathlab-livegrid-iteration", stepper);
  const row = element("div", "pathlab-livegrid-sides", root);
  const printed = element("pre", "pathlab-livegrid-printed", root);

  const picture = document.createElement("canvas"); // one pixel per cell, scaled onto a map
  picture.width = W;
  picture.height = H;
  const pictureContext = picture.getContext("2d");
  const image = pictureContext.createImageData(W, H);

  const sides = model.get("sides").map((side, index) => {
    const column = element("div", "pathlab-livegrid-side", row);
    const top = element("div", "pathlab-livegrid-controls", column);
    element("b", "pathlab-livegrid-title", top).textContent = side.search;
    const heuristic = choice(top, "heuristic", model.get("heuristics"), side.heuristic,
      (name) => request({ type: "choose", side: index, heuristic: name }));
    const openList = choice(top, "open list", model.get("openLists"), side.openList,
      (name) => request({ type: "choose", side: index, openList: name }));
    const canvas = element("canvas", "pathlab-livegrid-map", column);
    canvas.width = Math.round(W * scale);
    canvas.height = Math.round(H * scale);
    column.style.maxWidth = `${canvas.width + 2}px`; // its lines wrap under the map, so two maps fit side by side
    const line = element("div", "pathlab-livegrid-message", column);
    const hovered = element("div", "pathlab-livegrid-record", column);
    hovered.textContent = "hover a cell for its record X(Y,c,e): g, h, f and parent";
    return { index, column, canvas, context: canvas.getContext("2d"), heuristic, openList, line, hovered, hoverCell: -1 };
  });

  let sent = model.get("answered");
  let inFlight = null; // the id of the request the kernel has not answered yet
  const waiting = []; // {message, stroke} to send after it, a drag's newest move in place of older ones
  const strokes = []; // painted cells not yet answered: {id, wall, cells: Set}
  let dragging = null; // "start", "goal" or a stroke being painted
  let dragAt = null;
  let slow = false; // the request in flight has waited longer than WAITING

  function request(message, stroke = null) {
    if (message.type === "move" || message.type === "step") {
      const older = waiting.findIndex((w) => w.message.type === message.type && w.message.what === message.what);
      if (older >= 0) waiting.splice(older, 1);
    }
    waiting.push({ message, stroke });
    next();
  }

  function next() {
    if (inFlight !== null || waiting.length === 0) return;
    const { message, stroke } = waiting.shift();
    sent = Math.max(sent, model.get("answered")) + 1;
    inFlight = sent;
    if (stroke) stroke.id = sent;
    root.dataset.requested = sent;
    model.send({ ...message, request: sent });
    const id = sent;
    setTimeout(() => {
      if (inFlight === id) {
        slow = true;
        draw();
      }
    }, WAITING);
  }

  function draw() {
    const walls = unpack(model.get("walls"), cells);
    model.get("sides").forEach((side, i) => drawSide(sides[i], side, walls));
    const iterations = model.get("iterations");
    slider.max = iterations;
    slider.value = shown();
    stepLabel.textContent = model.get("step") === END
      ? `the end: ${iterations} iterations` : `iteration [${model.get("step")}] of ${iterations}`;
    printed.textContent = model.get("printed") || "";
    printed.hidden = !model.get("printed");
    root.dataset.answered = model.get("answered");
  }

  function drawSide(view, side, walls) {
    const fill = unpack(side.fill, cells);
    const px = image.data;
    const shown = new Uint8Array(cells);
    for (let i = 0; i < cells; i++) shown[i] = walls[i] ? WALL : fill[i];
    for (const cell of side.path) shown[cell] = PATH;
    if (side.current >= 0) shown[side.current] = CURRENT;
    for (const stroke of strokes) for (const cell of stroke.cells) shown[cell] = stroke.wall ? WALL : 0;
    for (let i = 0; i < cells; i++) {
      const colour = colours[shown[i]];
      px[4 * i] = colour[0];
      px[4 * i + 1] = colour[1];
      px[4 * i + 2] = colour[2];
      px[4 * i + 3] = 255;
    }
    pictureContext.putImageData(image, 0, 0);
    view.context.imageSmoothingEnabled = false;
    view.context.drawImage(picture, 0, 0, view.canvas.width, view.canvas.height);
    marker(view.context, dragging === "start" && dragAt ? dragAt : model.get("start"), colours[START]);
    marker(view.context, dragging === "goal" && dragAt ? dragAt : model.get("goal"), colours[GOAL]);
    view.line.textContent = model.get("error") || (slow ? "waiting for the kernel..." : side.message);
    view.heuristic.value = side.heuristic;
    view.openList.value = side.openList;
  }

  /** A disc on the cell (x, y), large enough to grab on a large map. */
  function marker(context, [x, y], colour) {
    context.beginPath();
    context.arc((x + 0.5) * scale, (y + 0.5) * scale, Math.max(scale / 2, 5), 0, 2 * Math.PI);
    context.fillStyle = `rgb(${colour.join(",")})`;
    context.fill();
    context.lineWidth = 1.5;
    context.strokeStyle = "#ffffff";
    context.stroke();
  }

  function cellAt(canvas, event) {
    const box = canvas.getBoundingClientRect();
    const x = Math.floor(((event.clientX - box.left) / box.width) * W);
    const y = Math.floor(((event.clientY - box.top) / box.height) * H);
    return x >= 0 && x < W && y >= 0 && y < H ? [x, y] : null;
  }

  function near([x, y], [mx, my]) {
    const reach = Math.max(0.5, 5 / scale);
    return Math.abs(x + 0.5 - (mx + 0.5)) <= reach && Math.abs(y + 0.5 - (my + 0.5)) <= reach;
  }

  function paint([x, y]) {
    const cell = y * W + x;
    if (!dragging.cells.has(cell)) {
      dragging.cells.add(cell);
      draw();
    }
  }

  function listen(view) {
    const canvas = view.canvas;
    const down = (event) => {
      const at = cellAt(canvas, event);
      if (!at) return;
      try {
        canvas.setPointerCapture(event.pointerId);
      } catch (notCaptured) {
        // a synthetic event has no pointer to capture; the drag works without
      }
      if (near(at, model.get("start"))) dragging = "start";
      else if (near(at, model.get("goal"))) dragging = "goal";
      else {
        const walls = unpack(model.get("walls"), cells);
        dragging = { id: Infinity, wall: !walls[at[1] * W + at[0]], cells: new Set() };
        strokes.push(dragging);
        paint(at);
      }
    };
    const move = (event) => {
      const at = cellAt(canvas, event);
      if (!at) return;
      if (dragging === "start" || dragging === "goal") {
        if (!dragAt || dragAt[0] !== at[0] || dragAt[1] !== at[1]) {
          dragAt = at;
          draw();
          request({ type: "move", what: dragging, x: at[0], y: at[1] });
        }
      } else if (dragging) {
        paint(at);
      } else if (at[1] * W + at[0] !== view.hoverCell) {
        view.hoverCell = at[1] * W + at[0];
        model.send({ type: "record", side: view.index, x: at[0], y: at[1] });
      }
    };
    const up = () => {
      if (dragging && typeof dragging === "object") {
        const xy = [];
        for (const cell of dragging.cells) xy.push(cell % W, Math.floor(cell / W));
        request({ type: "paint", wall: dragging.wall, cells: xy }, dragging);
      }
      dragging = null;
      dragAt = null;
    };
    canvas.addEventListener("pointerdown", down);
    canvas.addEventListener("pointermove", move);
    canvas.addEventListener("pointerup", up);
    canvas.addEventListener("pointercancel", up);
  }
  sides.forEach(listen);

  // Two maps stay side by side in a narrow notebook (JupyterLab with its file browser open): each
  // map is drawn smaller on the page when the row is narrower than both, its pixels unchanged.
  const GAP = 12; // .pathlab-livegrid-sides's gap
  const fit = () => {
    const room = Math.floor((row.clientWidth - GAP * (sides.length - 1)) / sides.length) - 2;
    for (const view of sides) {
      const shown = room > 0 ? Math.min(view.canvas.width, room) : view.canvas.width;
      view.canvas.style.width = `${shown}px`;
      view.column.style.maxWidth = `${shown + 2}px`;
    }
  };
  const resized = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(fit);
  if (resized) resized.observe(row);

  const answered = () => {
    const id = model.get("answered");
    if (inFlight !== null && id >= inFlight) inFlight = null;
    slow = false;
    for (let i = strokes.length - 1; i >= 0; i--) if (strokes[i].id <= id) strokes.splice(i, 1);
    draw();
    next();
  };
  const ended = () => {
    if (model.get("error") && inFlight !== null) {
      // stopped before it answered: its painted cells show as the kernel has them
      for (let i = strokes.length - 1; i >= 0; i--) if (strokes[i].id <= inFlight) strokes.splice(i, 1);
      inFlight = null;
      slow = false;
    }
    draw();
    next();
  };
  const record = (content) => {
    if (content && content.type === "record" && sides[content.side || 0]) {
      sides[content.side || 0].hovered.textContent = content.text;
    }
  };

  const listeners = [
    ["change:answered", answered],
    ["change:error", ended],
    ["change:printed", ended],
    ["msg:custom", record],
  ];
  listeners.forEach(([event, f]) => model.on(event, f));
  draw();
  return () => {
    listeners.forEach(([event, f]) => model.off(event, f));
    if (resized) resized.disconnect();
  };
}

export default { render };
