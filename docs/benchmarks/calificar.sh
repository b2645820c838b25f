#!/usr/bin/env bash
# Mide `marcador calificar` frente a un `swift test` normal, lado a lado, en una copia del kit (nunca en
# el repo) ya compilada, como la de quien aprende:
#   1. árbol resuelto (las soluciones dentro de las regiones de Exercises/): calificar / swift test ≤ 1,3
#   2. el mismo árbol con un módulo que no compila (un error dentro de una región): calificar ≤ 2 veces
#      el `swift test` del árbol resuelto
# Uso: docs/benchmarks/calificar.sh [carpeta-de-trabajo]   (por defecto, una temporal)
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
trabajo="${1:-$(mktemp -d)}"
mkdir -p "$trabajo"
dir="$trabajo/kit"

rm -rf "$dir"
rsync -a --exclude .build "$kit/" "$dir/"
cd "$dir"
# El manifiesto de la copia, al día con su kit (en el repo lo pone al día `marcador generar`).
swift build --product marcador > /dev/null 2>&1
.build/debug/marcador generar > /dev/null
# Exercises/ resuelto: cada fichero de Solutions/ sin el esqueleto de sus regiones. Fuera de las
# regiones queda igual que lo que escribe el generador, así que no cuenta como un cambio del kit.
(cd Solutions && find . -type f -name '*.swift') | while read -r f; do
    sed '/MARK: ESQUELETO/,/MARK: FIN EJERCICIO/{/MARK: FIN EJERCICIO/!d;}' "Solutions/$f" > "Exercises/$f"
done
swift build --build-tests > /dev/null 2>&1

segundos() { local inicio=$EPOCHREALTIME; "$@" > /dev/null 2>&1 || true; echo "$EPOCHREALTIME - $inicio" | bc; }

base=$(segundos swift test)
calificar=$(segundos .build/debug/marcador calificar --json "$trabajo/resuelto.json")
printf 'resuelto:        swift test %5.1f s · calificar %5.1f s · razón %4.2f (objetivo ≤ 1,3)\n' \
    "$base" "$calificar" "$(echo "$calificar / $base" | bc -l)"

# Un error dentro de una región (fuera de ellas sería un cambio del kit, y se restauraría).
fichero=Exercises/Cronica/UI/CronicaViewModel.swift
cp "$fichero" "$trabajo/original.swift"
sed -i '/MARK: FIN EJERCICIO/i\
    let roto: Int = "no es un Int"
' "$fichero"
roto=$(segundos swift test)
calificar=$(segundos .build/debug/marcador calificar --json "$trabajo/un-modulo-roto.json")
printf 'un módulo roto:  swift test %5.1f s · calificar %5.1f s · razón frente al resuelto %4.2f (objetivo ≤ 2)\n' \
    "$roto" "$calificar" "$(echo "$calificar / $base" | bc -l)"
cp "$trabajo/original.swift" "$fichero"
echo "Informes JSON en $trabajo"
