// Boards drawn as SVG from compact data (the pages of
// `cargo xtask verify-games --html`, and any page that shows a board):
// the squares, the pieces (a disc with the piece's letter, White's light
// and Black's dark), the squares a turn changed tinted, its captures,
// autostops and stops marked, and an arrow from every piece in motion to
// where it goes next (dashed when it is blocked and autostops, or leaves
// the board).
//
//   CvBoard.draw(document, {
//     files: 8, ranks: 8, fileNames: "abcdefgh",
//     board: "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR",  // as FEN
//     before: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",  // or null
//     motions: [[4, 3, 0, 2, "goes", "white", "e4 Pawn +0+2 → e6"]],
//     events: [["move", "...", [4, 1], [4, 3]]],
//     label: "1. e4"
//   })  // an <svg> element
//
// A board is written rank by rank from the top, ranks separated by "/": a
// run of empty squares is its length, a piece its letter (capital for
// White, small for Black), or "[w" or "[b", the letter and "]" for a
// letter that does not say its side. The arrowheads are markers defined
// once per document, which every board refers to.
var CvBoard = (function () {
  "use strict";
  var NS = "http://www.w3.org/2000/svg";
  // The side of a square, and the margin around the board: room for the
  // coordinates and for arrows that point off the board.
  var S = 44, M = 30;
  var COLORS = { white: "#1f5fbf", black: "#c2410c" };

  function node(doc, name, attrs, parent) {
    var el = doc.createElementNS(NS, name);
    for (var key in attrs) {
      if (Object.prototype.hasOwnProperty.call(attrs, key)) {
        el.setAttribute(key, String(attrs[key]));
      }
    }
    if (parent) {
      parent.appendChild(el);
    }
    return el;
  }

  function round(x) {
    return Math.round(x * 10) / 10;
  }

  // The pieces of a board text: an array of files * ranks squares, index
  // rank * files + file, each null or {letter, side}. Throws on a text
  // that is not a board of this size.
  function decode(text, files, ranks) {
    var squares = new Array(files * ranks);
    for (var k = 0; k < squares.length; k++) {
      squares[k] = null;
    }
    var rows = text.split("/");
    if (rows.length !== ranks) {
      throw new Error("a board of " + rows.length + " ranks, expected " + ranks);
    }
    for (var r = 0; r < ranks; r++) {
      var row = rows[r], rank = ranks - 1 - r, file = 0, i = 0;
      while (i < row.length) {
        var c = row.charAt(i);
        if (c >= "0" && c <= "9") {
          var digits = /^[0-9]+/.exec(row.slice(i))[0];
          file += Number(digits);
          i += digits.length;
          continue;
        }
        var piece;
        if (c === "[") {
          var letter = String.fromCodePoint(row.codePointAt(i + 2));
          piece = { letter: letter, side: row.charAt(i + 1) === "w" ? "white" : "black" };
          i += 3 + letter.length;
        } else {
          piece = { letter: c, side: c === c.toUpperCase() ? "white" : "black" };
          i += 1;
        }
        if (file >= files) {
          throw new Error("rank " + (rank + 1) + " has more than " + files + " squares");
        }
        squares[rank * files + file] = piece;
        file += 1;
      }
      if (file !== files) {
        throw new Error("rank " + (rank + 1) + " has " + file + " squares, expected " + files);
      }
    }
    return squares;
  }

  // The markers every board's arrows use, in a hidden SVG, once per document.
  function defs(doc) {
    if (doc.getElementById("cvboard-defs")) {
      return;
    }
    var svg = node(doc, "svg", { id: "cvboard-defs", width: 0, height: 0, "aria-hidden": "true", style: "position:absolute" });
    var d = node(doc, "defs", {}, svg);
    for (var side in COLORS) {
      if (!Object.prototype.hasOwnProperty.call(COLORS, side)) {
        continue;
      }
      var head = node(doc, "marker", { id: "head-" + side, viewBox: "0 0 10 10", refX: 6, refY: 5, markerWidth: 4, markerHeight: 4, orient: "auto-start-reverse" }, d);
      node(doc, "path", { d: "M0,0 L10,5 L0,10 z", fill: COLORS[side] }, head);
      var bar = node(doc, "marker", { id: "bar-" + side, viewBox: "0 0 2 10", refX: 1, refY: 5, markerWidth: 0.8, markerHeight: 4, orient: "auto" }, d);
      node(doc, "rect", { x: 0, y: 0, width: 2, height: 10, fill: COLORS[side] }, bar);
    }
    doc.body.insertBefore(svg, doc.body.firstChild);
  }

  // The end of the segment from a to b, cut where it leaves the rectangle
  // from lo to hi (the board and its margin).
  function clamp(a, b, lo, hi) {
    var t = 1;
    for (var axis = 0; axis < 2; axis++) {
      var d = b[axis] - a[axis];
      if (d > 0 && b[axis] > hi[axis]) {
        t = Math.min(t, (hi[axis] - a[axis]) / d);
      } else if (d < 0 && b[axis] < lo[axis]) {
        t = Math.min(t, (lo[axis] - a[axis]) / d);
      }
    }
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  }

  // The mark kinds of events, drawn in a corner of their square.
  var MARKS = { capture: "capture", autostop: "autostop", contact: "contact", stop: "stop", change: "change" };

  function draw(doc, scene) {
    defs(doc);
    var files = scene.files, ranks = scene.ranks, names = scene.fileNames;
    var w = files * S, h = ranks * S;
    function centre(file, rank) {
      return [file * S + S / 2, (ranks - 1 - rank) * S + S / 2];
    }
    function name(file, rank) {
      return names.charAt(file) + (rank + 1);
    }
    var squares = decode(scene.board, files, ranks);
    var before = scene.before ? decode(scene.before, files, ranks) : null;
    var moving = {};
    (scene.motions || []).forEach(function (m) { moving[m[1] * files + m[0]] = true; });

    var svg = node(doc, "svg", { "class": "board-svg", viewBox: [-M, -M, w + 2 * M, h + 2 * M].join(" "), role: "img", "aria-label": scene.label || "" });
    // The squares, and those the turn changed: left, reached, emptied.
    var g = node(doc, "g", { "class": "squares" }, svg);
    for (var rank = 0; rank < ranks; rank++) {
      for (var file = 0; file < files; file++) {
        var c = centre(file, rank), at = rank * files + file;
        node(doc, "rect", { "class": (file + rank) % 2 === 0 ? "dark" : "light", x: c[0] - S / 2, y: c[1] - S / 2, width: S, height: S }, g);
        var was = before && before[at], now = squares[at];
        if (before && (was ? (!now || was.letter !== now.letter || was.side !== now.side) : !!now)) {
          node(doc, "rect", { "class": "changed", x: c[0] - S / 2, y: c[1] - S / 2, width: S, height: S, "data-square": name(file, rank) }, g);
        }
      }
    }
    // File letters under the board, rank numbers to its left.
    g = node(doc, "g", { "class": "labels" }, svg);
    for (file = 0; file < files; file++) {
      node(doc, "text", { "class": "label", x: centre(file, 0)[0], y: h + M / 2 }, g).textContent = names.charAt(file);
    }
    for (rank = 0; rank < ranks; rank++) {
      node(doc, "text", { "class": "label", x: -M / 2, y: centre(0, rank)[1] }, g).textContent = String(rank + 1);
    }
    // The pieces.
    g = node(doc, "g", { "class": "pieces" }, svg);
    for (rank = 0; rank < ranks; rank++) {
      for (file = 0; file < files; file++) {
        var p = squares[rank * files + file];
        if (!p) {
          continue;
        }
        c = centre(file, rank);
        var pg = node(doc, "g", { "class": "piece " + p.side, "data-square": name(file, rank) }, g);
        node(doc, "circle", { "class": "body", cx: c[0], cy: c[1], r: round(S * 0.38) }, pg);
        if (moving[rank * files + file]) {
          node(doc, "circle", { "class": "moving", cx: c[0], cy: c[1], r: round(S * 0.46) }, pg);
        }
        node(doc, "text", { x: c[0], y: c[1] }, pg).textContent = p.letter;
      }
    }
    // What the turn did on its squares.
    g = node(doc, "g", { "class": "marks" }, svg);
    (scene.events || []).forEach(function (e) {
      var kind = MARKS[e[0]], from = e[2], to = e[3];
      if (e[0] === "leaves" && from) {
        c = centre(from[0], from[1]);
        node(doc, "circle", { cx: c[0], cy: c[1], r: round(S * 0.38) }, node(doc, "g", { "class": "mark gone" }, g));
        return;
      }
      if (!kind || !to) {
        return;
      }
      c = centre(to[0], to[1]);
      // Marks sit in a corner of the square, clear of the piece's letter.
      var cx = c[0] + S * 0.3, cy = c[1] - S * 0.3;
      var mark = node(doc, "g", { "class": "mark " + kind, "data-square": name(to[0], to[1]) }, g);
      if (kind === "capture") {
        var d = S * 0.12;
        node(doc, "line", { x1: round(cx - d), y1: round(cy - d), x2: round(cx + d), y2: round(cy + d) }, mark);
        node(doc, "line", { x1: round(cx - d), y1: round(cy + d), x2: round(cx + d), y2: round(cy - d) }, mark);
      } else if (kind === "autostop" || kind === "contact") {
        var r = S * 0.17, points = [];
        for (var i = 0; i < 8; i++) {
          var a = Math.PI / 8 + i * Math.PI / 4;
          points.push((cx + r * Math.cos(a)).toFixed(1) + "," + (cy + r * Math.sin(a)).toFixed(1));
        }
        node(doc, "polygon", { points: points.join(" ") }, mark);
        node(doc, "text", { x: round(cx), y: round(cy) }, mark).textContent = kind === "autostop" ? "A" : "C";
      } else if (kind === "stop") {
        node(doc, "rect", { x: round(cx - S * 0.14), y: round(cy - S * 0.05), width: round(S * 0.28), height: round(S * 0.1) }, mark);
      } else {
        node(doc, "circle", { cx: round(cx), cy: round(cy), r: round(S * 0.1) }, mark);
      }
    });
    // An arrow from every piece in motion to where it goes next.
    g = node(doc, "g", { "class": "arrows" }, svg);
    (scene.motions || []).forEach(function (m) {
      var file = m[0], rank = m[1], dx = m[2], dy = m[3], next = m[4], side = m[5];
      var p0 = centre(file, rank);
      var p1 = clamp(p0, centre(file + dx, rank + dy), [-M + 2, -M + 2], [w + M - 2, h + M - 2]);
      // Start at the disc's edge and stop short of the target's centre.
      var vx = p1[0] - p0[0], vy = p1[1] - p0[1];
      var len = Math.max(Math.sqrt(vx * vx + vy * vy), 1);
      var ux = vx / len, uy = vy / len;
      var bar = next === "stops" || next === "autostops";
      var tf = file + dx, tr = rank + dy;
      var target = next === "leaves" || tf < 0 || tf >= files || tr < 0 || tr >= ranks ? "off" : name(tf, tr);
      var arrow = node(doc, "g", { "class": "arrow " + next + " " + side, "data-from": name(file, rank), "data-to": target }, g);
      node(doc, "line", {
        x1: (p0[0] + ux * S * 0.3).toFixed(1), y1: (p0[1] + uy * S * 0.3).toFixed(1),
        x2: (p1[0] - ux * S * 0.22).toFixed(1), y2: (p1[1] - uy * S * 0.22).toFixed(1),
        "marker-end": "url(#" + (bar ? "bar-" : "head-") + side + ")"
      }, arrow);
    });
    return svg;
  }

  return { draw: draw, decode: decode };
})();
