#!/usr/bin/env bash
# Builds the Docker Compose v2 CLI plugin from the Go module proxy (no Docker engine needed),
# so `docker compose -f docker/compose.yml config` can validate the file on machines whose
# docker client has no compose plugin. Takes a few minutes on 2 cores; not run by CI.
set -euo pipefail
version=${1:-v2.29.7}
command -v go >/dev/null || { echo "error: Go is needed (apt-get install golang)"; exit 1; }
GOFLAGS=-mod=mod go install "github.com/docker/compose/v2/cmd@${version}"
mkdir -p "$HOME/.docker/cli-plugins"
cp "$(go env GOPATH)/bin/cmd" "$HOME/.docker/cli-plugins/docker-compose"
chmod +x "$HOME/.docker/cli-plugins/docker-compose"
docker compose version
