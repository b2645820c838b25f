#!/usr/bin/env bash
# Mide lo que cuesta medir un paso de pruebas con fallos sembrados (red-en-marcador/6, 10 mutantes), en una
# copia del kit (nunca en el repo) ya compilada, con las pruebas de la lección en Exercises/:
#   1. base: tras cambiar una prueba, `swift build --build-tests` y una ejecución de las pruebas del paso
#      (el binario de pruebas con --filter PruebasRedEnMarcador)
#   2. bucle: tras cambiar una prueba, `marcador comprobar red-en-marcador/6` (compilar con los mutantes,
#      el código sin tocar y los 10 mutantes, uno por ejecución): objetivo ≤ 3 veces la base
#   3. cambio de paso: `comprobar red-en-marcador/3` y enseguida `comprobar red-en-marcador/6`: lo que
#      cuesta la segunda, que recompila los módulos con mutantes (MARCADOR_MUTANTES cambia el plan)
# Dice la carga de la máquina al empezar y al acabar: con otras compilaciones a la vez, todo sube.
# Uso: docs/benchmarks/mutantes.sh [carpeta-de-trabajo] [repeticiones]   (5 por defecto)
# En macOS la base ejecuta las pruebas con `swift test --skip-build`: el binario es un bundle .xctest.
source "$(dirname "$0")/comun.sh"
echo "Carga (1, 5 y 15 min) al empezar: $(carga) · núcleos: $(nucleos)"

swift build --product marcador > /dev/null 2>&1
.build/debug/marcador generar > /dev/null
.build/debug/marcador resolver red-en-marcador/3 --si > /dev/null
.build/debug/marcador resolver red-en-marcador/6 --si > /dev/null
swift build --build-tests > /dev/null 2>&1
.build/debug/marcador comprobar red-en-marcador/6 > /dev/null 2>&1 || true   # la primera compilación con mutantes

pruebas=Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift
editar() {   # un mensaje distinto en una expectativa de la primera prueba: solo cambia ese fichero
    sed -E "s/#expect\(viewModel.uiState == .cargando(, \"v[0-9]+\")?\)/#expect(viewModel.uiState == .cargando, \"v$1\")/" \
        "$pruebas" > "$trabajo/editado.swift"
    cat "$trabajo/editado.swift" > "$pruebas"
}
mediana() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
base() {
    swift build --build-tests > /dev/null 2>&1
    if [ "$(uname)" = Darwin ]; then
        swift test --skip-build --filter PruebasRedEnMarcador > /dev/null 2>&1
    else
        .build/debug/MarcadorKitPackageTests.xctest --testing-library swift-testing --filter PruebasRedEnMarcador > /dev/null 2>&1
    fi
}

n=0
: > "$trabajo/base.txt"; : > "$trabajo/bucle.txt"; : > "$trabajo/cambio.txt"
swift build --build-tests > /dev/null 2>&1
for _ in $(seq "$veces"); do n=$((n + 1)); editar "$n"; segundos base >> "$trabajo/base.txt"; done
.build/debug/marcador comprobar red-en-marcador/6 > /dev/null 2>&1 || true
for _ in $(seq "$veces"); do
    n=$((n + 1)); editar "$n"
    segundos .build/debug/marcador comprobar red-en-marcador/6 >> "$trabajo/bucle.txt"
done
for _ in $(seq "$veces"); do
    .build/debug/marcador comprobar red-en-marcador/3 > /dev/null 2>&1 || true
    segundos .build/debug/marcador comprobar red-en-marcador/6 >> "$trabajo/cambio.txt"
done
b=$(mediana < "$trabajo/base.txt"); m=$(mediana < "$trabajo/bucle.txt"); c=$(mediana < "$trabajo/cambio.txt")
printf 'Medianas de %s:\n' "$veces"
printf '  base (compilar + una ejecución de sus pruebas): %5.2f s\n' "$b"
printf '  bucle (comprobar con 10 mutantes):              %5.2f s · razón %s (objetivo ≤ 3)\n' "$m" "$(echo "scale=2; $m / $b" | bc)"
printf '  tras comprobar otro paso:                       %5.2f s · razón %s\n' "$c" "$(echo "scale=2; $c / $b" | bc)"
echo "Carga al acabar: $(carga)"
