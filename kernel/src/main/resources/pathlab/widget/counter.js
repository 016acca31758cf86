// The counter's view (pathlab.widget.Counter), an anywidget ES module: a button showing the
// kernel's count; a click asks the kernel to count it, and the button shows the count the kernel
// sets in the model's state. Below it, what every widget's state says of its handlers: waiting
// for the kernel (busy, set here at a click and cleared by the kernel once it has handled it),
// the one line of a handler that failed or was stopped (error), and what it printed (printed).

function render({ model, el }) {
  const button = document.createElement("button");
  button.className = "pathlab-counter";
  const status = document.createElement("div");
  status.className = "pathlab-widget-status";
  const printed = document.createElement("pre");
  printed.className = "pathlab-widget-printed";
  const draw = () => {
    button.textContent = `clicked ${model.get("count")} times`;
  };
  const drawStatus = () => {
    status.textContent = model.get("busy") ? "waiting for the kernel..." : model.get("error");
    printed.textContent = model.get("printed");
    printed.hidden = !model.get("printed");
  };
  button.addEventListener("click", () => {
    model.set("busy", true); // this page's alone (not saved): the kernel's answer clears it
    model.send({ type: "click" });
  });
  const listeners = [
    ["change:count", draw],
    ["change:busy", drawStatus],
    ["change:error", drawStatus],
    ["change:printed", drawStatus],
  ];
  listeners.forEach(([event, f]) => model.on(event, f));
  draw();
  drawStatus();
  el.append(button, status, printed);
  return () => listeners.forEach(([event, f]) => model.off(event, f));
}

export default { render };
