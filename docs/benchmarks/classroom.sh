#!/usr/bin/env bash
# Necesita Linux, root y bash 5 (imita el contenedor swift:6.3 de Actions: chown, sha256sum, base64 -d): en un Mac, no.
# Reproduce en local el trabajo de docs/github-classroom/calificar.yml, con sus mismos comandos (los
# bloques `run:` se leen del propio fichero) y su mismo usuario: root sobre un workspace de otro uid
# (1001, el del runner de GitHub). Califica una entrega que cambió una prueba del kit dos veces, como dos
# `push`: la primera sin caché (la calienta con la plantilla y la guarda) y la segunda con checkouts nuevos
# y la caché restaurada. Falla si alguna no deja informe para GitHub Classroom.
# Lo que no reproduce: los `uses:` (checkout, cache, upload-artifact, el reporter), que se imitan aquí
# con git clone, tar y la suma de `score` que hace el reporter. Ejecutar en GitHub no es posible desde aquí.
# Uso (como root): docs/benchmarks/classroom.sh [carpeta-de-trabajo]
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
flujo="$kit/docs/github-classroom/calificar.yml"
trabajo="${1:-$(mktemp -d)}"
uid=1001
[ "$(id -u)" = 0 ] || { echo "hace falta root: el trabajo corre como root en la imagen swift:6.3" >&2; exit 2; }

# El bloque `run: |` del paso que se llama $1, sin su sangría.
bloque() {
    awk -v nombre="$1" '
        /^      - name: / { dentro = (substr($0, 15) == nombre); enrun = 0; next }
        dentro && /^        run: \|$/ { enrun = 1; next }
        dentro && /^        run: / { print substr($0, 14); exit }
        enrun && /^          / { print substr($0, 11); next }
        enrun && /^ *$/ { print ""; next }
        enrun { enrun = 0 }
    ' "$flujo"
}
segundos() { echo "$EPOCHREALTIME - $1" | bc; }
# Un paso `run:` como lo ejecuta Actions con `shell: bash`.
paso() {
    local nombre=$1 inicio=$EPOCHREALTIME codigo=0 orden
    orden="$(bloque "$nombre")"
    [ -n "$orden" ] || { echo "no encuentro el paso «$nombre» en $flujo" >&2; exit 2; }
    (cd "$GITHUB_WORKSPACE" && bash --noprofile --norc -eo pipefail -c "$orden") >> "$registro" 2>&1 || codigo=$?
    printf '  %-40s %8.1f s  (salida %s)\n' "$nombre" "$(segundos "$inicio")" "$codigo"
    return "$codigo"
}

rm -rf "$trabajo/preparacion" "$trabajo/entrega-origen" "$trabajo/cache"
mkdir -p "$trabajo/cache"
echo "Preparación (fuera del trabajo): la plantilla publicada y una entrega que cambia una prueba del kit"
git clone -q "$kit" "$trabajo/preparacion"
swift build --package-path "$trabajo/preparacion" --product marcador > /dev/null 2>&1
"$trabajo/preparacion/.build/debug/marcador" publicar --raiz "$trabajo/preparacion" "$trabajo/entrega-origen" > /dev/null
(
    cd "$trabajo/entrega-origen"
    git init -q -b main && git add -A && git -c user.name=clase -c user.email=clase@example.com commit -qm "MarcadorKit"
    echo "// la entrega cambia una prueba del kit" >> Tests/Arbitros/Data/AlmacenDeArbitrosTests.swift
    git -c user.name=alumna -c user.email=alumna@example.com commit -qam "Cambio una prueba"
)
export MARCADOR_KIT=org/kit MARCADOR_KIT_REF
MARCADOR_KIT_REF="$(git -C "$kit" rev-parse HEAD)"

