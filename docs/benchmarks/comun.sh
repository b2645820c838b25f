# Lo que comparten los benchmarks (se carga con `source`): los argumentos, una copia del kit sin .build
# en la carpeta de trabajo (nunca se mide en el repo) y cómo se cuenta el tiempo (cifras.sh).
#   $1: la carpeta de trabajo (por defecto, una temporal) · $2: las repeticiones (por defecto, 5)
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
trabajo="${1:-$(mktemp -d)}"
veces="${2:-5}"
dir="$trabajo/kit"

rm -rf "$dir"
mkdir -p "$dir"
tar -C "$kit" --exclude ./.build -cf - . | tar -C "$dir" -xf -
source "$(dirname "$0")/cifras.sh"
cd "$dir"

# Los segundos de reloj que tarda una orden, sin su salida (sin redondear).
segundos() { local inicio; inicio=$(reloj); "$@" > /dev/null 2>&1 || true; desde "$inicio"; }
