#!/usr/bin/env bash
# The compose file's `backup` service (decision 050): makes the pgBackRest stanza once, checks that
# WAL archiving works, takes a full backup when the repository has none, then every day at
# BACKUP_HOUR_UTC a differential backup (a full one on FULL_BACKUP_WEEKDAY, 1 = Monday … 7).
# pgBackRest expires old backups itself after each one (repo1-retention-full).
set -euo pipefail
stanza=fairfare
hour="${BACKUP_HOUR_UTC:-2}"
full_day="${FULL_BACKUP_WEEKDAY:-7}"

until pg_isready -q -h /var/run/postgresql -U fairfare -d fairfare; do sleep 2; done
pgbackrest --stanza="$stanza" stanza-create
pgbackrest --stanza="$stanza" check
if ! pgbackrest --stanza="$stanza" info --output=json | grep -q '"type":"full"'; then
  pgbackrest --stanza="$stanza" backup --type=full
fi

while true; do
  now=$(date -u +%s)
  next=$(date -u -d "today ${hour}:00" +%s)
  if [ "$next" -le "$now" ]; then next=$(date -u -d "tomorrow ${hour}:00" +%s); fi
  sleep $((next - now))
  type=diff
  if [ "$(date -u +%u)" = "$full_day" ]; then type=full; fi
  # A failed backup is logged and tried again the next day; the archive keeps every WAL segment
  # since the last good one, so a restore to any time stays possible meanwhile.
  pgbackrest --stanza="$stanza" backup --type="$type" || echo "backup ($type) failed" >&2
done
