// A game page of `cargo xtask verify-games --html`: reads the game's data
// (the JSON in #game-data, one frame per board) and shows one frame at a
// time in #turn, its board drawn by CvBoard and beside it the turn, the
// verdict, the events, the pieces in motion and the commentary; the
// buttons, the list of turns and the arrow keys (Left, Right, Home, End)
// step through the frames. The address names a frame as #turn=N.
(function () {
  "use strict";
  var holder = document.getElementById("game-data");
  var stage = document.getElementById("turn");
  if (!holder || !stage) {
    return;
  }
  var game = JSON.parse(holder.textContent);
  var frames = game.frames;
  if (frames.length === 0) {
    return;
  }
  var where = document.getElementById("where");
  var jump = document.getElementById("jump");
  var buttons = {
    first: document.getElementById("first"),
    prev: document.getElementById("prev"),
    next: document.getElementById("next"),
    last: document.getElementById("last")
  };

  // An HTML element with a class and text (or children).
  function el(tag, cls, text, parent) {
    var e = document.createElement(tag);
    if (cls) {
      e.className = cls;
    }
    if (text !== undefined && text !== null) {
      e.textContent = text;
    }
    if (parent) {
      parent.appendChild(e);
    }
    return e;
  }

  function capitalised(side) {
    return side === "white" ? "White" : "Black";
  }

  function heading(f) {
    if (f.kind === "start") {
      return "The start";
    }
    if (f.kind === "variation") {
      return "Variation before " + (f.label || "");
    }
    return (f.label || "") + " " + (f.text || "");
  }

  // The short name of a frame in the list of turns: a side line's turns
  // are indented.
  function short(f) {
    if (f.kind === "start") {
      return "Start";
    }
    if (f.kind === "variation") {
      return "Variation before " + (f.label || "");
    }
    return (f.context ? "\u00a0\u00a0" : "") + (f.label || "");
  }

  function verdict(lines, parent) {
    if (!lines || lines.length === 0) {
      return;
    }
    var ul = el("ul", "verdict", null, parent);
    lines.forEach(function (v) { el("li", v[0], v[1], ul); });
  }

  // Consecutive paragraphs of the source make one quotation; a note stands
  // by itself.
  function comments(paragraphs, parent) {
    var quote = null;
    (paragraphs || []).forEach(function (p) {
      if (p[0] === "note") {
        quote = null;
        el("p", "note", p[1], parent);
        return;
      }
      if (!quote) {
        quote = el("blockquote", "commentary", null, parent);
      }
      el("p", null, p[1], quote);
    });
  }

  // The pieces in motion in words, the side to move first.
  function motions(f, momentum, parent) {
    var list = f.motions || [];
    if (list.length === 0) {
      if (momentum) {
        el("h3", null, "In motion", parent);
        el("p", "status", "none", parent);
      }
      return;
    }
    el("h3", null, "In motion, and where each goes next as the board stands", parent);
    var other = f.toMove === "white" ? "black" : "white";
    [f.toMove, other].forEach(function (side) {
      var mine = list.filter(function (m) { return m[5] === side; });
      if (mine.length === 0) {
        return;
      }
      var when = side === f.toMove ? "to move" : "after " + capitalised(f.toMove) + "'s turn";
      el("p", "side-" + side, capitalised(side) + " (" + when + "):", parent);
      var ul = el("ul", "motion side-" + side, null, parent);
      mine.forEach(function (m) { el("li", null, m[6], ul); });
    });
  }

  function geometry(f) {
    var base = game.board || {};
    function pick(key) {
      return Object.prototype.hasOwnProperty.call(f, key) ? f[key] : base[key];
    }
    return { files: pick("files"), ranks: pick("ranks"), fileNames: pick("fileNames"), momentum: pick("momentum") };
  }

  function render(i) {
    var f = frames[i];
    var g = geometry(f);
    var section = el("section", "frame");
    section.id = "f" + i;
    section.setAttribute("data-kind", f.kind);
    section.setAttribute("data-label", short(f).trim());
    if (f.position) {
      section.setAttribute("data-position", f.position);
    }
    var boardBox = el("div", "board", null, section);
    if (f.board) {
      var prev = i > 0 ? frames[i - 1] : null;
      var before = f.kind === "turn" && prev && prev.board ? prev.board : null;
      boardBox.appendChild(CvBoard.draw(document, {
        files: g.files,
        ranks: g.ranks,
        fileNames: g.fileNames,
        board: f.board,
        before: before,
        motions: f.motions,
        events: f.events,
        label: heading(f)
      }));
    } else if (f.diagram) {
      el("pre", "diagram", f.diagram, boardBox);
    }
    var panel = el("div", "panel", null, section);
    if (f.context && f.kind !== "variation") {
      el("p", "context", f.context, panel);
    }
    if (f.kind === "turn") {
      var h2 = el("h2", null, (f.label || "") + " ", panel);
      el("span", "turn-text", f.text || "", h2);
    } else {
      el("h2", null, heading(f), panel);
    }
    verdict(f.verdict, panel);
    if (f.events && f.events.length > 0) {
      var ol = el("ol", "events", null, panel);
      f.events.forEach(function (e) { el("li", e[0], e[1], ol); });
    }
    if (f.board) {
      el("p", "status", [capitalised(f.toMove) + " to move"].concat(f.status || []).join("; "), panel);
      motions(f, g.momentum, panel);
    }
    // On a site with play pages (cargo xtask site), a game goes on from
    // this board on its variant's play page.
    var play = document.body.dataset.play;
    if (play && f.position) {
      var link = el("a", "play-here", "Play from here", el("p", null, null, panel));
      link.href = play + "#options=" + encodeURIComponent(document.body.dataset.options || "")
        + "&position=" + encodeURIComponent(f.position);
    }
    verdict(f.after, panel);
    comments(f.comments, panel);
    (f.more || []).forEach(function (a) {
      var box = el("div", "after", null, panel);
      el("h2", null, a.title, box);
      verdict(a.verdict, box);
      verdict(a.after, box);
      comments(a.comments, box);
    });
    return section;
  }

  // The list of turns.
  var options = document.createDocumentFragment();
  frames.forEach(function (f, i) {
    var option = el("option", null, short(f), options);
    option.value = String(i);
  });
  jump.appendChild(options);

  var at = 0;
  function show(i) {
    at = Math.max(0, Math.min(frames.length - 1, i));
    stage.replaceChildren(render(at));
    where.textContent = (at + 1) + " / " + frames.length;
    jump.value = String(at);
    buttons.first.disabled = buttons.prev.disabled = at === 0;
    buttons.next.disabled = buttons.last.disabled = at === frames.length - 1;
    if (window.history && history.replaceState && location.protocol !== "file:") {
      history.replaceState(null, "", "#turn=" + at);
    }
  }
  buttons.first.addEventListener("click", function () { show(0); });
  buttons.prev.addEventListener("click", function () { show(at - 1); });
  buttons.next.addEventListener("click", function () { show(at + 1); });
  buttons.last.addEventListener("click", function () { show(frames.length - 1); });
  jump.addEventListener("change", function () { show(Number(jump.value)); });
  document.addEventListener("keydown", function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey || (e.target && e.target.tagName === "SELECT")) {
      return;
    }
    var moves = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: frames.length - 1 };
    if (Object.prototype.hasOwnProperty.call(moves, e.key)) {
      e.preventDefault();
      show(moves[e.key]);
    }
  });
  var wanted = /^#turn=(\d+)$/.exec(location.hash);
  document.body.classList.add("js");
  show(wanted ? Number(wanted[1]) : 0);
})();
