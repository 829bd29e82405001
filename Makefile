# Palimpsest developer entry points. `make run` and `make test` are the README's two commands.
PY ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export HF_HUB_OFFLINE := 1
export TRANSFORMERS_OFFLINE := 1
export LITELLM_LOCAL_MODEL_COST_MAP := True

.PHONY: setup system venv codegen-venv client neo4j-build run test test-unit lock lint bench-quick schema clean

setup: system venv codegen-venv neo4j-build  ## everything the project needs, idempotent

system:  ## Debian packages: Java and Maven for Neo4j, Chromium for browser tests
	@bash scripts/system-packages.sh

venv: $(STAMP)

$(STAMP): pyproject.toml requirements.lock
	@command -v $(PY) >/dev/null || { echo "error: $(PY) not found (Python 3.11 is required)"; exit 1; }
	@test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip wheel setuptools
	$(BIN)/pip install -q -c requirements.lock -e '.[dev]'
	$(BIN)/python -m gql.graphiql.vendor
	@touch $(STAMP)

# ariadne-codegen, the typed client's generator, in its own venv: it needs graphql-core<3.3,
# the service (strawberry) needs 3.3. Exact pins in requirements-codegen.lock.
CODEGEN_VENV := .venv-codegen
CODEGEN_STAMP := $(CODEGEN_VENV)/.installed

codegen-venv: $(CODEGEN_STAMP)

$(CODEGEN_STAMP): requirements-codegen.lock
	@command -v $(PY) >/dev/null || { echo "error: $(PY) not found (Python 3.11 is required)"; exit 1; }
	@test -x $(CODEGEN_VENV)/bin/python || $(PY) -m venv $(CODEGEN_VENV)
	$(CODEGEN_VENV)/bin/pip install -q -r requirements-codegen.lock
	@touch $(CODEGEN_STAMP)

client: codegen-venv  ## regenerate the typed client (palimpsest/client/aio, sync) from the schema
	$(PY) scripts/client_codegen.py

neo4j-build: venv  ## assemble Neo4j 5.26 + Browser from Maven Central (cached)
	$(BIN)/python -c "from palimpsest.neo4j_local import LocalNeo4j; from palimpsest.settings import get_settings; print('neo4j: built' if LocalNeo4j(get_settings()).build() else 'neo4j: already built')"

run: setup  ## start Neo4j, load the sample, serve GraphQL + admin UI (+ Neo4j Browser)
	$(BIN)/palimpsest serve --sample --dev

test: setup  ## the whole suite: unit, integration (real Neo4j), browser (headless Chromium)
	$(BIN)/python -m pytest

test-unit: venv
	$(BIN)/python -m pytest -m unit

lock: venv  ## re-pin every dependency (requirements.lock) after a change to pyproject.toml
	$(BIN)/pip-compile -q --extra dev --strip-extras --no-emit-index-url --no-emit-find-links \
		-o requirements.lock pyproject.toml

lint: venv
	$(BIN)/ruff check . && $(BIN)/ruff format --check . && $(BIN)/mypy

bench-quick: setup
	$(BIN)/palimpsest bench all --quick

clean:
	-$(BIN)/palimpsest neo4j down
	rm -rf $(VENV) $(CODEGEN_VENV) docker/neo4j/target .palimpsest