for vez in 1 2; do
    raiz="$trabajo/push"    # la misma ruta en cada push, como /__w/repo/repo: la compilación guarda rutas absolutas
    rm -rf "$raiz"
    # Cada trabajo de Actions es un contenedor nuevo, con /tmp vacío: fuera los cerrojos de SwiftPM de esta ruta.
    rm -f /tmp/"$(printf %s "$raiz" | tr / _)"_*.lock
    mkdir -p "$raiz/workspace" "$raiz/temp" "$raiz/home"
    export GITHUB_WORKSPACE="$raiz/workspace" RUNNER_TEMP="$raiz/temp" HOME="$raiz/home"
    export GITHUB_OUTPUT="$raiz/output" GITHUB_STEP_SUMMARY="$raiz/summary"
    registro="$trabajo/registro-$vez.txt"
    : > "$GITHUB_OUTPUT"; : > "$registro"
    echo "Push $vez (registro: $registro)"
    inicio=$EPOCHREALTIME

    # actions/checkout (path: entrega y path: kit en el commit fijo), con todo del uid del runner.
    git clone -q "$trabajo/entrega-origen" "$GITHUB_WORKSPACE/entrega"
    git clone -q "$kit" "$GITHUB_WORKSPACE/kit" && git -C "$GITHUB_WORKSPACE/kit" checkout -q "$MARCADOR_KIT_REF"
    chown -R "$uid:$uid" "$GITHUB_WORKSPACE"
    if git -C "$GITHUB_WORKSPACE/entrega" status > /dev/null 2>&1; then
        echo "  git lee el workspace de otro uid sin safe.directory: la simulación no reproduce el entorno" >&2; exit 2
    fi
    paso "Configuración"
    git -C "$GITHUB_WORKSPACE/entrega" status > /dev/null    # con safe.directory, git ya lo lee

    # actions/cache/restore: la clave, de las mismas rutas que hashFiles.
    clave="$(cd "$GITHUB_WORKSPACE" && find kit/Package.swift kit/Sources kit/Tests kit/Solutions kit/Exercises -type f \
        | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)"
    acierto=false
    if [ -f "$trabajo/cache/$clave.tar" ]; then
        tar -C "$GITHUB_WORKSPACE/kit" -xf "$trabajo/cache/$clave.tar" && acierto=true
    fi
    echo "  caché: $([ "$acierto" = true ] && echo "acierto ($clave)" || echo "fallo")"

    paso "Compilar el kit"
    if [ "$acierto" != true ]; then
        paso "Calentar la caché con la plantilla"
        tar -C "$GITHUB_WORKSPACE/kit" -cf "$trabajo/cache/$clave.tar" .build    # actions/cache/save
    fi
    paso "Calificar"
    paso "Resumen en la página de la ejecución"

    # El reporter: base64 de CALIFICAR_RESULTS y la suma de `score` (notify-classroom.js).
    resultado="$(sed -n 's/^resultado=//p' "$GITHUB_OUTPUT")"
    [ -n "$resultado" ] || { echo "  sin resultado para GitHub Classroom" >&2; exit 1; }
    json="$(echo "$resultado" | base64 -d)"
    [ -f "$GITHUB_WORKSPACE/informes/classroom.json" ] || { echo "  calificar no dejó informe: $json" >&2; exit 1; }
    puntos="$(echo "$json" | grep -o '"score":[0-9.]*' | cut -d: -f2 | paste -sd+ | bc)"
    maximo="$(echo "$json" | grep -o '"max_score":[0-9]*' | cut -d: -f2)"
    echo "  Autograding report: {\"totalPoints\":$puntos,\"maxPoints\":$maximo} · status $(echo "$json" | grep -o '"status":"[a-z]*"' | head -1 | cut -d'"' -f4)"
    grep -q "AlmacenDeArbitrosTests.swift cambiado" "$GITHUB_WORKSPACE/informes/resultados.json" \
        || { echo "  el informe no nombra la prueba cambiada" >&2; exit 1; }
    printf '  %-40s %8.1f s\n' "total del push $vez" "$(segundos "$inicio")"
done
