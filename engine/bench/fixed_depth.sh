#!/usr/bin/env bash
# The engine's speed on fixed-depth searches, measured by processor time
# (the user time of the process), which a busy machine disturbs less than
# the wall clock: for each position, `go depth D` over UCI, the nodes of
# the last `info depth` line, and nodes per processor second.
# Usage: engine/bench/fixed_depth.sh UCI_COMMAND VARIANT DEPTH POSITION...
#   UCI_COMMAND: e.g. 'target/release/xtask uci' or 'cvpages uci'
#   POSITION:    'startpos' or 'fen <text>'
# A benchmark: nothing in the tests runs it.
set -euo pipefail
command=$1 variant=$2 depth=$3
shift 3
printf '| position | depth | nodes | processor s | nodes per processor s |\n|---|---|---|---|---|\n'
for position in "$@"; do
  out=$(mktemp)
  # The session ends when the search does: 'quit' waits for bestmove.
  /usr/bin/time -f '%U' -o "$out.time" $command < <(printf 'setoption name UCI_Variant value %s\nposition %s\ngo depth %s\n' \
    "$variant" "$position" "$depth"; sleep 0.2; while ! grep -q '^bestmove' "$out" 2>/dev/null; do sleep 0.1; done; echo quit) > "$out"
  nodes=$(grep '^info depth' "$out" | tail -1 | grep -o 'nodes [0-9]*' | cut -d' ' -f2)
  user=$(tail -1 "$out.time")
  printf '| %s | %s | %s | %s | %.0f |\n' "${position:0:60}" "$depth" "$nodes" "$user" "$(echo "$nodes / $user" | bc -l)"
  rm -f "$out" "$out.time"
done
