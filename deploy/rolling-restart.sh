#!/bin/sh
# Restarts the shop's processes one at a time, each only once the one before is ready again, so
# the proxy always has one to send requests to (run `npm run migrate` first when the release has
# migrations: the processes start with MIGRATE_ON_START=false).
#
#   deploy/rolling-restart.sh 3001 3002          # systemd: systemctl restart shop@3001, then 3002
#
# How an instance is restarted and asked for its readiness is set by the environment, `{port}`
# standing for the instance (the tests drive their own processes this way):
#   SHOP_RESTART   command that restarts one instance and returns once it has been started again
#                  (default: systemctl restart shop@{port})
#   SHOP_READY     address of its readiness (default: http://127.0.0.1:{port}/api/health/ready)
#   SHOP_READY_TIMEOUT  seconds to wait for it to be ready (default 120)
#   SHOP_SETTLE    seconds to wait after it is ready, for the proxy's health check to see it
#                  (default 3: Caddy checks every second)
set -eu

[ "$#" -gt 0 ] || { echo "usage: $0 PORT [PORT ...]" >&2; exit 2; }
restart=${SHOP_RESTART:-'systemctl restart shop@{port}'}
ready=${SHOP_READY:-'http://127.0.0.1:{port}/api/health/ready'}
timeout=${SHOP_READY_TIMEOUT:-120}
settle=${SHOP_SETTLE:-3}

for port in "$@"; do
	case $port in '' | *[!0-9]*) echo "not a port: $port" >&2; exit 2 ;; esac
done

fill() { printf '%s' "$1" | sed "s/{port}/$2/g"; }

# 200 from the readiness address, without curl or wget: node is there wherever the shop runs.
is_ready() {
	node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(2000) }).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))' "$1"
}

for port in "$@"; do
	echo "Restarting the shop on port $port"
	sh -c "$(fill "$restart" "$port")"
	url=$(fill "$ready" "$port")
	waited=0
	until is_ready "$url"; do
		waited=$((waited + 1))
		if [ "$waited" -ge "$timeout" ]; then
			echo "The shop on port $port is not ready after ${timeout} s: stopping here, the others are untouched." >&2
			exit 1
		fi
		sleep 1
	done
	echo "The shop on port $port is ready"
	sleep "$settle"
done
echo "Every instance restarted: $*"
