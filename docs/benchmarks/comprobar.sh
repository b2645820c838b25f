#!/usr/bin/env bash
# Mide el bucle de quien aprende en una copia del kit (nunca en el repo) ya compilada: cambiar una línea
# de un ejercicio y tener el veredicto de su paso. En la misma ejecución, y con la misma edición:
#   0. la referencia: swift build --build-tests y swift test --skip-build --filter <las suites del paso>
#   1. .build/debug/marcador comprobar <paso>: la herramienta ya compilada (objetivo: ≤ 1,3 × la referencia)
#   2. swift run marcador comprobar <paso>: la orden del README (suma un arranque de SwiftPM)
#   3. swift run marcador vigilar: del guardado a la línea del veredicto (objetivo: ≤ la referencia + 0,5 s)
#   4. vigilar, del guardado que arregla un error de compilación al veredicto (objetivo: no más que en 3)
# El fichero se reescribe en el sitio, como lo guarda un editor; `sed -i` lo sustituye por otro, y
# entonces SwiftPM vuelve a planificar la compilación entera (medio segundo más).
# Al final, la máquina: núcleos y carga media (con otros trabajos a la vez, las cifras suben).
# Uso: docs/benchmarks/comprobar.sh [carpeta-de-trabajo] [repeticiones]
source "$(dirname "$0")/comun.sh"
carga_al_empezar=$(carga)
swift build --build-tests > /dev/null 2>&1
swift build --product marcador > /dev/null 2>&1

paso=red-en-marcador/3
suites=(--filter ArbitrosUITests.ArbitrosViewModelEstadosTests --filter ArbitrosUITests.ArbitrosViewModelTests)
fichero=Exercises/Arbitros/UI/ArbitrosViewModel.swift
# Una línea distinta cada vez, dentro de la región del paso, que cambia de verdad el código compilado
# (con «_ = N» el objeto sale igual y SwiftPM ni enlaza: no es lo que hace quien aprende).
editar() {   # $1: la expresión del error; un nombre que no existe no compila
    sed -E "s/func cargar\(\) async \{.*\}/func cargar() async { uiState = .error($1) }/" "$fichero" > "$trabajo/editado.swift"
    cat "$trabajo/editado.swift" > "$fichero"
}
resumen() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f s de mediana · mín %.2f s · máx %.2f s\n", v[int((NR + 1) / 2)], v[1], v[NR] }'; }
mediana() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
referencia() { swift build --build-tests > /dev/null 2>&1; swift test --skip-build "${suites[@]}" > /dev/null 2>&1 || true; }

# 0 y 1, alternados: cada edición se mide una vez con la referencia y otra con la herramienta.
n=0
: > "$trabajo/referencia.txt"
: > "$trabajo/comprobar.txt"
for _ in $(seq "$veces"); do
    n=$((n + 1)); editar "\"$n\""; segundos referencia >> "$trabajo/referencia.txt"
    n=$((n + 1)); editar "\"$n\""; segundos .build/debug/marcador comprobar "$paso" >> "$trabajo/comprobar.txt"
done
echo "referencia, build + test --filter:  $(resumen < "$trabajo/referencia.txt")"
echo "marcador comprobar:                 $(resumen < "$trabajo/comprobar.txt")"
for _ in $(seq "$veces"); do n=$((n + 1)); editar "\"$n\""; segundos swift run marcador comprobar "$paso"; done \
    | resumen | sed 's/^/swift run marcador comprobar:       /'

# vigilar comprueba el primer paso pendiente al guardar cualquier ejercicio: los de antes se dan por
# hechos, para que sea el mismo paso. Se guarda y se espera a que escriba un veredicto (✗ o ✓, o ⚠ si
# no compila) más.
mkdir -p .marcador
{
    echo '{ "pasos": {'
    for hecho in viewmodel-hilo-principal/1 viewmodel-hilo-principal/2.1 viewmodel-hilo-principal/2.2 \
                 viewmodel-hilo-principal/2.3 red-http-json-urlsession/1 red-en-marcador/1 red-en-marcador/2; do
        echo "\"$hecho\": { \"estado\": \"hecho\", \"fecha\": \"2026-01-01T00:00:00Z\" },"
    done
    echo "\"$paso\": { \"estado\": \"pendiente\", \"fecha\": \"2026-01-01T00:00:00Z\" } } }"
} > .marcador/resultados.json
registro="$trabajo/vigilar.log"
.build/debug/marcador vigilar > "$registro" 2>&1 &
vigilante=$!
trap 'kill -INT $vigilante 2> /dev/null || true' EXIT
veredictos() { grep -c -E "(✓|✗) [a-z-]+/[0-9.]+ · .*prueba" "$registro" || true; }
sin_compilar() { grep -c -E "⚠ [a-z-]+/[0-9.]+ · .*no compila" "$registro" || true; }
until [ "$(veredictos)" -ge 1 ]; do sleep 0.05; done
esperar_veredicto() {   # desde el guardado de $1 hasta el veredicto siguiente
    local antes inicio
    antes=$(veredictos)
    inicio=$(reloj)
    editar "\"$1\""
    until [ "$(veredictos)" -gt "$antes" ]; do sleep 0.02; done
    desde "$inicio"
}
: > "$trabajo/vigilar.txt"
for _ in $(seq "$veces"); do n=$((n + 1)); esperar_veredicto "$n" >> "$trabajo/vigilar.txt"; done
echo "vigilar, guardar → veredicto:       $(resumen < "$trabajo/vigilar.txt")"

# Un error de compilación (un nombre que no existe) y, cuando vigilar lo ha dicho, su arreglo.
: > "$trabajo/arreglo.txt"
for _ in $(seq "$veces"); do
    antes=$(sin_compilar)
    editar "no_existe_$n"
    until [ "$(sin_compilar)" -gt "$antes" ]; do sleep 0.02; done
    n=$((n + 1)); esperar_veredicto "$n" >> "$trabajo/arreglo.txt"
done
echo "vigilar, arreglar → veredicto:      $(resumen < "$trabajo/arreglo.txt")"

base=$(mediana < "$trabajo/referencia.txt")
cuenta() { LC_NUMERIC=C printf "%.2f" "$(echo "scale=4; $1" | bc)"; }
echo "comprobar / referencia:             $(cuenta "$(mediana < "$trabajo/comprobar.txt") / $base") (objetivo ≤ 1,3)"
echo "vigilar − referencia:               $(cuenta "$(mediana < "$trabajo/vigilar.txt") - $base") s (objetivo ≤ 0,5 s)"
echo "arreglar − guardar, en vigilar:     $(cuenta "$(mediana < "$trabajo/arreglo.txt") - $(mediana < "$trabajo/vigilar.txt")") s (objetivo ≤ 0: ni un paso más lento)"
echo "máquina: $(nucleos) núcleos · carga media al empezar $carga_al_empezar · al acabar $(carga)"
