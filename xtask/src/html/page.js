// Stepping through the turns of a game page: the buttons, the list of
// turns, and the arrow keys (Left, Right, Home, End). Without this script
// every turn is shown, one under the other.
(function () {
  "use strict";
  var frames = document.querySelectorAll("section.frame");
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
  var at = 0;
  function show(i) {
    at = Math.max(0, Math.min(frames.length - 1, i));
    for (var k = 0; k < frames.length; k++) {
      frames[k].hidden = k !== at;
    }
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
  // The address names a turn as #turn=N (not a frame's id, which would
  // make the browser scroll to it while every turn is still shown).
  var wanted = /^#turn=(\d+)$/.exec(location.hash);
  document.body.classList.add("js");
  show(wanted ? Number(wanted[1]) : 0);
})();
