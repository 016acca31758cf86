// The counter's view (pathlab.widget.Counter), an anywidget ES module: a button showing the
// kernel's count; a click asks the kernel to count it, and the button shows the count the kernel
// sets in the model's state.

function render({ model, el }) {
  const button = document.createElement("button");
  button.className = "pathlab-counter";
  const draw = () => {
    button.textContent = `clicked ${model.get("count")} times`;
  };
  button.addEventListener("click", () => model.send({ type: "click" }));
  model.on("change:count", draw);
  draw();
  el.appendChild(button);
  return () => model.off("change:count", draw);
}

export default { render };
