# Los argumentos de los benchmarks que se comparan con otro commit, y la carga de la máquina (se carga con
# `source "$(dirname "$0")/argumentos.sh" "$@"`, con `veces` ya puesto a su valor por defecto; carga cifras.sh):
#   [--antes COMMIT] [carpeta-de-trabajo] [repeticiones]
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
antes=""
if [ "${1:-}" = "--antes" ]; then antes=$2; shift 2; fi
trabajo="${1:-$(mktemp -d)}"
veces="${2:-$veces}"
source "$(dirname "$0")/cifras.sh"
