#!/usr/bin/env bash
# Reproduce desde fuera, con un clon del kit (nunca en el repo) y su publicación, las seis situaciones de
# `calificar --kit` (docs/calificacion.md) y enseña, de cada una, el código de salida, el tiempo y el
# estado de cada paso:
#   resuelto · esqueletos · un módulo que no compila · un paso que revienta · un paso que se cuelga ·
#   una entrega que cambia una prueba
# Cada entrega es una copia de la publicación. Los informes JSON quedan en la carpeta de trabajo.
# Uso: docs/benchmarks/situaciones.sh [carpeta-de-trabajo]
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
trabajo="${1:-$(mktemp -d)}"
source "$(dirname "$0")/cifras.sh"

rm -rf "$trabajo/kit" "$trabajo/publicacion" "$trabajo/entrega"
git clone -q "$kit" "$trabajo/kit"
cd "$trabajo"
swift build --package-path kit --product marcador > /dev/null 2>&1
kit/.build/debug/marcador publicar --raiz kit publicacion > /dev/null

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
    (cd kit/Solutions && find . -type f -name '*.swift') | while read -r f; do
        sed '/MARK: ESQUELETO/,/MARK: FIN EJERCICIO/{/MARK: FIN EJERCICIO/!d;}' "kit/Solutions/$f" > "$trabajo/resuelto.swift"
        cat "$trabajo/resuelto.swift" > "entrega/Exercises/$f"
    done
}
nueva() { rm -rf entrega && cp -r publicacion entrega; }
situacion() {
    local nombre=$1 inicio codigo=0
    inicio=$(reloj)
    kit/.build/debug/marcador calificar --raiz entrega --kit kit --tiempo 5 --json "$trabajo/$nombre.json" \
        > "$trabajo/$nombre.md" 2> "$trabajo/$nombre.log" || codigo=$?
    printf '\n== %s: salida %s, %.1f s\n' "$nombre" "$codigo" "$(desde "$inicio")"
    python3 - "$trabajo/$nombre.json" <<'FIN'
import json, sys
informe = json.load(open(sys.argv[1]))
print(f"   status {informe['status']} · {informe['puntos']} de {informe['maximo']} puntos · cambios: {informe.get('cambios') or 'ninguno'}")
for leccion in informe["lecciones"]:
    for paso in leccion["pasos"]:
        if paso["estado"] != "pasa":
            print(f"   {paso['id']}: {paso['estado']} ({paso['pasan']}/{paso['pruebas']})")
FIN
}

nueva; resolver; situacion resuelto
nueva; situacion esqueletos
nueva; resolver; cambiar entrega/Exercises/Cronica/UI/CronicaViewModel.swift "// MARK: FIN EJERCICIO" $'    let roto: Int = "no es un Int"\n// MARK: FIN EJERCICIO'
situacion no-compila
nueva; resolver; cambiar entrega/Exercises/Arbitros/UI/ArbitrosViewModel.swift "uiState = .cargando" 'uiState = .cargando; fatalError("revienta")'
situacion revienta
nueva; resolver; cambiar entrega/Exercises/Arbitros/Data/AlmacenDeArbitros.swift "func cargar() -> [Arbitro] {" $'func cargar() -> [Arbitro] {\n        while Bool(true) {}'
situacion se-cuelga
nueva; resolver; cambiar entrega/Tests/Arbitros/UI/ArbitrosViewModelTests.swift "==" "!="
situacion prueba-cambiada
echo; echo "Informes en $trabajo"
