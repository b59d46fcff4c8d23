#!/usr/bin/env bash
# Runs a command and, while it runs, prints "... still LABEL: N s" every
# PROGRESS_EVERY seconds (default 15), so that a long step (a cold build, a
# test run that prints only at the end) never looks hung. The command's
# output and exit status are passed through unchanged.
#
#   hack/progress.sh "running the runtime tests" go test -race ./runtime/
set -uo pipefail

if [ "$#" -lt 2 ]; then
  echo "usage: hack/progress.sh LABEL COMMAND [ARG...]" >&2
  exit 2
fi
label="$1"
shift
every="${PROGRESS_EVERY:-15}"
start="$(date +%s)"

# The ticker sleeps in the background and waits on it, so that killing the
# ticker also ends its sleep at once instead of leaving it behind.
(
  nap=
  trap 'kill ${nap} 2>/dev/null; exit 0' TERM
  while :; do
    sleep "${every}" &
    nap=$!
    wait "${nap}"
    echo "   ... still ${label}: $(($(date +%s) - start)) s"
  done
) &
ticker=$!
# However this script ends (the command's end, Ctrl-C), the ticker ends too.
trap 'kill "${ticker}" 2>/dev/null' EXIT

# The command runs in the foreground: it keeps the terminal's stdin and
# receives Ctrl-C as it would without this wrapper.
"$@"
