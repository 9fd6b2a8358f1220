#!/usr/bin/env bash
# The whole test suite, as CI runs it: contracts, types, lint, unit, integration (private
# FerretDB + NATS), web component tests, the web build, and end-to-end tests against the
# running system in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$*"; }

step "supergraph is up to date"
npm run --silent compose:check
step "generated code is up to date (server resolver types, web operations)"
npm run --silent codegen:check
step "architecture boundaries"
npm run --silent check:boundaries
step "typecheck"
npm run --silent typecheck
step "formatting (Prettier, 120 characters)"
npm run --silent format:check
step "lint"
npm run --silent lint
step "market dataset"
npm run --silent data:build
step "fitted estimate parameters match their fit (or their recorded hash without the listings)"
npm run --silent fit:estimates -- --check
step "deployment files (Dockerfile, compose, Kubernetes manifests against the schemas, offline)"
if [ ! -x .bin/kustomize ] && ! command -v kustomize >/dev/null 2>&1 && command -v go >/dev/null 2>&1; then
  # Built once from the Go module proxy into .bin/ (a few minutes), reused afterwards.
  GOBIN="$PWD/.bin" go install sigs.k8s.io/kustomize/kustomize/v5@v5.7.1
fi
npm run --silent check:deploy
step "unit tests"
npx vitest run --project unit
step "production build (every package to dist/, the web app)"
npm run --silent build
step "integration tests"
# nginx.int.test.ts runs Debian's nginx on the launcher's generated configuration (installed when missing).
bash scripts/ensure-nginx.sh
npx vitest run --project integration
step "web component tests"
npm test --silent -w web
step "end-to-end tests (real system, headless Chromium)"
npm run --silent test:e2e
