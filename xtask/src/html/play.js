// A play page of `cargo xtask site`: a game of the page's variant
// (document.body.dataset.variant) played by clicks, with the rules and the
// engine of the cvpages-web WebAssembly module. The module comes with the
// page (cvpages-module.js: `cvpagesGlue`, wasm-bindgen's no-modules
// script, and `cvpagesWasmBytes`, the module's bytes), so nothing is
// fetched and the page works from file://. The engine thinks in a Web
// Worker made from a Blob of the same two functions, so the page stays
// responsive; Stop ends the worker.
//
// A turn is built step by step from the module's legal next steps: click a
// piece, its steps are marked on the board, click a target (several steps
// to one target, such as promotions, are offered as buttons); every next
// step is also a button in the list beside the board, for the keyboard
// and for steps without a square (Multimove's End). A turn ends when the
// variant says so, and is then played on the game.
(function () {
  "use strict";
  var variant = document.body.dataset.variant;
  var $ = function (id) { return document.getElementById(id); };
  var ui = {
    board: $("board"), message: $("message"), status: $("status"),
    soFar: $("so-far"), events: $("events"), next: $("next-steps"), choices: $("choices"),
    turns: $("turns"), position: $("position"), options: $("options"), start: $("start-text"),
    white: $("white-player"), black: $("black-player"), limit: $("limit"), thinking: $("thinking"),
    typed: $("typed-turn"), file: $("load-file"), motions: $("motions"), legend: $("legend")
  };
  var api = null, game = null, state = null, selected = null, worker = null, workerBusy = false;
  var S = 44;

  function say(text, tone) {
    ui.message.textContent = text || "";
    ui.message.className = tone || "";
  }

  function el(tag, cls, text, parent) {
    var e = document.createElement(tag);
    if (cls) { e.className = cls; }
    if (text !== undefined && text !== null) { e.textContent = text; }
    if (parent) { parent.appendChild(e); }
    return e;
  }

  function name(sq) {
    if (!sq || !state || !state.scene) { return ""; }
    return state.scene.fileNames.charAt(sq[0]).toLowerCase() + (sq[1] + 1);
  }

  // Runs f, showing an error it throws as the page's one-line message.
  function guard(f) {
    try {
      return f();
    } catch (e) {
      say(String(e && e.message ? e.message : e), "error");
      return undefined;
    }
  }

  function refresh() {
    state = JSON.parse(game.state());
    draw();
  }

  function sideName(side) { return side === "white" ? "White" : "Black"; }

  function playerOf(side) {
    return (side === "white" ? ui.white : ui.black).value;
  }

  function draw() {
    selected = selected && state.next.some(function (n) { return name(n.from) === selected; }) ? selected : null;
    // The board.
    ui.board.textContent = "";
    if (state.scene) {
      var scene = Object.assign({}, state.scene, { label: variant + ": " + sideName(state.toMove) + " to move" });
      var svg = CvBoard.draw(document, scene);
      svg.addEventListener("click", onBoardClick);
      overlay(svg);
      ui.board.appendChild(svg);
    } else {
      el("pre", "", state.diagram, ui.board);
    }
    // The status line.
    var status = state.outcome ? "Game over: " + state.outcome
      : sideName(state.toMove) + " to move" + (state.check ? ", in check" : "")
        + (playerOf(state.toMove) === "engine" ? " (the engine)" : "");
    ui.status.textContent = status;
    ui.status.className = state.outcome ? "status end" : "status";
    document.body.dataset.toMove = state.toMove;
    document.body.dataset.over = state.outcome ? "yes" : "no";
    // The turn being built and its events.
    ui.soFar.textContent = state.inTurn ? "This turn so far: " + state.turnSoFar : "";
    ui.events.textContent = "";
    (state.events || []).forEach(function (e) { el("li", e[0], e[1], ui.events); });
    ui.motions.textContent = "";
    ((state.scene && state.scene.motions) || []).forEach(function (m) { el("li", m[5], m[6], ui.motions); });
    ((state.scene && state.scene.status) || []).forEach(function (s) { el("li", "", s, ui.motions); });
    // The next steps, as buttons.
    ui.next.textContent = "";
    var mine = !state.outcome && playerOf(state.toMove) === "person";
    state.next.forEach(function (n, i) {
      var b = el("button", "step", n.text, ui.next);
      b.type = "button";
      b.dataset.index = String(i);
      b.dataset.coordinates = n.coordinates;
      b.disabled = !mine;
      if (n.events.length) { b.title = n.events.join("; "); }
      b.addEventListener("click", function () { play(i); });
    });
    if (state.unchecked) {
      el("p", "hint", "Some steps were offered without checking that the turn can be finished: a step that leads nowhere can be taken back.", ui.next);
    }
    // The game's turns.
    ui.turns.textContent = "";
    state.turns.forEach(function (t) { el("li", "", t[0] + " " + t[1], ui.turns); });
    ui.position.value = state.position;
    $("undo").disabled = !state.canUndo;
    ui.choices.textContent = "";
    maybeEngine();
  }

  // Marks on the board: the selected piece, the squares its steps reach,
  // and the pieces that have a step (for tests and for the eye).
  function overlay(svg) {
    var NS = "http://www.w3.org/2000/svg";
    var ranks = state.scene.ranks;
    var g = document.createElementNS(NS, "g");
    g.setAttribute("class", "targets");
    var seen = {};
    function centre(sq) { return [sq[0] * S + S / 2, (ranks - 1 - sq[1]) * S + S / 2]; }
    state.next.forEach(function (n) {
      if (!n.from) { return; }
      var from = name(n.from);
      if (!seen["from" + from]) {
        seen["from" + from] = true;
        var c = centre(n.from);
        var r = document.createElementNS(NS, "rect");
        r.setAttribute("class", from === selected ? "movable selected" : "movable");
        r.setAttribute("data-movable", from);
        r.setAttribute("x", c[0] - S / 2); r.setAttribute("y", c[1] - S / 2);
        r.setAttribute("width", S); r.setAttribute("height", S);
        g.appendChild(r);
      }
      if (from !== selected) { return; }
      var to = n.to ? name(n.to) : "off";
      if (seen["to" + to]) { return; }
      seen["to" + to] = true;
      // Off the board: a mark in the piece's top right corner, apart
      // from a stop's or an autostop's mark at its centre (concentric
      // marks would leave the inner one alone to click).
      var t = n.to ? centre(n.to) : centre(n.from);
      if (!n.to) { t = [t[0] + S * 0.3, t[1] - S * 0.3]; }
      var dot = document.createElementNS(NS, "circle");
      dot.setAttribute("class", n.to ? "target" : "target off");
      dot.setAttribute("data-target", to);
      dot.setAttribute("cx", t[0]); dot.setAttribute("cy", t[1]);
      dot.setAttribute("r", n.to ? S * 0.2 : S * 0.16);
      g.appendChild(dot);
    });
    svg.appendChild(g);
  }

  function squareAt(svg, ev) {
    var p = svg.createSVGPoint();
    p.x = ev.clientX; p.y = ev.clientY;
    var m = svg.getScreenCTM();
    if (!m) { return null; }
    var q = p.matrixTransform(m.inverse());
    var file = Math.floor(q.x / S), rank = state.scene.ranks - 1 - Math.floor(q.y / S);
    if (file < 0 || rank < 0 || file >= state.scene.files || rank >= state.scene.ranks) { return null; }
    return state.scene.fileNames.charAt(file).toLowerCase() + (rank + 1);
  }

  function onBoardClick(ev) {
    if (state.outcome || playerOf(state.toMove) !== "person") { return; }
    var target = ev.target && ev.target.getAttribute && ev.target.getAttribute("data-target");
    var sq = target || squareAt(ev.currentTarget, ev);
    if (!sq) { return; }
    say("");
    if (selected) {
      var steps = [];
      state.next.forEach(function (n, i) {
        if (name(n.from) === selected && (n.to ? name(n.to) : "off") === sq) { steps.push(i); }
      });
      if (steps.length === 1) { play(steps[0]); return; }
      if (steps.length > 1) { offer(steps); return; }
    }
    var has = state.next.some(function (n) { return name(n.from) === sq; });
    selected = has && sq !== selected ? sq : null;
    draw();
    if (selected) {
      var from = [];
      state.next.forEach(function (n, i) { if (name(n.from) === selected) { from.push(i); } });
      // A piece whose only steps keep it where it is (a stop, an
      // autostop) or take it off the board: offer them at once.
      if (from.every(function (i) { var n = state.next[i]; return !n.to || name(n.to) === selected; })) { offer(from); }
    }
  }

  // Several steps for one click: a button each.
  function offer(indices) {
    ui.choices.textContent = "";
    el("span", "hint", "Choose: ", ui.choices);
    indices.forEach(function (i) {
      var n = state.next[i];
      var b = el("button", "choice", n.text + (n.events.length ? " (" + n.events.join("; ") + ")" : ""), ui.choices);
      b.type = "button";
      b.dataset.index = String(i);
      b.addEventListener("click", function () { play(i); });
    });
    var first = ui.choices.querySelector("button");
    if (first) { first.focus(); }
  }

  // A step played clears the message of what went before (an error of a
  // typed turn or a file stays only until the game goes on).
  function play(index) {
    selected = null;
    say("");
    guard(function () { game.playStep(index); });
    refresh();
    fillForced();
  }

  // A step the rules force (the only one left in a turn begun) is played
  // at once when the box is ticked.
  function fillForced() {
    var guardCount = 0;
    while ($("fill-forced").checked && state.inTurn && state.next.length === 1 && guardCount < 200) {
      guardCount += 1;
      guard(function () { game.playStep(0); });
      refresh();
    }
  }

  // The engine: a worker made from the module's own source.
  function workerSource() {
    function main() {
      var glue = null;
      self.onmessage = function (e) {
        try {
          if (!glue) {
            glue = cvpagesGlue();
            glue.initSync({ module: cvpagesWasmBytes() });
          }
          var g = glue.CvGame.load(e.data.file);
          var thought = JSON.parse(g.bestTurn(e.data.limit));
          g.free();
          self.postMessage({ id: e.data.id, thought: thought });
        } catch (err) {
          self.postMessage({ id: e.data.id, error: String(err && err.message ? err.message : err) });
        }
      };
    }
    return cvpagesWasmBytes.toString() + "\n" + cvpagesGlue.toString()
      + "\n(" + main.toString() + ")();\n";
  }

  var request = 0, blobUrl = null;
  function maybeEngine() {
    if (!state || state.outcome || state.inTurn || playerOf(state.toMove) !== "engine" || workerBusy) { return; }
    if (!worker) {
      if (!blobUrl) { blobUrl = URL.createObjectURL(new Blob([workerSource()], { type: "text/javascript" })); }
      worker = new Worker(blobUrl);
      worker.onmessage = onThought;
      worker.onerror = function (e) { say("the engine stopped: " + (e.message || "error"), "error"); stopEngine(); };
    }
    workerBusy = true;
    request += 1;
    ui.thinking.textContent = "The engine is thinking (" + ui.limit.value + ")…";
    $("stop").disabled = false;
    document.body.dataset.thinking = "yes";
    worker.postMessage({ id: request, file: game.gameFile("A game in progress", "the play page"), limit: ui.limit.value });
  }

  function onThought(e) {
    if (e.data.id !== request) { return; }
    workerBusy = false;
    $("stop").disabled = true;
    document.body.dataset.thinking = "no";
    if (e.data.error) {
      ui.thinking.textContent = "";
      say(e.data.error, "error");
      return;
    }
    var t = e.data.thought;
    guard(function () { game.playTurn(t.turn); });
    ui.thinking.textContent = "The engine played " + t.turn + ": " + t.score + " for " + sideName(t.side)
      + " (depth " + t.depth + ", " + t.nodes + " nodes in " + t.ms + " ms)";
    refresh();
  }

  function stopEngine() {
    if (worker) { worker.terminate(); worker = null; }
    workerBusy = false;
    request += 1;
    $("stop").disabled = true;
    document.body.dataset.thinking = "no";
    ui.thinking.textContent = "The engine was stopped.";
  }

  function newGame(position) {
    stopEngine();
    ui.thinking.textContent = "";
    var g = guard(function () { return api.CvGame.open(variant, ui.options.value, position || ""); });
    if (!g) { return false; }
    if (game) { game.free(); }
    game = g;
    say("");
    showLegend();
    refresh();
    return true;
  }

  function showLegend() {
    var legend = JSON.parse(game.legend());
    ui.legend.textContent = "";
    if (!legend.pieces.length) { return; }
    var table = el("table", "pieces", null, ui.legend);
    var head = el("tr", "", null, el("thead", "", null, table));
    ["White", "Black", "Piece", "Betza", ""].forEach(function (h) { el("th", "", h, head); });
    var body = el("tbody", "", null, table);
    legend.pieces.forEach(function (p) {
      var row = el("tr", "", null, body);
      p.forEach(function (cell, i) { el("td", i === 3 ? "betza" : "", cell, row); });
    });
    legend.keys.forEach(function (k) { el("p", "", k, ui.legend); });
  }

  function download() {
    var text = game.gameFile("A game of " + variant + " on the play page", "played on the cvpages play page");
    var a = document.createElement("a");
    a.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    a.download = variant + ".game";
    document.body.appendChild(a);
    a.click();
    a.remove();
    $("game-file").value = text;
  }

  function wire() {
    $("new-game").addEventListener("click", function () { newGame(""); });
    $("from-position").addEventListener("click", function () { newGame(ui.start.value); });
    $("undo").addEventListener("click", function () {
      stopEngine();
      ui.thinking.textContent = "";
      var undone = game.undo();
      say(undone ? "Took back " + undone : "");
      selected = null;
      refresh();
    });
    $("stop").addEventListener("click", function () {
      stopEngine();
      // The side the engine played is handed to a person, so the game
      // does not start thinking again at once.
      (state.toMove === "white" ? ui.white : ui.black).value = "person";
      refresh();
    });
    $("play-typed").addEventListener("click", function () {
      var text = ui.typed.value;
      var done = guard(function () { return game.playTurn(text); });
      if (done !== undefined) { say("Played " + done); ui.typed.value = ""; }
      refresh();
    });
    ui.typed.addEventListener("keydown", function (e) { if (e.key === "Enter") { $("play-typed").click(); } });
    $("download").addEventListener("click", download);
    ui.file.addEventListener("change", function () {
      var f = ui.file.files && ui.file.files[0];
      if (!f) { return; }
      f.text().then(function (text) { loadText(text); });
    });
    $("load-text").addEventListener("click", function () { loadText($("game-file").value); });
    [ui.white, ui.black].forEach(function (s) { s.addEventListener("change", function () { refresh(); }); });
    document.addEventListener("keydown", function (e) {
      if (e.key === "Escape") { selected = null; draw(); }
    });
  }

  function loadText(text) {
    var g = guard(function () { return api.CvGame.load(text); });
    if (!g) { return; }
    var loaded = JSON.parse(g.state());
    if (loaded.variant !== variant) {
      say("the game file is of " + loaded.variant + ": open it on that variant's play page", "error");
      g.free();
      return;
    }
    stopEngine();
    if (game) { game.free(); }
    game = g;
    ui.options.value = loaded.options;
    say("Loaded the game file: " + loaded.turns.length + " turns");
    showLegend();
    refresh();
  }

  // The page's address may give options and a position (a replay page's
  // "play from here" link): #options=...&position=...
  function fromAddress() {
    var hash = window.location.hash.replace(/^#/, "");
    var out = {};
    hash.split("&").forEach(function (kv) {
      var i = kv.indexOf("=");
      if (i > 0) { out[kv.slice(0, i)] = decodeURIComponent(kv.slice(i + 1)); }
    });
    return out;
  }

  var glue = cvpagesGlue();
  glue({ module_or_path: cvpagesWasmBytes() }).then(function () {
    api = glue;
    wire();
    var given = fromAddress();
    if (given.options !== undefined) { ui.options.value = given.options; }
    if (given.position !== undefined) { ui.start.value = given.position; }
    if (!newGame(given.position || "")) { newGame(""); }
    document.body.dataset.ready = "yes";
  }, function (e) {
    say("the rules module did not load: " + e, "error");
  });
})();
