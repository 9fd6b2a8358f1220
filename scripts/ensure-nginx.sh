#!/usr/bin/env bash
# `npm run rehearse` puts Debian's nginx in front of two gateways and two instances of each service, and
# nginx.int.test.ts (in `npm test`) tries its configuration: installs nginx when missing (as root, like prepare.sh
# installs nats-server). The launcher starts it on a configuration of its own, never the system's service.
set -euo pipefail
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "rehearse | installing nginx (Debian package)"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "rehearse | nginx is missing: install it (apt-get install nginx)" >&2
    exit 1
  fi
fi
