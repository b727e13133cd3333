#!/usr/bin/env bash
# The TLS proxy of docs/deployment/nginx.conf, for the test that runs the portal behind it:
# Debian's nginx-light, installed with apt when run as root (never started as a service: the
# tests start their own), or named otherwise.
set -euo pipefail

command -v nginx >/dev/null 2>&1 && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "the TLS proxy test needs nginx: sudo apt-get install -y nginx-light" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
# No service starts during the install (it would take port 80 for nothing).
policy=/usr/sbin/policy-rc.d
[ -e "$policy" ] && keep=1 || keep=0
[ "$keep" = 1 ] || { printf '#!/bin/sh\nexit 101\n' >"$policy"; chmod +x "$policy"; }
trap '[ "$keep" = 1 ] || rm -f "$policy"' EXIT
apt-get update -qq
apt-get install -y -qq nginx-light >/dev/null
command -v nginx >/dev/null 2>&1 || { echo "nginx-light installed, but no nginx on PATH" >&2; exit 1; }
echo "nginx ready"
