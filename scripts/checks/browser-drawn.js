// What the browser test's hands on the live widgets share (browser-livegrid.js, browser-livegraph.js;
// browser-test puts this before each): a widget's view sets data-requested when it sends a change
// and data-answered once the kernel's answer is drawn.
const TIMEOUT = 10000;

// Resolves to the milliseconds since `start` once the change last sent is drawn, or null after TIMEOUT.
function drawn(root, start) {
  const done = () => root.dataset.requested !== undefined && root.dataset.answered === root.dataset.requested;
  return new Promise((resolve) => {
    if (done()) return resolve(performance.now() - start);
    const seen = new MutationObserver(() => {
      if (done()) { seen.disconnect(); resolve(performance.now() - start); }
    });
    seen.observe(root, { attributes: true, attributeFilter: ["data-answered", "data-requested"] });
    setTimeout(() => { seen.disconnect(); resolve(null); }, TIMEOUT);
  });
}
