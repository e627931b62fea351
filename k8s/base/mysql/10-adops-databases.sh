#!/bin/bash
# Creates one database and one user per AdOps context whose password Secret exists
# (adops-<context>-database, key password, mounted as <CONTEXT>_DB_PASSWORD). Idempotent.
# Runs once from /docker-entrypoint-initdb.d on an empty data directory; after adding a context:
#   kubectl -n adops rollout restart statefulset/mysql   (picks up the new Secret), then
#   kubectl -n adops exec mysql-0 -- bash /docker-entrypoint-initdb.d/10-adops-databases.sh
# It is sourced by the image's entrypoint, so it must not call exit.
adops_sql=""
for adops_ctx in identity customer listing order ads creative payment; do
  adops_var="$(echo "${adops_ctx}" | tr '[:lower:]' '[:upper:]')_DB_PASSWORD"
  adops_pw="${!adops_var:-}"
  if [ -z "${adops_pw}" ]; then
    echo "adops: no password for ${adops_ctx} (Secret adops-${adops_ctx}-database), skipped"
    continue
  fi
  adops_pw="${adops_pw//\\/\\\\}"
  adops_pw="${adops_pw//\'/\\\'}"
  adops_sql+="CREATE DATABASE IF NOT EXISTS \`${adops_ctx}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_0900_ai_ci;
CREATE USER IF NOT EXISTS '${adops_ctx}'@'%' IDENTIFIED BY '${adops_pw}';
ALTER USER '${adops_ctx}'@'%' IDENTIFIED BY '${adops_pw}';
GRANT ALL PRIVILEGES ON \`${adops_ctx}\`.* TO '${adops_ctx}'@'%';
"
  echo "adops: database and user ${adops_ctx}"
done
if [ -n "${adops_sql}" ]; then
  MYSQL_PWD="${MYSQL_ROOT_PASSWORD}" mysql --protocol=socket -uroot <<<"${adops_sql}FLUSH PRIVILEGES;"
fi
unset adops_sql adops_ctx adops_var adops_pw
