#!/usr/bin/env bash
# Mide `marcador calificar --kit` frente a un `swift test` normal en la misma entrega, lado a lado, con la
# compilación ya hecha (volver a calificar una entrega), como un instructor que califica desde su kit:
#   1. entrega resuelta (la publicación con las soluciones dentro de las regiones): calificar / swift test ≤ 1,3
#   2. la misma con un módulo que no compila (un error dentro de una región): calificar ≤ 2 veces el
#      `swift test` de la resuelta
#   3. de cada calificación, lo que cuesta medir los dos pasos de pruebas con sus fallos sembrados (desde
#      que calificar dice «Midiendo…» hasta que acaba): objetivo ≤ 3 s
# y la primera calificación de la entrega resuelta, que compila en frío la copia de calificar.
# Cada orden se repite alternando con la otra y se comparan las medianas. Con `--antes COMMIT` mide también
# el kit de ese commit, con su propia publicación y las mismas entregas, en la misma vuelta. Trabaja en
# clones del repositorio (lo confirmado), nunca en él. Dice la carga de la máquina al empezar y al acabar
# cada kit: con otras compilaciones a la vez, todo sube.
# Uso: docs/benchmarks/calificar.sh [--antes COMMIT] [carpeta-de-trabajo] [repeticiones]   (5 por defecto)
veces=5
source "$(dirname "$0")/argumentos.sh" "$@"

mediana() { sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
razon() { echo "scale=2; $1 / $2" | bc; }
# Los segundos de reloj que tarda una orden, sin su salida (sin redondear).
segundos() { local inicio; inicio=$(reloj); "$@" > /dev/null 2>&1 || true; desde "$inicio"; }

# Una calificación: deja en $total sus segundos, en $medida los que van desde «Midiendo…» hasta el final
# (0 si no mide nada) y en $desglose lo que dice calificar de ellos, si lo dice (desde 0c52984).
calificar() {   # $1: el kit · $2: la entrega · $3: el informe
    local inicio midiendo=""
    inicio=$(reloj)
    desglose=""
    while IFS= read -r linea; do
        [[ "$linea" == Midiendo* ]] && midiendo=$(reloj)
        [[ "$linea" == "Fallos sembrados medidos: "* ]] && desglose=${linea#Fallos sembrados medidos: }
    done < <("$1/.build/debug/marcador" calificar --raiz "$2" --kit "$1" --json "$3" 2>&1 > /dev/null || true)
    total=$(desde "$inicio")
    medida=$([ -n "$midiendo" ] && desde "$midiendo" || echo 0)
}

# Escribe la solución del kit dentro de las regiones de una entrega: cada fichero de Solutions/ sin el
# esqueleto comentado de sus regiones, que es lo que escribe el generador fuera de ellas.
resolver() {   # $1: el kit · $2: la entrega
    (cd "$1/Solutions" && find . -type f -name '*.swift') | while read -r f; do
        sed '/MARK: ESQUELETO/,/MARK: FIN EJERCICIO/{/MARK: FIN EJERCICIO/!d;}' "$1/Solutions/$f" > "$2/Exercises/$f"
    done
}

# Un kit a medir: su clon en ese commit, su herramienta, su publicación y las dos entregas, ya compiladas
# con `swift test` (así la primera vuelta no paga la compilación en frío de la entrega).
preparar() {   # $1: carpeta · $2: commit
    local d=$1
    rm -rf "$d" && mkdir -p "$d"
    git clone -q "$repo" "$d/kit" && git -C "$d/kit" -c advice.detachedHead=false checkout -q "$2"
    swift build --package-path "$d/kit" --product marcador > /dev/null 2>&1
    "$d/kit/.build/debug/marcador" publicar --raiz "$d/kit" "$d/publicacion" > /dev/null
    cp -r "$d/publicacion" "$d/resuelta"
    resolver "$d/kit" "$d/resuelta"
    cp -r "$d/resuelta" "$d/rota"
    local vm="$d/rota/Exercises/Cronica/UI/CronicaViewModel.swift"   # sin sed -i, que en macOS es otro
    awk '/MARK: FIN EJERCICIO/ { print "    let roto: Int = \"no es un Int\"" } { print }' "$vm" > "$d/rota.swift"
    cat "$d/rota.swift" > "$vm" && rm "$d/rota.swift"
    (cd "$d/resuelta" && swift build --build-tests > /dev/null 2>&1)
    (cd "$d/rota"; swift build --build-tests > /dev/null 2>&1) || true   # no compila: a propósito
}

# Alterna `swift test` en la entrega con `calificar --kit`; deja las medianas en $base, $nota y $mutantes.
medir() {   # $1: carpeta del kit medido · $2: la entrega
    local d=$1 t c m
    t=$(mktemp); c=$(mktemp); m=$(mktemp)
    for _ in $(seq "$veces"); do
        (cd "$d/$2" && segundos swift test) >> "$t"
        calificar "$d/kit" "$d/$2" "$d/$2.json"
        echo "$total" >> "$c"; echo "$medida" >> "$m"
    done
    base=$(mediana < "$t"); nota=$(mediana < "$c"); mutantes=$(mediana < "$m")
    rm -f "$t" "$c" "$m"
}

cifras() {   # $1: nombre · $2: commit
    local d="$trabajo/$1"
    echo "== $1 ($(git -C "$repo" rev-parse --short "$2")): preparando (clon, herramienta, publicación y entregas)…"
    preparar "$d" "$2"
    echo "   carga al empezar: $(carga) · núcleos: $(getconf _NPROCESSORS_ONLN)"
    calificar "$d/kit" "$d/resuelta" "$d/primera.json"
    printf '   primera calificación (la copia en frío): %6.1f s (los fallos sembrados, %5.1f s)\n' "$total" "$medida"
    medir "$d" resuelta
    local resuelta=$base
    printf '   resuelta:       swift test %5.2f s · calificar %5.2f s · razón %s (objetivo ≤ 1,3) · fallos sembrados %5.2f s (objetivo ≤ 3)\n' \
        "$base" "$nota" "$(razon "$nota" "$base")" "$mutantes"
    [ -n "$desglose" ] && echo "                   los fallos sembrados, la última vez: $desglose"
    medir "$d" rota
    printf '   un módulo roto: swift test %5.2f s (no compila) · calificar %5.2f s · razón frente a la resuelta %s (objetivo ≤ 2) · fallos sembrados %5.2f s\n' \
        "$base" "$nota" "$(razon "$nota" "$resuelta")" "$mutantes"
    echo "   carga al acabar: $(carga)"
}

echo "Medianas de $veces, con la compilación ya hecha; trabajo en $trabajo"
[ -n "$antes" ] && cifras antes "$antes"
cifras ahora HEAD
