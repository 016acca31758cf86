// What wraps or overflows in the open notebook at the window's width: the browser test's layout
// part (scripts/checks/browser-test --layout) runs this in the page, on the notebook's saved outputs.
//
// Idea: a line of text is one visual line when the boxes of its characters (a Range over them,
// getClientRects) all share one top; a line the browser wrapped has boxes on two or more tops,
// its rendered height a multiple of the line height. Checked, where they are shown:
//   * every HTML table of an output: each cell's text on one line, and a table wider than its
//     output area scrolls inside a box of its own (not the output area, not the page);
//   * every step player's listing: each .pathlab-line one visual line;
//   * every text output (pre): no table row or listing line wrapped (a sentence or a list of
//     names may wrap at a blank, as prose does);
//   * every code block of the text: no line wrapped.
// Returns {problems: [{cell, what}], views: {player, picture, table, text, problem}}: cell is the
// cell's number in the notebook (1 = its first cell), what says what wrapped; views are the first
// elements of each kind (problem: the first problem's), for the screenshots.
const notebook = window.jupyterapp.shell.currentWidget.content;
const cells = notebook.widgets.map(w => w.node);
const cellOf = e => cells.findIndex(c => c.contains(e)) + 1;
const quoted = text => {
  const s = text.replace(/\s+/g, ' ').trim();
  return '"' + (s.length > 50 ? s.slice(0, 47) + '...' : s) + '"';
};
const shown = e => e.offsetParent !== null && !e.closest('.pathlab-static');
const problems = [];
const views = {};
const problem = (element, what) => problems.push({cell: cellOf(element), what, element});

// The visual lines of a range: its boxes' distinct tops (boxes of one line differ in top by less
// than half a line, as inline elements of another size do).
function visualLines(range) {
  const boxes = Array.from(range.getClientRects()).filter(b => b.width > 0 && b.height > 0);
  if (boxes.length === 0) return 0;
  const height = Math.min(...boxes.map(b => b.height));
  const tops = boxes.map(b => b.top).sort((a, b) => a - b);
  return 1 + tops.slice(1).filter((top, i) => top - tops[i] > height / 2).length;
}

// The text lines of an element (split at its newlines), each as a range over its characters
// without the line's trailing blanks; blank lines are left out.
function textLines(element) {
  const where = [];       // [text node, offset] of each character of the element's text
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.data.length; i++) where.push([node, i]);
  }
  const text = where.map(([node, i]) => node.data[i]).join('');
  const lines = [];
  let start = 0;
  for (const line of text.split('\n')) {
    const length = line.replace(/\s+$/, '').length;
    if (line.trim()) {
      const range = document.createRange();
      range.setStart(...where[start]);
      const [last, offset] = where[start + length - 1];
      range.setEnd(last, offset + 1);
      lines.push({text: line, range});
    }
    start += line.length + 1;
  }
  return lines;
}

// One problem for an element whose lines wrap: how many of how many, and the first of them.
function wrappedLines(element, kind, lines) {
  const wrapped = lines.map(l => ({text: l.text, count: visualLines(l.range)})).filter(l => l.count > 1);
  if (wrapped.length > 0) {
    problem(element, `${kind}: ${wrapped.length} of ${lines.length} lines wrap, the first ${quoted(wrapped[0].text)} `
            + `onto ${wrapped[0].count} lines`);
  }
}

for (const table of document.querySelectorAll('.jp-OutputArea-output table')) {
  if (!shown(table)) continue;
  views.table = views.table || table;
  const caption = table.caption ? table.caption.innerText : '';
  const name = `table ${caption ? quoted(caption) + ' ' : ''}(${table.rows.length} rows)`;
  const wrapped = [];
  for (const row of table.rows) {
    for (const cell of row.cells) {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const count = visualLines(range);
      if (count > 1) wrapped.push(`row ${row.rowIndex + 1}, column ${cell.cellIndex + 1} ${quoted(cell.innerText)} onto ${count} lines`);
    }
  }
  if (wrapped.length > 0) problem(table, `${name}: ${wrapped.length} cells wrap, the first ${wrapped[0]}`);
  const area = table.closest('.jp-OutputArea-output');
  const right = area.getBoundingClientRect().right;
  const width = table.getBoundingClientRect().right - right;
  if (width > 1) {
    let box = table.parentElement;
    while (box !== area && !(['auto', 'scroll'].includes(getComputedStyle(box).overflowX)
                             && box.getBoundingClientRect().right <= right + 1)) {
      box = box.parentElement;
    }
    if (box === area) problem(table, `${name}: ${Math.round(width)} px wider than its output area, and not in a box of its own that scrolls`);
  }
}

for (const listing of document.querySelectorAll('.jp-OutputArea-output .pathlab-listing')) {
  if (!shown(listing)) continue;
  const lines = Array.from(listing.querySelectorAll('.pathlab-line')).flatMap(textLines);
  wrappedLines(listing, 'step player\'s listing', lines);
}

// A sentence or a list of names: four words in a row or a comma and a blank, and no gap of two
// blanks or bar between columns (a listing's records are written without blanks after commas).
const sentence = line => (/[A-Za-z'’-]+ [A-Za-z'’-]+ [A-Za-z'’-]+ [A-Za-z'’-]+/.test(line) || /, \S/.test(line))
  && !/\S {2,}\S/.test(line.trim()) && !/ [|│] /.test(line);

for (const pre of document.querySelectorAll('.jp-OutputArea-output pre, .jp-MarkdownOutput pre')) {
  if (!shown(pre) || pre.classList.contains('pathlab-listing')) continue;
  const output = pre.closest('.jp-OutputArea-output') !== null;
  if (output) views.text = views.text || pre;
  const lines = textLines(pre);
  wrappedLines(pre, output ? 'text output' : 'code block in the text',
               output ? lines.filter(l => !sentence(l.text)) : lines);
}

views.player = Array.from(document.querySelectorAll('.jp-OutputArea-output .pathlab-player')).find(shown);
views.picture = Array.from(document.querySelectorAll('.jp-OutputArea-output img, .jp-OutputArea-output svg, .jp-OutputArea-output canvas'))
  .find(e => shown(e) && !(e.parentElement && e.parentElement.closest('svg')));
problems.sort((a, b) => a.cell - b.cell);
views.problem = problems.length > 0 ? problems[0].element : null;
return {problems: problems.map(({cell, what}) => ({cell, what})), views};
