#!/usr/bin/env bash
# Mide la CI del kit, `.ci/run`, como la ejecuta la CI: en un clon limpio, sin .build y con una carpeta
# temporal propia (TMPDIR), así que la copia de las pruebas de integración también empieza en frío.
# Dice el total y lo que tarda cada uno de sus cuatro pasos, si sale en verde, y la carga de la máquina al
# empezar y al acabar. Con `--antes COMMIT` mide también ese commit, alternando con el de ahora en la misma
# vuelta. Presupuesto: ≤ 10 minutos. Cada ejecución son unos 10 minutos: con otras compilaciones a la vez,
# todo sube.
# Uso: docs/benchmarks/ci.sh [--antes COMMIT] [carpeta-de-trabajo] [repeticiones]   (1 por defecto)
veces=1
source "$(dirname "$0")/argumentos.sh" "$@"
ahora=$(git -C "$repo" rev-parse --short HEAD)
mkdir -p "$trabajo"

# Una ejecución de .ci/run en un clon nuevo de ese commit; escribe su línea en la tabla.
medir() {   # $1: commit
    local d="$trabajo/ci-$1" registro="$trabajo/ci-$1.log" empieza estado inicio
    rm -rf "$d" "$d.tmp" && mkdir -p "$d.tmp"
    git clone -q "$repo" "$d" && git -C "$d" -c advice.detachedHead=false checkout -q "$1"
    empieza=$(carga)
    inicio=$SECONDS
    if (cd "$d" && TMPDIR="$d.tmp" .ci/run > "$registro" 2>&1); then estado=verde; else estado=ROJO; fi
    # Cada paso de .ci/run empieza con «== N/4 · … (S s)»: S son los segundos desde el principio. El que
    # falla no tiene final: su tiempo va hasta que acaba .ci/run, y los que no llegan a empezar, «—».
    awk -v commit="$1" -v estado="$estado" -v empieza="$empieza" -v acaba="$(carga)" -v total=$((SECONDS - inicio)) '
        /^== / { gsub(/[()s]/, "", $NF); marcas[++n] = $NF }
        END {
            if (n < 5) marcas[++n] = total
            linea = sprintf("%-9s %-6s", commit, estado)
            for (i = 2; i <= 5; i++) linea = linea sprintf(" %8s", (i <= n ? marcas[i] - marcas[i - 1] : "—"))
            printf "%s %8s   %s → %s\n", linea, total, empieza, acaba
        }' "$registro"
    rm -rf "$d" "$d.tmp"
}

echo "Carga al empezar: $(carga) · registros en $trabajo"
printf '%-9s %-6s %8s %8s %8s %8s %8s   %s\n' commit CI compilar pruebas integr. verificar total "carga (1, 5 y 15 min)"
for _ in $(seq "$veces"); do
    [ -n "$antes" ] && medir "$antes"
    medir "$ahora"
done
