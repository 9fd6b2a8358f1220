#!/bin/sh
# Entry point of every RealtyLens image: runs the compiled process named by $SERVICE (set at build time),
# or answers the container health check. NODE_OPTIONS carries --conditions=built so the workspace
# packages resolve to their dist/ output.
set -eu

case "$SERVICE" in
  gateway) entry=gateway/dist/index.js; port="$PORT"; check=healthz ;;
  market-data) entry=services/lib/market-data/dist/pipeline/build.js; port=""; check="" ;;
  # A service is healthy for Docker when it is ready (database and NATS reachable), so compose starts
  # the gateway only after every subgraph can answer.
  auth|billing|analysis|invoice|rental|admin) entry="services/$SERVICE/dist/index.js"; port="$SERVICE_PORT"; check=readyz ;;
  *) echo "unknown SERVICE '$SERVICE'" >&2; exit 64 ;;
esac

case "${1:-start}" in
  start)
    # The tracing preload turns OpenTelemetry on before the modules load when OTEL_EXPORTER_OTLP_ENDPOINT is set.
    [ -z "$port" ] && exec node "$entry"
    export OTEL_SERVICE_NAME="${OTEL_SERVICE_NAME:-$SERVICE}"
    exec node --import ./services/lib/service-kit/dist/tracing-preload.js "$entry"
    ;;
  healthcheck)
    # The data job is a one-shot command with no server to ask.
    [ -z "$port" ] && exit 0
    exec node -e "fetch('http://127.0.0.1:$port/$check').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
    ;;
  *)
    exec "$@"
    ;;
esac
