#!/usr/bin/env bash
# El primer veredicto de quien aprende y su bucle de trabajo, cada vez en un clon nuevo: de la publicación
# (lo que recibe quien aprende) y del kit, con la versión de ahora y, con --antes REF, con otra, lado a lado
# y alternando (así las dos pagan lo mismo si la máquina cambia de carga):
#   1. primer veredicto: `swift run marcador` y luego `swift run marcador comprobar PASO`, el que la tabla
#      propone al empezar; objetivo ≤ 25 s en la publicación y ≤ 35 s en el kit
#      suelo: compilar en frío solo lo que usan las pruebas de PASO (su plan, MARCADOR_PRUEBAS), sin nada más
#   2. editar → veredicto: una línea cambiada en un paso hecho (red-en-marcador/3) y `swift run marcador
#      comprobar` de ese paso; objetivo ≤ 1,5 s y ≤ 1,3 × la orden a secas (`swift build --build-tests` y
#      `swift test --skip-build --filter` de sus suites); suelo: compilar su plan y ejecutar su binario, y
#      aparte lo que cuesta arrancar `swift run marcador` sin nada que compilar (el bucle paga las dos cosas)
# Cuenta también las líneas de la herramienta que trae cada publicación. Medianas de N (3 por defecto);
#   3. cambiar de paso: `comprobar` de otro paso ya compilado antes (solo se enlaza otra vez)
# con la máquina, sus núcleos y su carga media al empezar y al acabar. Solo necesita git y Swift.
# En macOS, los suelos compilan y prueban como comprobar allí: con --build-tests y `swift test --skip-build`.
# Uso: docs/benchmarks/primer-veredicto.sh [--antes REF] [--veces N] [--carpeta DIR] [--paso PASO] [--sin-bucle|--solo-bucle]
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
veces=3; antes=""; trabajo=""; paso=viewmodel-hilo-principal/1; bucle=1; primero=1
while [ $# -gt 0 ]; do
    case "$1" in
        --antes) antes="$2"; shift 2 ;;
        --veces) veces="$2"; shift 2 ;;
        --carpeta) trabajo="$2"; shift 2 ;;
        --paso) paso="$2"; shift 2 ;;
        --sin-bucle) bucle=0; shift ;;
        --solo-bucle) primero=0; shift ;;
        *) echo "No conozco «$1». Uso: $0 [--antes REF] [--veces N] [--carpeta DIR] [--paso PASO] [--sin-bucle|--solo-bucle]" >&2; exit 2 ;;
    esac
done
trabajo="${trabajo:-$(mktemp -d)}"
mkdir -p "$trabajo"
source "$(dirname "$0")/cifras.sh"
carga_al_empezar=$(carga)
[ -z "$(git -C "$kit" status --porcelain)" ] || echo "aviso: el repositorio tiene cambios sin commit; se mide el último commit" >&2

suma() { LC_NUMERIC=C printf '%.2f' "$(echo "$1 + $2" | bc)"; }
# Lo que compila comprobar con un plan: en Linux, el ejecutable marcador-pruebas; en macOS, los targets de
# pruebas del plan (un bundle .xctest que solo ejecuta `swift test`).
en_mac=0; con_pruebas=(); [ "$(uname)" = Darwin ] && en_mac=1 && con_pruebas=(--build-tests)
razon() { LC_NUMERIC=C printf '%.2f' "$(echo "scale=4; $1 / $2" | bc)"; }

# Las versiones: el último commit de este repositorio y, si se pide, otra. De cada una, un clon de
# referencia y su publicación, hecha con su propia herramienta y en un repositorio git, como en una clase.
versiones=(ahora); [ -n "$antes" ] && versiones+=(antes)
for version in "${versiones[@]}"; do
    fuente="$trabajo/$version/fuente"
    rm -rf "$trabajo/$version"; mkdir -p "$trabajo/$version"
    clonar "$kit" "$fuente"
    [ "$version" = antes ] && git -C "$fuente" -c advice.detachedHead=false checkout -q "$antes"
    (cd "$fuente" && swift run marcador publicar "$trabajo/$version/publicacion" > /dev/null 2>&1)
    (cd "$trabajo/$version/publicacion" && git init -q -b main && git add -A \
        && git -c user.name=marcador -c user.email=marcador@localhost commit -qm publicacion)
    lineas=$(cd "$trabajo/$version/publicacion" && find Sources \( -path 'Sources/Herramienta/*' -o -path 'Sources/MarcadorHerramientas/*' \
        -o -path 'Sources/marcador/*' \) -name '*.swift' -exec cat {} + | wc -l | tr -d ' ')
    echo "$lineas" > "$trabajo/$version-lineas.txt"
