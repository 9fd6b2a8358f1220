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
step "lint"
npm run --silent lint
step "market dataset"
npm run --silent data:build
step "unit tests"
npx vitest run --project unit
step "integration tests"
npx vitest run --project integration
step "web component tests"
npm test --silent -w web
step "web production build"
npm run --silent build:web
step "end-to-end tests (real system, headless Chromium)"
npm run --silent test:e2e
