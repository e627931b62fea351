# The verbs a newcomer needs. Every target runs on Node 24 from node_modules/.bin (the registry's
# `node` package), installing dependencies first when they are missing or stale.
SHELL := /bin/bash
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
# Chromium ships with Debian; playwright-core must never try to download its own.
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1

.PHONY: up test check gen build-frontend charts bench install dev-services clean

## make up: install, build the frontend, and run the embedded default (every service, one process).
up: install build-frontend
	node services/all-in-one/src/main.ts

## make test: start MariaDB, Kafka and the test tools, run every test, print `N passed, N failed`.
test: install
	scripts/test-all

## make check: lint every spec, fail on stale generated code, type-check everything, lint the code.
check: install
	redocly lint --format=stylish
	node scripts/spectral-check.ts
	node scripts/codegen.ts --check
	node scripts/ingress-routes.ts --check
	node scripts/service-charts.ts --check
	node frontend/codegen/api-hooks.ts --check
	tsc -p tsconfig.json
	npm run --silent typecheck -w frontend
	eslint --max-warnings=0 .

## make gen: regenerate from the specs and the contexts: openapi/generated/, the embedded default's
## module list, the Ingress table, every service's chart and the frontend's data hooks (docs/adding-a-context.md).
gen: install
	node scripts/codegen.ts
	node scripts/ingress-routes.ts
	node scripts/service-charts.ts
	node frontend/codegen/api-hooks.ts

## make charts: helm lint, render and validate every chart; the Ingress prefix test.
charts:
	scripts/charts-check

## make bench: k6 load tests and the performance table (not part of make test).
bench: install
	scripts/bench

dev-services:
	scripts/dev-services start

build-frontend: install frontend/dist/index.html

frontend/dist/index.html: $(shell find frontend/src frontend/index.html frontend/vite.config.ts openapi/src openapi/generated -type f 2>/dev/null)
	npm run --silent build -w frontend

# npm ci when node_modules is missing or older than the lockfile. The system npm runs the install;
# everything after it runs on the Node 24 that the install brings.
install: node_modules/.install-stamp

node_modules/.install-stamp: package-lock.json package.json
	npm ci --no-audit --no-fund --loglevel=error
	@node --version | grep -q '^v24\.' || { echo "Node 24 did not install: node_modules/.bin/node is $$(node --version)"; exit 1; }
	touch $@

clean:
	rm -rf node_modules frontend/dist .cache
