#!/usr/bin/env bash
# The S3 test server of the integration tests: moto's server mode (python3-moto, Debian 13),
# unpacked beside the project and run by Debian 12's own Python. The npm registry's S3 servers
# (s3rver, fauxqs) lack ListParts, which resumable uploads need on every HEAD and PATCH.
# Installs moto's dependencies with apt when run as root; prints them otherwise.
set -euo pipefail

target="${MOTO_HOME:-$HOME/.cache/portal-moto}"
package="pool/main/p/python-moto/python3-moto_5.1.1-4_all.deb"
sha256="8a231ec9c330cd2cf40fde0d0ebe1d3c10698cfba718cee8a2ad7e983c4e7574"
deps=(python3-boto3 python3-botocore python3-cryptography python3-dateutil python3-flask
  python3-flask-cors python3-jinja2 python3-requests python3-responses python3-werkzeug
  python3-xmltodict python3-yaml)

works() { PYTHONPATH="$target/usr/lib/python3/dist-packages" /usr/bin/python3 -c 'import moto.server' 2>/dev/null; }
works && exit 0

missing=()
for dep in "${deps[@]}"; do
  dpkg -s "$dep" >/dev/null 2>&1 || missing+=("$dep")
done
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "moto needs: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

deb="$(mktemp)"
trap 'rm -f "$deb"' EXIT
curl -fsSL --retry 3 -o "$deb" "http://deb.debian.org/debian/$package"
echo "$sha256  $deb" | sha256sum -c --quiet
rm -rf "$target"
mkdir -p "$target"
dpkg -x "$deb" "$target"
works || { echo "moto was unpacked in $target but does not start" >&2; exit 1; }
echo "moto ready in $target"
