#!/bin/sh
# The end-to-end files of one of the test command's two lanes, as paths from the repository's
# root. `payments` runs beside the packaging test; `rest` (every other file, so that a new file
# is never left out) runs after it in the same lane. Both lanes together are `pnpm test:e2e`.
set -e
cd "$(dirname "$0")/../.."
PAYMENTS='card|demo-pages|orders|deliveries|methods'
case "$1" in
  payments) ls test/e2e/*.test.ts | grep -E "/($PAYMENTS)\.test\.ts$" ;;
  rest) ls test/e2e/*.test.ts | grep -vE "/($PAYMENTS)\.test\.ts$" ;;
  *)
    echo "usage: lane.sh payments|rest" >&2
    exit 2
    ;;
esac
