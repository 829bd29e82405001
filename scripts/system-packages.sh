#!/usr/bin/env bash
# Installs the Debian packages the project needs, only those missing: Java 17 + Maven (to
# assemble and run Neo4j), Chromium (browser tests), Python 3.11 venv support.
set -euo pipefail
need=()
command -v java >/dev/null || need+=(openjdk-17-jre-headless)
command -v mvn >/dev/null || need+=(maven)
command -v chromium >/dev/null || need+=(chromium)
command -v python3.11 >/dev/null || need+=(python3.11 python3.11-venv)
if [ ${#need[@]} -eq 0 ]; then
  echo "system packages: present"
  exit 0
fi
echo "system packages: installing ${need[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q >/dev/null
$SUDO apt-get install -y -q --no-install-recommends "${need[@]}" >/dev/null
