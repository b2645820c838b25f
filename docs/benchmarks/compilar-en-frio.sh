#!/usr/bin/env bash
# Lo que cuesta compilarlo todo y probarlo todo, cada vez en un clon nuevo, con la versión de ahora y, con
# --antes REF, con otra, alternando:
#   1. `MARCADOR=soluciones swift build --build-tests` en frío en el kit (objetivo ≤ 60 s)
#   2. con eso compilado, `MARCADOR=soluciones swift test --skip-build`: la cifra de Swift Testing
#      («Test run with N tests … after X seconds») y el reloj de la orden
#   3. en la publicación, `swift test` ya compilado (con los esqueletos): la cifra de Swift Testing
#      (objetivo < 1 s)
# Medianas de N (3 por defecto), con la máquina y su carga. Solo necesita git y Swift.
# Uso: docs/benchmarks/compilar-en-frio.sh [--antes REF] [--veces N] [--carpeta DIR]
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
veces=3; antes=""; trabajo=""
while [ $# -gt 0 ]; do
    case "$1" in
        --antes) antes="$2"; shift 2 ;;
        --veces) veces="$2"; shift 2 ;;
        --carpeta) trabajo="$2"; shift 2 ;;
        *) echo "No conozco «$1». Uso: $0 [--antes REF] [--veces N] [--carpeta DIR]" >&2; exit 2 ;;
    esac
done
trabajo="${trabajo:-$(mktemp -d)}"
mkdir -p "$trabajo"
source "$(dirname "$0")/cifras.sh"
carga_al_empezar=$(carga)
# «✔ Test run with 630 tests in 139 suites passed after 1.127 seconds…» → «630 1.127»
de_swift_testing() { sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .* after \([0-9.]*\) seconds.*/\1 \2/p' | tail -1; }

versiones=(ahora); [ -n "$antes" ] && versiones+=(antes)
for version in "${versiones[@]}"; do
    rm -rf "$trabajo/$version"; mkdir -p "$trabajo/$version"
    clonar "$kit" "$trabajo/$version/fuente"
    [ "$version" = antes ] && git -C "$trabajo/$version/fuente" -c advice.detachedHead=false checkout -q "$antes"
    (cd "$trabajo/$version/fuente" && swift run marcador publicar "$trabajo/$version/publicacion" > /dev/null 2>&1)
done
for vuelta in $(seq "$veces"); do
    for version in "${versiones[@]}"; do
        clon="$trabajo/kit-$version-$vuelta"; rm -rf "$clon"; clonar "$trabajo/$version/fuente" "$clon"
        anota "$version" compilar "$(cd "$clon" && MARCADOR=soluciones segundos swift build --build-tests)"
        inicio=$(reloj)
        linea=$(cd "$clon" && MARCADOR=soluciones swift test --skip-build 2>&1 | de_swift_testing || true)
        anota "$version" probar-reloj "$(LC_NUMERIC=C printf '%.2f' "$(desde "$inicio")")"
        anota "$version" probar "${linea#* }"; anota "$version" pruebas "${linea%% *}"
        rm -rf "$clon"
        pub="$trabajo/pub-$version-$vuelta"; rm -rf "$pub"; cp -r "$trabajo/$version/publicacion" "$pub"
        (cd "$pub" && swift build --build-tests > /dev/null 2>&1 || true)
        linea=$(cd "$pub" && swift test --skip-build 2>&1 | de_swift_testing || true)
        anota "$version" publicacion-probar "${linea#* }"; anota "$version" publicacion-pruebas "${linea%% *}"
        rm -rf "$pub"
    done
done
echo "Compilarlo y probarlo todo (medianas de $veces, cada vez en un clon nuevo):"
for version in "${versiones[@]}"; do
    printf '  %-6s kit: MARCADOR=soluciones swift build --build-tests en frío %6.2f s (objetivo ≤ 60 s)\n' "$version" "$(cifra "$version" compilar)"
    printf '  %-6s kit: swift test ya compilado, %s pruebas en %s s según Swift Testing (%s s de reloj)\n' \
        "$version" "$(cifra "$version" pruebas)" "$(cifra "$version" probar)" "$(cifra "$version" probar-reloj)"
    printf '  %-6s publicación: swift test ya compilado, %s pruebas en %s s según Swift Testing (objetivo < 1 s)\n' \
        "$version" "$(cifra "$version" publicacion-pruebas)" "$(cifra "$version" publicacion-probar)"
done
echo "máquina: $(nucleos) núcleos · carga media al empezar $carga_al_empezar · al acabar $(carga) · cifras en $trabajo"
