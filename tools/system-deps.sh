#!/bin/sh
# Install the Debian packages Qt needs when they are missing: with apt as root on Debian,
# otherwise print the exact command to run. Arguments: package names.
missing=""
for pkg in "$@"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing="$missing $pkg"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing system libraries Qt needs:$missing"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null && apt-get install -y -qq --no-install-recommends $missing >/dev/null
    exit $?
fi
if command -v apt-get >/dev/null 2>&1; then
    echo "Missing system libraries for Qt. Run:"
    echo "    sudo apt-get install$missing"
else
    echo "Missing system libraries for Qt (Debian names):$missing; install your system's equivalents."
fi
exit 0
