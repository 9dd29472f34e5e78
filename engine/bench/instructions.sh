#!/usr/bin/env bash
# The engine's work on fixed-depth searches, counted in instructions
# (valgrind's cachegrind, no cache simulation), which a busy machine does
# not disturb at all: for each position, `go depth D` over UCI, the nodes
# of the last `info depth` line, millions of instructions of the whole
# process (about 70 of them start it) and instructions per node.
# Usage: engine/bench/instructions.sh UCI_COMMAND VARIANT DEPTH POSITION...
#   UCI_COMMAND: e.g. 'target/release/xtask uci' or 'cvpages uci'
#   POSITION:    'startpos', 'startpos moves ...' or 'fen <text>'
# Needs valgrind. A benchmark: nothing in the tests runs it.
set -euo pipefail
command=$1 variant=$2 depth=$3
shift 3
printf '| position | depth | nodes | millions of instructions | per node |\n|---|---|---|---|---|\n'
for position in "$@"; do
  log=$(mktemp)
  # At the end of its input the session waits for the search to finish.
  out=$(printf 'setoption name UCI_Variant value %s\nposition %s\ngo depth %s\n' \
    "$variant" "$position" "$depth" |
    valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $command 2>"$log")
  nodes=$(echo "$out" | grep '^info depth' | tail -1 | grep -o 'nodes [0-9]*' | cut -d' ' -f2)
  instructions=$(grep -o 'I *refs: *[0-9,]*' "$log" | tr -dc 0-9)
  printf '| %s | %s | %s | %s | %s |\n' "${position:0:60}" "$depth" "$nodes" \
    "$((instructions / 1000000))" "$((instructions / nodes))"
  rm -f "$log"
done
