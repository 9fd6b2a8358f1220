#!/usr/bin/env bash
# Shared by `npm start` and `npm test` so that each works as the first command on a fresh clone:
# installs nats-server when missing (Debian package, as root), npm dependencies when missing or
# out of date with the lock file, and builds the web app when it is missing or older than its sources.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v nats-server >/dev/null 2>&1 && [ ! -x /usr/sbin/nats-server ] && [ -z "${NATS_URL:-}" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "prepare  | installing nats-server (Debian package)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nats-server >/dev/null
  else
    echo "prepare  | nats-server is missing: install it (apt-get install nats-server) or set NATS_URL" >&2
    exit 1
  fi
fi

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "prepare  | installing npm dependencies"
  npm ci --no-audit --no-fund --loglevel=error
fi

if [ "${SKIP_WEB_BUILD:-}" != "1" ]; then
  if [ ! -f web/dist/index.html ] || [ -n "$(find web/src web/index.html proto-schemas/src -newer web/dist/index.html -print -quit 2>/dev/null)" ]; then
    echo "prepare  | building the web app"
    npm run --silent build:web >/dev/null
  fi
fi