done
# El plan del paso, como lo pide comprobar: los targets de sus suites y las reglas.
plan=$(cd "$trabajo/ahora/fuente" && swift run marcador pista "$paso" 2> /dev/null | sed -n 's/^Pruebas: swift test //p' \
    | tr ' ' '\n' | grep -v -- --filter | sed 's/\..*//' | sort -u | tr '\n' ',')ArquitecturaTests

[ "$primero" = 1 ] && echo "Primer veredicto ($paso), medianas de $veces, cada vez en un clon nuevo:"
for vuelta in $(seq "$veces"); do
    [ "$primero" = 1 ] || break
    for version in "${versiones[@]}"; do
        for tipo in publicacion kit; do
            origen="$trabajo/$version/$tipo"; [ "$tipo" = kit ] && origen="$trabajo/$version/fuente"
            clon="$trabajo/clon-$version-$tipo-$vuelta"
            rm -rf "$clon"; clonar "$origen" "$clon"
            anota "$version" "$tipo-herramienta" "$(cd "$clon" && segundos swift run marcador)"
            anota "$version" "$tipo-comprobar" "$(cd "$clon" && segundos swift run marcador comprobar "$paso")"
        done
    done
    suelo="$trabajo/suelo-$vuelta"; rm -rf "$suelo"; clonar "$trabajo/ahora/publicacion" "$suelo"
    anota ahora suelo "$(cd "$suelo" && MARCADOR_PRUEBAS="$plan" segundos swift build ${con_pruebas[@]+"${con_pruebas[@]}"} --scratch-path .build/suelo)"
done
for version in "${versiones[@]}"; do
    [ "$primero" = 1 ] || break
    for tipo in publicacion kit; do
        h=$(cifra "$version" "$tipo-herramienta"); c=$(cifra "$version" "$tipo-comprobar")
        objetivo=25; [ "$tipo" = kit ] && objetivo=35
        printf '  %-6s %-12s swift run marcador %6.2f s + comprobar %6.2f s = %6.2f s   (objetivo ≤ %s s)\n' \
            "$version" "$tipo" "$h" "$c" "$(suma "$h" "$c")" "$objetivo"
    done
done
[ "$primero" = 1 ] && printf '  suelo: compilar en frío solo el plan de %s (%s): %.2f s\n' "$paso" "$plan" "$(cifra ahora suelo)"
for version in "${versiones[@]}"; do
    printf '  %-6s la herramienta de la publicación: %s líneas de Swift\n' "$version" "$(cat "$trabajo/$version-lineas.txt")"
done

