// The browser test's hand on a live graph (pathlab.widget.graph.LiveGraph, drawn by livegraph.js):
// scripts/checks/browser-test --widgets runs this in the page with arguments (what, a, b) to act on
// the page's first live graph as a user would, and to look at it.
//   place  a click on the node named a, with the radio button b ("start" or "goal") chosen first
//   cost   the cost field of connection number a set to the text b, as if typed and left
//   step   the slider set to iteration a (-1: the end button pressed)
//   look   {message, listing, step, answered, requested, shown}: the line under the picture, the
//          listing beside it, the step control's label, the change drawn and the last one sent,
//          and whether the picture has loaded
// Every action resolves to the milliseconds until the kernel's answer is drawn (null: none in 10 s):
// drawn(root, start) comes from browser-drawn.js, which browser-test puts before this.
const [what, a, b] = arguments;
const root = document.querySelector(".pathlab-livegraph");
const picture = root.querySelector("img.pathlab-livegraph-picture");

/** Where the node named `name` is on the page: its centre in the picture (data-nodes), scaled as drawn. */
function centreOf(name) {
  const [x, y] = picture.dataset.nodes.split(" ").find((node) => node.startsWith(name + ":")).split(":")[1].split(",");
  const box = picture.getBoundingClientRect();
  const scale = box.width / picture.naturalWidth;
  return { clientX: box.left + Number(x) * scale, clientY: box.top + Number(y) * scale };
}

const start = performance.now();
if (what === "place") {
  root.querySelector(`input[type=radio][value=${b}]`).click();
  picture.dispatchEvent(new MouseEvent("click", { ...centreOf(a), bubbles: true }));
  return drawn(root, start);
}
if (what === "cost") {
  const field = root.querySelectorAll(".pathlab-livegraph-costs input")[a];
  field.value = b;
  field.dispatchEvent(new Event("change", { bubbles: true }));
  return drawn(root, start);
}
if (what === "step") {
  if (a < 0) {
    [...root.querySelectorAll("button.pathlab-livegraph-step")].at(-1).click();
  } else {
    const slider = root.querySelector(".pathlab-livegraph-slider");
    slider.value = a;
    slider.dispatchEvent(new Event("change", { bubbles: true }));
  }
  return drawn(root, start);
}
return {
  message: root.querySelector(".pathlab-livegraph-message").textContent,
  listing: root.querySelector(".pathlab-livegraph-listing").textContent,
  step: root.querySelector(".pathlab-livegraph-iteration").textContent,
  answered: root.dataset.answered,
  requested: root.dataset.requested,
  shown: picture.complete && picture.naturalWidth > 0,
};
