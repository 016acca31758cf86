(function () {
  var ID = "@ID@", START = @START@;
  var DATA = @DATA@;
  var DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_";
  // Numbers written 5 bits a character, low bits first, 32 added while more follow (FillFrames).
  function numbers(text, gaps) {
    var out = [], value = 0, shift = 0, last = 0;
    for (var i = 0; i < text.length; i++) {
      var d = DIGITS.indexOf(text.charAt(i));
      value += (d & 31) * Math.pow(2, shift);
      if (d & 32) { shift += 5; continue; }
      last = gaps ? last + value : value;
      out.push(last);
      value = 0; shift = 0;
    }
    return out;
  }
  function rgb(hex) { return [parseInt(hex.substr(1, 2), 16), parseInt(hex.substr(3, 2), 16), parseInt(hex.substr(5, 2), 16)]; }
  function gridPainter(d, picture) {
    var W = d.width, H = d.height, c = d.cell, n = W * H;
    var canvas = document.createElement("canvas");
    canvas.width = W * c; canvas.height = H * c;
    picture.innerHTML = "";
    picture.appendChild(canvas);
    picture.insertAdjacentHTML("beforeend", d.key);
    var ctx = canvas.getContext("2d"), image = ctx.createImageData(W * c, H * c);
    var colours = d.colours.map(rgb);   // unvisited, open, closed, wall, path, start, goal, current
    var base = new Uint8Array(n), runs = numbers(d.walls, false), p = 0;
    for (var r = 0; r < runs.length; r++) {   // runs of open ground and walls, in turn
      if (r % 2) { for (var k = 0; k < runs[r]; k++) { base[p + k] = 3; } }
      p += runs[r];
    }
    var deltas = d.frames.map(function (f) { return [numbers(f.open, true), numbers(f.closed, true)]; });
    var path = numbers(d.path, true), state = new Uint8Array(n), applied = -1;
    return function (f) {
      if (f < applied) { state = new Uint8Array(n); applied = -1; }
      for (; applied < f; applied++) {
        deltas[applied + 1][0].forEach(function (x) { state[x] = 1; });
        deltas[applied + 1][1].forEach(function (x) { state[x] = 2; });
      }
      var shown = new Uint8Array(n);
      for (var i = 0; i < n; i++) { shown[i] = base[i] || state[i]; }
      if (f === d.frames.length - 1) { path.forEach(function (x) { shown[x] = 4; }); }
      shown[d.start] = 5; shown[d.goal] = 6;
      var current = d.frames[f].current;
      if (current >= 0) { shown[current] = 7; }
      var px = image.data, w = W * c;
      for (var y = 0; y < H; y++) {
        for (var x = 0; x < W; x++) {
          var col = colours[shown[y * W + x]];
          for (var dy = 0; dy < c; dy++) {
            for (var dx = 0; dx < c; dx++) {
              var o = 4 * ((y * c + dy) * w + x * c + dx);
              px[o] = col[0]; px[o + 1] = col[1]; px[o + 2] = col[2]; px[o + 3] = 255;
            }
          }
        }
      }
      ctx.putImageData(image, 0, 0);
      if (current >= 0) {   // a ring, so one cell of a large map can be found
        ctx.beginPath();
        ctx.arc((current % W + 0.5) * c, (Math.floor(current / W) + 0.5) * c, Math.max(6, 3 * c), 0, 2 * Math.PI);
        ctx.lineWidth = 2; ctx.strokeStyle = "#000"; ctx.stroke();
      }
    };
  }
  function init(root) {
    if (root.pathlabPlayer) { return; }
    root.pathlabPlayer = true;
    var q = function (s) { return root.querySelector(s); };
    var frames = DATA.frames, last = frames.length - 1;
    var picture = q(".pathlab-picture"), records = q(".pathlab-records"), listing = q(".pathlab-listing");
    var slider = q(".pathlab-slider"), speed = q(".pathlab-speed"), position = q(".pathlab-position");
    var play = q('button[data-action="play"]'), lines = root.querySelectorAll(".pathlab-line");
    var draw = DATA.kind === "grid" ? gridPainter(DATA, picture)
        : function (f) { picture.innerHTML = frames[f].picture; };
    var at = 0, timer = null;
    function show(f) {
      at = Math.max(0, Math.min(last, f));
      var it = frames[at].iteration, first = null;
      draw(at);
      records.innerHTML = frames[at].records;
      for (var i = 0; i < lines.length; i++) {
        var on = +lines[i].getAttribute("data-iteration") === it;
        lines[i].classList.toggle("pathlab-current", on);
        if (on && !first) { first = lines[i]; }
      }
      if (first) { listing.scrollTop = Math.max(0, first.offsetTop - listing.clientHeight / 3); }
      slider.value = at;
      position.textContent = "iteration " + it + " of " + root.getAttribute("data-iterations");
      root.setAttribute("data-iteration", it);
    }
    function pause() {
      if (timer) { clearInterval(timer); timer = null; }
      play.textContent = "\u25b6 play"; play.setAttribute("aria-label", "play");
    }
    function resume() {
      if (at >= last) { show(0); }
      timer = setInterval(function () { if (at >= last) { pause(); } else { show(at + 1); } }, DATA.base / +speed.value);
      play.textContent = "\u275a\u275a pause"; play.setAttribute("aria-label", "pause");
    }
    var actions = {
      first: function () { pause(); show(0); },
      back: function () { pause(); show(at - 1); },
      play: function () { if (timer) { pause(); } else { resume(); } },
      forward: function () { pause(); show(at + 1); },
      last: function () { pause(); show(last); }
    };
    root.addEventListener("click", function (e) {
      var b = e.target.closest ? e.target.closest("button[data-action]") : null;
      if (b && actions[b.getAttribute("data-action")]) { actions[b.getAttribute("data-action")](); }
    });
    slider.addEventListener("input", function () { pause(); show(+slider.value); });
    speed.addEventListener("change", function () { if (timer) { clearInterval(timer); timer = null; resume(); } });
    root.addEventListener("keydown", function (e) {
      var action = { ArrowLeft: "back", ArrowRight: "forward", Home: "first", End: "last" }[e.key];
      if (!action) { return; }
      e.stopPropagation();   // the notebook's own shortcuts never see these keys
      if (e.target === slider || e.target === speed) { return; }   // they move themselves
      e.preventDefault();
      actions[action]();
    });
    q(".pathlab-static").style.display = "none";
    var live = q(".pathlab-live");
    live.hidden = false; live.style.display = "";
    show(START);
  }
  function start() {
    var roots = document.querySelectorAll('div.pathlab-player[id="' + ID + '"]');
    for (var i = 0; i < roots.length; i++) { init(roots[i]); }
    return roots.length > 0;
  }
  var script = document.currentScript, own = script && script.parentNode;
  if (own && own.classList && own.classList.contains("pathlab-player")) {
    init(own);
  } else if (!start()) {
    var tries = 0;
    var wait = setInterval(function () { if (start() || ++tries > 100) { clearInterval(wait); } }, 50);
  }
})();