if [ "$bucle" = 1 ]; then
    # En los clones de la última vuelta: red-en-marcador/3 resuelto (con el parche de `diferencias` del kit,
    # también en la publicación, que no trae soluciones) y su línea del error cambiada cada vez.
    editado=red-en-marcador/3
    fichero=Exercises/Arbitros/UI/ArbitrosViewModel.swift
    suites=(--filter ArbitrosUITests.ArbitrosViewModelEstadosTests --filter ArbitrosUITests.ArbitrosViewModelTests)
    plan_editado=ArbitrosUITests,ArquitecturaTests
    editar() { sed -E "s/uiState = \.error\(\"No hay conexión[^\"]*\"\)/uiState = .error(\"No hay conexión $2\")/" "$1/$fichero" > "$trabajo/editado.swift"; cat "$trabajo/editado.swift" > "$1/$fichero"; }
    a_secas() { swift build --build-tests > /dev/null 2>&1; swift test --skip-build "${suites[@]}" > /dev/null 2>&1 || true; }
    suelo_del_bucle() {   # lo mismo que compila comprobar, con sus mismas opciones (otras lo recompilarían todo)
        MARCADOR_PRUEBAS=$plan_editado swift build ${con_pruebas[@]+"${con_pruebas[@]}"} --scratch-path .build/pasos --disable-index-store > /dev/null 2>&1
        if [ "$en_mac" = 1 ]; then
            MARCADOR_PRUEBAS=$plan_editado swift test --skip-build --scratch-path .build/pasos "${suites[@]}" > /dev/null 2>&1 || true
        else
            .build/pasos/debug/marcador-pruebas --testing-library swift-testing "${suites[@]}" > /dev/null 2>&1 || true
        fi
    }
    echo "Editar → veredicto ($editado, medianas de $veces):"
    for version in "${versiones[@]}"; do
        for tipo in publicacion kit; do
            clon="$trabajo/clon-$version-$tipo-$veces"
            if [ ! -d "$clon" ]; then   # con --solo-bucle: un clon nuevo, con su primer veredicto sin medir
                origen="$trabajo/$version/$tipo"; [ "$tipo" = kit ] && origen="$trabajo/$version/fuente"
                clonar "$origen" "$clon"
                (cd "$clon" && swift run marcador comprobar "$paso" > /dev/null 2>&1 || true)
            fi
            # La orden a secas, en otro clon con la misma edición: en el mismo, `swift test` y `swift run`
            # se replanificarían el uno al otro en .build, cosa que no le pasa a quien solo usa uno de los dos.
            # (Un clon, no una copia: lo compilado lleva sus rutas.)
            secas="$clon-a-secas"; rm -rf "$secas"; clonar "$(git -C "$clon" remote get-url origin)" "$secas"
            for destino in "$clon" "$secas"; do
                (cd "$trabajo/$version/fuente" && swift run marcador diferencias "$editado" 2> /dev/null) | (cd "$destino" && patch -s -p0)
            done
            # Lo compilado de antes y una primera edición, sin medir.
            (cd "$secas" && editar "$secas" 0 && a_secas)
            (cd "$clon" && editar "$clon" 0 && swift run marcador comprobar "$editado" > /dev/null 2>&1 || true)
            n=0
            for _ in $(seq "$veces"); do
                n=$((n + 1)); editar "$clon" "$n"
                anota "$version" "$tipo-editar" "$(cd "$clon" && segundos swift run marcador comprobar "$editado")"
                editar "$secas" "$n"
                anota "$version" "$tipo-a-secas" "$(cd "$secas" && segundos a_secas)"
                if [ "$version" = ahora ]; then
                    n=$((n + 1)); editar "$clon" "$n"
                    anota "$version" "$tipo-suelo-bucle" "$(cd "$clon" && segundos suelo_del_bucle)"
                    # Lo que cuesta `swift run marcador` sin nada que compilar: el bucle lo paga encima de su suelo.
                    anota "$version" "$tipo-arranque" "$(cd "$clon" && segundos swift run marcador lista)"
                fi
            done
            # Cambiar de paso, ida y vuelta entre dos ya compilados: solo se enlaza otra vez.
            for _ in $(seq "$veces"); do
                anota "$version" "$tipo-cambiar" "$(cd "$clon" && segundos swift run marcador comprobar "$paso")"
                anota "$version" "$tipo-cambiar" "$(cd "$clon" && segundos swift run marcador comprobar "$editado")"
            done
            e=$(cifra "$version" "$tipo-editar"); s=$(cifra "$version" "$tipo-a-secas")
            printf '  %-6s %-12s comprobar %5.2f s · a secas %5.2f s · razón %s   (objetivo ≤ 1,5 s y ≤ 1,3)' \
                "$version" "$tipo" "$e" "$s" "$(razon "$e" "$s")"
            [ "$version" = ahora ] && printf ' · suelo %5.2f s + arranque de swift run %5.2f s' \
                "$(cifra ahora "$tipo-suelo-bucle")" "$(cifra ahora "$tipo-arranque")"
            printf ' · cambiar de paso %5.2f s\n' "$(cifra "$version" "$tipo-cambiar")"
        done
    done
fi
echo "máquina: $(nucleos) núcleos · carga media al empezar $carga_al_empezar · al acabar $(carga) · cifras en $trabajo"
