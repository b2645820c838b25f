#!/usr/bin/env bash
# Mide el bucle de quien aprende en una copia del kit (nunca en el repo) ya compilada: cambiar el cuerpo
# de una función de un ejercicio y tener el veredicto de su paso (objetivo ≤ 3 s).
#   1. .build/debug/marcador comprobar <paso>: la herramienta ya compilada
#   2. swift run marcador comprobar <paso>: la orden del README (suma un arranque de SwiftPM)
#   3. swift run marcador vigilar: del guardado a la línea del veredicto
# El fichero se reescribe en el sitio, como lo guarda un editor; `sed -i` lo sustituye por otro, y
# entonces SwiftPM vuelve a planificar la compilación entera (medio segundo más).
# Uso: docs/benchmarks/comprobar.sh [carpeta-de-trabajo] [repeticiones]
source "$(dirname "$0")/comun.sh"
swift build --build-tests > /dev/null 2>&1
swift build --product marcador > /dev/null 2>&1

paso=red-en-marcador/3
fichero=Exercises/Arbitros/UI/ArbitrosViewModel.swift
editar() {   # un cuerpo de función distinto cada vez, dentro de la región del paso
    sed -E "s/func cargar\(\) async \{.*\}/func cargar() async { _ = $1 }/" "$fichero" > "$trabajo/editado.swift"
    cat "$trabajo/editado.swift" > "$fichero"
}
resumen() { sort -n | awk '{ v[NR] = $1 } END { printf "mediana %.2f s · mín %.2f s · máx %.2f s\n", v[int((NR + 1) / 2)], v[1], v[NR] }'; }

n=0
for _ in $(seq "$veces"); do n=$((n + 1)); editar "$n"; segundos .build/debug/marcador comprobar "$paso"; done \
    | resumen | sed 's/^/marcador comprobar:            /'
for _ in $(seq "$veces"); do n=$((n + 1)); editar "$n"; segundos swift run marcador comprobar "$paso"; done \
    | resumen | sed 's/^/swift run marcador comprobar:  /'

# vigilar comprueba el primer paso pendiente al guardar cualquier ejercicio: se guarda y se espera a
# que escriba un veredicto (✗ o ✓) más.
registro="$trabajo/vigilar.log"
.build/debug/marcador vigilar > "$registro" 2>&1 &
vigilante=$!
trap 'kill -INT $vigilante 2> /dev/null || true' EXIT
veredictos() { grep -c -E "(✓|✗) [a-z-]+/[0-9.]+ · .*prueba" "$registro" || true; }
until [ "$(veredictos)" -ge 1 ]; do sleep 0.05; done
for _ in $(seq "$veces"); do
    n=$((n + 1))
    antes=$(veredictos)
    inicio=$EPOCHREALTIME
    editar "$n"
    until [ "$(veredictos)" -gt "$antes" ]; do sleep 0.02; done
    echo "$EPOCHREALTIME - $inicio" | bc
done | resumen | sed 's/^/vigilar, guardar → veredicto:  /'
