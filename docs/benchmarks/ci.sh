#!/usr/bin/env bash
# Mide la CI del kit, `.ci/run`, como la ejecuta la CI: cada vez en un clon limpio y nuevo, sin .build, con el
# entorno de quien lo lanza (sin TMPDIR, como la CI: /dev/shm para lo pequeño). La copia que compilan las
# pruebas de integración va por clon, así que también empieza en frío, y se borra al acabar.
# Dice el total y lo que tarda cada uno de sus cuatro pasos, si sale en verde, y la carga de la máquina al
# empezar y al acabar. Mide lo confirmado (HEAD), no lo que esté sin confirmar. Con `--antes COMMIT` mide
# también ese commit, alternando con el de ahora en la misma vuelta. Presupuesto: ≤ 10 minutos, y cada
# ejecución tarda más o menos eso: con otras compilaciones a la vez, todo sube.
# Uso: docs/benchmarks/ci.sh [--antes COMMIT] [carpeta-de-trabajo] [repeticiones]   (1 por defecto)
veces=1
source "$(dirname "$0")/argumentos.sh" "$@"
ahora=$(git -C "$repo" rev-parse --short HEAD)
mkdir -p "$trabajo"

# Una ejecución de .ci/run en un clon nuevo de ese commit; escribe su línea en la tabla.
medir() {   # $1: commit · $2: la vuelta
    local d="$trabajo/ci-$1-$2" registro="$trabajo/ci-$1-$2.log" marca="$trabajo/marca-$1-$2" empieza estado inicio
    rm -rf "$d" && touch "$marca"
    git clone -q "$repo" "$d" && git -C "$d" -c advice.detachedHead=false checkout -q "$1"
    empieza=$(carga)
    inicio=$SECONDS
    if (cd "$d" && .ci/run > "$registro" 2>&1); then estado=verde; else estado=ROJO; fi
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
    # La copia de las pruebas de integración (marcador-integracion-…, una por ruta de clon) no se vuelve a usar:
    # se borra la que apareció durante la ejecución (con la máquina sola, como pide medir, no hay otra).
    find "${TMPDIR:-/tmp}" -maxdepth 1 -name 'marcador-integracion-*' -newer "$marca" -exec rm -rf {} +
    rm -rf "$d" "$marca"
}

echo "Carga al empezar: $(carga) · registros en $trabajo"
printf '%-9s %-6s %8s %8s %8s %8s %8s   %s\n' commit CI compilar pruebas integr. verificar total "carga (1, 5 y 15 min)"
for vuelta in $(seq "$veces"); do   # primero el de ahora: si sale en rojo, se sabe antes
    medir "$ahora" "$vuelta"
    [ -n "$antes" ] && medir "$antes" "$vuelta"
done
