#!/usr/bin/env bash
# Reproduce desde fuera, en un clon del kit (nunca en el repo), las seis situaciones de `calificar`
# (docs/calificacion.md) y enseña, de cada una, el código de salida, el tiempo y el estado de cada paso:
#   resuelto · esqueletos · un módulo que no compila · un paso que revienta · un paso que se cuelga ·
#   una entrega que cambia una prueba
# Los informes JSON quedan en la carpeta de trabajo. Uso: docs/benchmarks/situaciones.sh [carpeta-de-trabajo]
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
trabajo="${1:-$(mktemp -d)}"
dir="$trabajo/kit"

rm -rf "$dir"
git clone -q "$kit" "$dir"      # con historial: de él salen los originales de una prueba cambiada
cd "$dir"
swift build --build-tests > /dev/null 2>&1 || true

# Cambia un texto por otro en el sitio, como un editor; falla si no lo encuentra.
cambiar() {
    grep -qF -- "$2" "$1" || { echo "no encuentro «$2» en $1" >&2; exit 2; }
    python3 - "$1" "$2" "$3" <<'FIN'
import sys
ruta, viejo, nuevo = sys.argv[1:]
texto = open(ruta, encoding="utf-8").read().replace(viejo, nuevo, 1)
with open(ruta, "r+", encoding="utf-8") as f:
    f.seek(0); f.write(texto); f.truncate()
FIN
}
resolver() {
    (cd Solutions && find . -type f -name '*.swift') | while read -r f; do
        sed '/MARK: ESQUELETO/,/MARK: FIN EJERCICIO/{/MARK: FIN EJERCICIO/!d;}' "Solutions/$f" > "$trabajo/resuelto.swift"
        cat "$trabajo/resuelto.swift" > "Exercises/$f"
    done
}
situacion() {
    local nombre=$1 inicio=$EPOCHREALTIME codigo=0
    .build/debug/marcador calificar --tiempo 5 --json "$trabajo/$nombre.json" > "$trabajo/$nombre.md" 2> "$trabajo/$nombre.log" || codigo=$?
    printf '\n== %s: salida %s, %.1f s\n' "$nombre" "$codigo" "$(echo "$EPOCHREALTIME - $inicio" | bc)"
    python3 - "$trabajo/$nombre.json" <<'FIN'
import json, sys
informe = json.load(open(sys.argv[1]))
print(f"   status {informe['status']} · {informe['puntos']} de {informe['maximo']} puntos · cambios: {informe.get('cambios') or 'ninguno'}")
for leccion in informe["lecciones"]:
    for paso in leccion["pasos"]:
        if paso["estado"] != "pasa":
            print(f"   {paso['id']}: {paso['estado']} ({paso['pasan']}/{paso['pruebas']})")
FIN
    git checkout -q -- . && git clean -qfd Exercises Tests
}

resolver; situacion resuelto
situacion esqueletos
resolver; cambiar Exercises/Cronica/UI/CronicaViewModel.swift "// MARK: FIN EJERCICIO" $'    let roto: Int = "no es un Int"\n// MARK: FIN EJERCICIO'
situacion no-compila
resolver; cambiar Exercises/Arbitros/UI/ArbitrosViewModel.swift "uiState = .cargando" 'uiState = .cargando; fatalError("revienta")'
situacion revienta
resolver; cambiar Exercises/Arbitros/Data/AlmacenDeArbitros.swift "func cargar() -> [Arbitro] {" $'func cargar() -> [Arbitro] {\n        while Bool(true) {}'
situacion se-cuelga
resolver; cambiar Tests/Arbitros/UI/ArbitrosViewModelTests.swift "==" "!="
situacion prueba-cambiada
echo; echo "Informes en $trabajo"
