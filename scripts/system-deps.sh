#!/usr/bin/env bash
# The Debian packages `npm test` needs: installed here when this runs as root with apt-get, else the one
# command to run is printed and the test run stops at once.
set -euo pipefail

need=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/lib/chromium/chromium-headless-shell ] || need+=(chromium-headless-shell)
command -v docker-compose >/dev/null || need+=(docker-compose)
command -v redis-server >/dev/null || need+=(redis-server)
[ ${#need[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian packages: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}" fonts-liberation >/dev/null
else
  echo "npm test needs these Debian packages; install them with:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${need[*]} fonts-liberation" >&2
  exit 1
fi
