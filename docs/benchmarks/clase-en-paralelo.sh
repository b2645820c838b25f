#!/usr/bin/env bash
# La clase como la califica la matriz de GitHub Actions (docs/github-actions/clase.yml), en una sola máquina:
# N entregas repartidas entre P trabajadores a la vez (por defecto, tantos como núcleos), cada uno con su propio
# clon del kit, como cada trabajo de la matriz tiene su máquina (su .build y su copia que califica: dos
# `calificar` con el mismo kit se turnan). Primero cada trabajador prepara su kit como el trabajo «preparar»
# (compila la herramienta y califica la publicación sin tocar: en Actions, lo que trae la caché); después se
# califican las N entregas una tras otra con un solo trabajador y, otra vez, con los P a la vez, y al final
# `marcador clase --csv`. Dice el tiempo de cada fase, la mediana por entrega y la carga al empezar y al acabar.
# Las entregas, a partes iguales: resuelta, sin tocar y solo red-en-marcador. Solo necesita Swift, bash, git y bc.
# Uso: [N=8] [P=núcleos] docs/benchmarks/clase-en-paralelo.sh [carpeta-de-trabajo]
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
source "$(dirname "$0")/cifras.sh"
cuantas="${N:-8}"
trabajadores="${P:-$(nucleos)}"
trabajo="${1:-$(mktemp -d)}"
mkdir -p "$trabajo"; trabajo="$(cd "$trabajo" && pwd)"
case "$trabajo/" in "$kit"/*) echo "La carpeta de trabajo no puede estar dentro del repositorio: $trabajo" >&2; exit 2 ;; esac
[ -z "$(git -C "$kit" status --porcelain)" ] || echo "aviso: el repositorio tiene cambios sin commit; se mide el último commit" >&2
carga_al_empezar=$(carga)
rm -rf "${trabajo:?}"/{kit-*,taller,publicacion,entregas,resultados-*,registros}
mkdir -p "$trabajo/entregas" "$trabajo/registros"

# ── Preparar: un clon por trabajador, su herramienta y su copia compilada con la publicación sin tocar. ──
preparar() {
    local d="$trabajo/kit-$1"
    clonar "$kit" "$d"
    swift build --package-path "$d" --product marcador > "$trabajo/registros/preparar-$1.log" 2>&1
    "$d/.build/debug/marcador" publicar --raiz "$d" "$trabajo/plantilla-$1" > /dev/null
    "$d/.build/debug/marcador" calificar --raiz "$trabajo/plantilla-$1" --kit "$d" --json "$trabajo/plantilla-$1.json" >> "$trabajo/registros/preparar-$1.log" 2>&1
}
inicio=$(reloj)
for t in $(seq 1 "$trabajadores"); do preparar "$t" & done
wait
preparacion=$(desde "$inicio")

# ── Las entregas, hechas con `resolver` en un taller (otro clon), como en clase-entera.sh. ──
clonar "$kit" "$trabajo/taller"
cp -R "$trabajo/plantilla-1" "$trabajo/publicacion"
for i in $(seq 1 "$cuantas"); do
    e="$trabajo/entregas/$(printf '%02d' "$i")"
    cp -R "$trabajo/publicacion" "$e"
    git -C "$trabajo/taller" checkout -q -- Exercises
    case $((i % 3)) in
        1) "$trabajo/kit-1/.build/debug/marcador" resolver --si --raiz "$trabajo/taller" > /dev/null ;;
        2) continue ;;
        0) "$trabajo/kit-1/.build/debug/marcador" resolver red-en-marcador --si --raiz "$trabajo/taller" > /dev/null ;;
    esac
    git -C "$trabajo/taller" diff --name-only -- Exercises | while read -r f; do cat "$trabajo/taller/$f" > "$e/$f"; done
done

# ── Calificar: el trabajador t toma las entregas t, t+P, t+2P… ──
calificar_con() {   # $1: trabajador, $2: cuántos trabajadores, $3: carpeta de resultados
    local i=0 e nombre inicio
    for e in "$trabajo"/entregas/*; do
        i=$((i + 1))
        [ $(((i - 1) % $2)) -eq $(($1 - 1)) ] || continue
        nombre="$(basename "$e")"
        mkdir -p "$3/$nombre"
        inicio=$(reloj)
        "$trabajo/kit-$1/.build/debug/marcador" calificar --raiz "$e" --kit "$trabajo/kit-$1" --tiempo 3 \
            --json "$3/$nombre/resultados.json" > "$trabajo/registros/$(basename "$3")-$nombre.log" 2>&1 || true
        desde "$inicio" >> "$3.tiempos"
    done
}
fase() {   # $1: trabajadores
    local r="$trabajo/resultados-$1" inicio t
    rm -rf "$r" "$r.tiempos"; mkdir -p "$r"
    inicio=$(reloj)
    for t in $(seq 1 "$1"); do calificar_con "$t" "$1" "$r" & done
    wait
    desde "$inicio"
}
uno=$(fase 1)
varios=$(fase "$trabajadores")
inicio=$(reloj)
"$trabajo/kit-1/.build/debug/marcador" clase "$trabajo/resultados-$trabajadores"/* --csv "$trabajo/notas.csv" > "$trabajo/clase.md" 2> /dev/null
clase=$(desde "$inicio")
iguales=$(for d in "$trabajo/resultados-1"/*; do cmp -s <(grep '"puntos"' "$d/resultados.json" | tail -1) \
    <(grep '"puntos"' "$trabajo/resultados-$trabajadores/$(basename "$d")/resultados.json" | tail -1) && echo si; done | grep -c si || true)

LC_NUMERIC=C printf '%s entregas · %s núcleos · %s trabajadores · carga al empezar %s, al acabar %s\n' \
    "$cuantas" "$(nucleos)" "$trabajadores" "$carga_al_empezar" "$(carga)"
LC_NUMERIC=C printf 'preparar los %s kits a la vez (en Actions: la caché)  %8.1f s\n' "$trabajadores" "$preparacion"
LC_NUMERIC=C printf 'las %s entregas, una tras otra                       %8.1f s (mediana %s s por entrega)\n' "$cuantas" "$uno" "$(mediana < "$trabajo/resultados-1.tiempos")"
LC_NUMERIC=C printf 'las %s entregas, %s trabajadores a la vez             %8.1f s (mediana %s s por entrega)\n' "$cuantas" "$trabajadores" "$varios" "$(mediana < "$trabajo/resultados-$trabajadores.tiempos")"
LC_NUMERIC=C printf 'marcador clase --csv                                 %8.2f s\n' "$clase"
echo "la misma nota con 1 y con $trabajadores trabajadores: $iguales de $cuantas · notas en $trabajo/notas.csv"
