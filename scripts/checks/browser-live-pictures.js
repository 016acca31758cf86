// The browser test's look at a notebook's live widget cells (LiveGrid.of(...) or LiveGraph.of(...))
// as a saved notebook opened without a kernel shows them: the width of each such cell's widest
// loaded picture in its output area (0 when none has loaded). Their still picture is what a
// notebook saved by a headless run keeps of them (kernel/README.md, "The live grid"). A cell with
// no saved output at all was never run (an assignment's student edition) and is not looked at.
const live = /\bLive(Grid|Graph)\.of\(/;
return window.jupyterapp.shell.currentWidget.content.widgets
  .filter((w) => w.model.type === "code" && live.test(w.model.sharedModel.getSource()) && w.model.outputs.length > 0)
  .map((w) => [...w.node.querySelectorAll(".jp-OutputArea-output img")]
    .reduce((widest, img) => Math.max(widest, img.complete ? img.naturalWidth : 0), 0));
