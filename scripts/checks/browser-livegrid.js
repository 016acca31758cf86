// The browser test's hand on a live grid (pathlab.widget.grid.LiveGrid, drawn by livegrid.js):
// scripts/checks/browser-test --widgets runs this in the page with arguments (what, width, height,
// x, y, toX, toY, which, side) to act on the page's live grid number `which` (0 the first) and on
// its map number `side` (0 the first; two searches side by side have two) as a pointer would, and
// to look at it.
//   click  pointer down and up on cell (x, y): paints a wall there, or breaks one; resolves to the
//          milliseconds from pointer down to the kernel's answer drawn on the canvas (null: none in 10 s)
//   drag   pointer down on (x, y), moves cell by cell to (toX, toY), up; resolves as click does
//   hover  the pointer over (x, y) with no button; resolves to the record line once it names the cell
//   step   the slider set to iteration x (-1: the end button pressed); resolves as click does
//   look   {message, record, answered, requested, colour, step, maps, top}: the lines under the map,
//          the request drawn and the last one sent, the canvas's colour at the middle of cell (x, y),
//          the step control's label, how many maps the grid has and where the map's top is
// drawn(root, start) and TIMEOUT come from browser-drawn.js, which browser-test puts before this.
const [what, width, height, x, y, toX, toY, which = 0, side = 0] = arguments;
const root = document.querySelectorAll(".pathlab-livegrid")[which];
const canvas = root.querySelectorAll("canvas.pathlab-livegrid-map")[side];

function at(cx, cy, buttons) {
  const box = canvas.getBoundingClientRect();
  return {
    clientX: box.left + ((cx + 0.5) * box.width) / width,
    clientY: box.top + ((cy + 0.5) * box.height) / height,
    buttons, button: 0, pointerId: 1, isPrimary: true, bubbles: true,
  };
}

function fire(type, cx, cy, buttons) {
  canvas.dispatchEvent(new PointerEvent(type, at(cx, cy, buttons)));
}

function look() {
  const box = canvas.getBoundingClientRect();
  const px = Math.floor(((x + 0.5) * canvas.width) / width);
  const py = Math.floor(((y + 0.5) * canvas.height) / height);
  const [r, g, b] = canvas.getContext("2d").getImageData(px, py, 1, 1).data;
  return {
    message: root.querySelectorAll(".pathlab-livegrid-message")[side].textContent,
    record: root.querySelectorAll(".pathlab-livegrid-record")[side].textContent,
    answered: root.dataset.answered,
    requested: root.dataset.requested,
    colour: "#" + [r, g, b].map((c) => c.toString(16).padStart(2, "0")).join(""),
    shown: box.width > 0,
    top: Math.round(box.top),
    step: root.querySelector(".pathlab-livegrid-iteration").textContent,
    maps: root.querySelectorAll("canvas.pathlab-livegrid-map").length,
  };
}

if (what === "click") {
  const start = performance.now();
  fire("pointerdown", x, y, 1);
  fire("pointerup", x, y, 0);
  return drawn(root, start);
}
if (what === "drag") {
  const start = performance.now();
  fire("pointerdown", x, y, 1);
  const steps = Math.max(Math.abs(toX - x), Math.abs(toY - y));
  for (let i = 1; i <= steps; i++) {
    fire("pointermove", Math.round(x + ((toX - x) * i) / steps), Math.round(y + ((toY - y) * i) / steps), 1);
  }
  fire("pointerup", toX, toY, 0);
  return drawn(root, start);
}
if (what === "hover") {
  const record = root.querySelectorAll(".pathlab-livegrid-record")[side];
  fire("pointermove", x, y, 0);
  return new Promise((resolve) => {
    const started = performance.now();
    const poll = () => {
      if (record.textContent.startsWith(`(${x},${y})`)) resolve(record.textContent);
      else if (performance.now() - started > TIMEOUT) resolve(null);
      else setTimeout(poll, 10);
    };
    poll();
  });
}
if (what === "step") {
  const start = performance.now();
  if (x < 0) {
    [...root.querySelectorAll("button.pathlab-livegrid-step")].at(-1).click();
  } else {
    const slider = root.querySelector(".pathlab-livegrid-slider");
    slider.value = x;
    slider.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return drawn(root, start);
}
return look();
