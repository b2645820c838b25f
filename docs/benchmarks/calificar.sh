#!/usr/bin/env bash
# Mide `marcador calificar` frente a un `swift test` normal, lado a lado, en una copia del kit (nunca en
# el repo) ya compilada, como la de quien aprende:
#   1. árbol resuelto (las soluciones dentro de las regiones de Exercises/): calificar / swift test ≤ 1,3
#   2. el mismo árbol con un módulo que no compila (un error dentro de una región): calificar ≤ 2 veces
#      el `swift test` del árbol resuelto; y el suelo que pone SwiftPM: las dos compilaciones y las pruebas
#      que calificar no se puede ahorrar, sin calificar alrededor
# Cada orden se repite, alternando con la otra (así cada una paga lo que cuesta cambiar de orden en
# SwiftPM), y se comparan las medianas. Con FRIO=1 mide además en frío, con .build borrado antes de cada
# orden, como en CI: `swift test` frente a `swift run marcador calificar` (que compila también la
# herramienta). En frío tarda unos diez minutos en 2 núcleos.
# Uso: [FRIO=1] docs/benchmarks/calificar.sh [carpeta-de-trabajo] [repeticiones]   (5 por defecto)
source "$(dirname "$0")/comun.sh"
# El manifiesto de la copia, al día con su kit (en el repo lo pone al día `marcador generar`).
swift build --product marcador > /dev/null 2>&1
.build/debug/marcador generar > /dev/null
# Exercises/ resuelto: cada fichero de Solutions/ sin el esqueleto de sus regiones. Fuera de las
# regiones queda igual que lo que escribe el generador, así que no cuenta como un cambio del kit.
(cd Solutions && find . -type f -name '*.swift') | while read -r f; do
    sed '/MARK: ESQUELETO/,/MARK: FIN EJERCICIO/{/MARK: FIN EJERCICIO/!d;}' "Solutions/$f" > "Exercises/$f"
done
swift build --build-tests > /dev/null 2>&1

mediana() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
razon() { echo "scale=2; $1 / $2" | bc; }

# Mide «swift test» y «calificar» alternando; deja las medianas en $base y $nota.
medir() {
    : > "$trabajo/base.txt"; : > "$trabajo/nota.txt"
    for _ in $(seq "$veces"); do
        segundos swift test >> "$trabajo/base.txt"
        segundos .build/debug/marcador calificar --json "$trabajo/$1.json" >> "$trabajo/nota.txt"
    done
    base=$(mediana < "$trabajo/base.txt"); nota=$(mediana < "$trabajo/nota.txt")
}

echo "Con el paquete ya compilado (medianas de $veces, alternando):"
medir resuelto
resuelto=$base
printf '  resuelto:        swift test %5.2f s · calificar %5.2f s · razón %s (objetivo ≤ 1,3)\n' "$base" "$nota" "$(razon "$nota" "$base")"

# Un error dentro de una región (fuera de ellas sería un cambio del kit, y se restauraría). Se reescribe
# en el sitio, como un editor.
fichero=Exercises/Cronica/UI/CronicaViewModel.swift
cp "$fichero" "$trabajo/original.swift"
sed '/MARK: FIN EJERCICIO/i\
    let roto: Int = "no es un Int"
' "$trabajo/original.swift" > "$trabajo/roto.swift"
cat "$trabajo/roto.swift" > "$fichero"
medir un-modulo-roto
printf '  un módulo roto:  swift test %5.2f s · calificar %5.2f s · razón frente al resuelto %s (objetivo ≤ 2), frente a este %s\n' \
    "$base" "$nota" "$(razon "$nota" "$resuelto")" "$(razon "$nota" "$base")"

# El suelo: lo mínimo que calificar no se puede ahorrar con un módulo roto, las dos órdenes de SwiftPM
# (la compilación que falla y la que saca el módulo de Solutions/, con otro MARCADOR) y el binario de
# las pruebas que dan nota, sin nada de calificar alrededor. Cada vez tras un `swift test`, como arriba.
suites=$(grep -o '"[A-Za-z]*Tests\.[A-Za-z0-9_]*"' Sources/Catalogo/catalogo.json | tr -d '"' | sed 's/^/--filter /' | tr '\n' ' ')
suelo() {
    swift build --build-tests > /dev/null 2>&1 || true
    MARCADOR=soluciones:CronicaUI swift build --build-tests > /dev/null 2>&1
    # shellcheck disable=SC2086
    MARCADOR=soluciones:CronicaUI .build/debug/MarcadorKitPackageTests.xctest --testing-library swift-testing $suites > /dev/null 2>&1 || true
}
: > "$trabajo/suelo.txt"; : > "$trabajo/base-suelo.txt"
for _ in $(seq "$veces"); do
    segundos swift test >> "$trabajo/base-suelo.txt"
    segundos suelo >> "$trabajo/suelo.txt"
done
base=$(mediana < "$trabajo/base-suelo.txt"); piso=$(mediana < "$trabajo/suelo.txt")
printf '  suelo de SwiftPM con un módulo roto: %5.2f s · razón frente al resuelto %s (calificar no puede bajar de aquí)\n' \
    "$piso" "$(razon "$piso" "$resuelto")"
cat "$trabajo/original.swift" > "$fichero"

if [ "${FRIO:-0}" = 1 ]; then
    echo "En frío (.build borrado antes de cada orden), como en CI:"
    frio() { rm -rf .build; segundos "$@"; }
    base=$(frio swift test)
    nota=$(frio swift run marcador calificar --json "$trabajo/frio-resuelto.json")
    printf '  resuelto:        swift test %6.1f s · swift run marcador calificar %6.1f s · razón %s\n' "$base" "$nota" "$(razon "$nota" "$base")"
    cat "$trabajo/roto.swift" > "$fichero"
    roto=$(frio swift test)
    nota=$(frio swift run marcador calificar --json "$trabajo/frio-un-modulo-roto.json")
    printf '  un módulo roto:  swift test %6.1f s · swift run marcador calificar %6.1f s · razón frente al resuelto %s\n' \
        "$roto" "$nota" "$(razon "$nota" "$base")"
    cat "$trabajo/original.swift" > "$fichero"
fi
echo "Informes JSON en $trabajo"
