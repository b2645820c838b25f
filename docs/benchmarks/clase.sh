#!/usr/bin/env bash
# Mide `marcador clase` con una clase fabricada (nunca en el repo): N entregas (300 por defecto), una
# carpeta por alumno con un resultados.json con los pasos calificables del catálogo del kit, unas 250
# pruebas, estados variados (pasa, falla, no compila, revienta, se cuelga) y mensajes de fallo de verdad
# de largos (una de cada 37 con un cambio al kit y una de cada 53 con un flujo manipulado); y tres carpetas
# malas (sin fichero, vacío, JSON roto). Dos formatos:
#   actual: el results.json de hoy (test_code es la orden, output null)
#   pesado: test_code con un cuerpo de prueba de 800 caracteres y output de 500 en cada prueba que no
#           pasa (lo más que permite Exercism v3): el peor caso de tamaño
# Mide el binario ya compilado (.build/debug/marcador, el de `swift run`), con la tabla y la página HTML,
# y da la mediana de R repeticiones (5 por defecto), de reloj y de CPU. Objetivo: menos de 1 s de reloj
# con 300 entregas. Con Chromium instalado (apt-get install chromium), además, una captura de la página
# como se ve en un navegador de 1280 px de ancho, para mirarla y no solo leerla.
# Uso: docs/benchmarks/clase.sh [carpeta-de-trabajo] [entregas] [repeticiones]
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
trabajo="${1:-$(mktemp -d)}"
entregas="${2:-300}"
veces="${3:-5}"
source "$(dirname "$0")/cifras.sh"

swift build --package-path "$kit" --product marcador > /dev/null 2>&1
marcador="$kit/.build/debug/marcador"

fabricar() {   # $1: formato (actual o pesado) · $2: carpeta
    rm -rf "$2" && mkdir -p "$2"
    python3 - "$kit/Sources/Catalogo/catalogo.json" "$1" "$2" "$entregas" <<'FIN'
import json, os, random, sys
catalogo, formato, carpeta, cuantas = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
random.seed(12)
pasos, indice = [], 0
for leccion in json.load(open(catalogo, encoding="utf-8"))["lecciones"]:
    for paso in leccion["pasos"]:
        indice += 1
        if paso.get("suites"):
            pasos.append((leccion, paso, indice))
pruebas_por_paso = max(1, 250 // len(pasos))
mensaje = ("Expectation failed: (vm.uiState → .cargando) == .lista([Arbitro(id: 1, nombre: \"Ana\")]) · "
           "Tras cargar, uiState debería ser .lista con los árbitros del repositorio; revisa que cargar() asigna la lista")
cuerpo = "let vm = ArbitrosViewModel(repositorio: ArbitrosRepositorioFalso())\n" * 12
for n in range(cuantas):
    tests, lecciones, total = [], {}, 0.0
    for leccion, paso, indice in pasos:
        estado = random.choices(["pasa", "falla", "no compila", "revienta", "se cuelga"], [60, 25, 5, 5, 5])[0]
        nombre = f"{paso['id']} · {paso['titulo']}"
        if estado == "no compila":
            tests.append({"name": nombre, "status": "error", "message": "no compila: ArbitrosUI no compila:\nerror: …",
                          "output": None, "test_code": "swift test --filter X", "task_id": indice})
            puntos, cuantas_p, pasan = 0, 0, 0
        else:
            pasan = 0
            for p in range(pruebas_por_paso):
                bien = estado == "pasa" or random.random() < 0.5
                pasan += bien
                status = "pass" if bien else ("fail" if estado == "falla" else "error")
                texto = None if bien else (mensaje if estado == "falla" else f"{estado}: no terminó")
                tests.append({"name": f"{nombre} · {paso['suites'][0]}/prueba{p}()", "status": status, "message": texto,
                              "output": ("x" * 500 if formato == "pesado" and not bien else None),
                              "test_code": (cuerpo[:800] if formato == "pesado" else f"swift test --filter '{paso['suites'][0]}/prueba{p}()'"),
                              "task_id": indice})
            cuantas_p = pruebas_por_paso
            puntos = round(pasan / cuantas_p, 3)
        total += puntos
        lecciones.setdefault(leccion["id"], {"id": leccion["id"], "titulo": leccion["titulo"], "puntos": 0, "maximo": 0, "pasos": []})
        lecciones[leccion["id"]]["pasos"].append({"id": paso["id"], "titulo": paso["titulo"], "estado": estado, "task_id": indice,
                                                  "pruebas": cuantas_p, "pasan": pasan, "puntos": puntos})
    informe = {"version": 3, "status": "fail", "message": None, "tests": tests, "lecciones": list(lecciones.values()),
               "puntos": round(total, 3), "maximo": len(pasos),
               "cambios": ["Tests/Arbitros/UI/ArbitrosViewModelTests.swift cambiado"] if n % 37 == 5 else [],
               "manipulaciones": ["red-en-marcador/3: el flujo de eventos empieza 2 veces"] if n % 53 == 7 else []}
    os.makedirs(f"{carpeta}/alumno-{n:03}")
    with open(f"{carpeta}/alumno-{n:03}/resultados.json", "w", encoding="utf-8") as f:
        json.dump(informe, f, ensure_ascii=False, indent=2, sort_keys=True)
for malo, texto in [("sin-fichero", None), ("vacio", ""), ("roto", "{\"tests\": [")]:
    os.makedirs(f"{carpeta}/{malo}")
    if texto is not None:
        open(f"{carpeta}/{malo}/resultados.json", "w").write(texto)
FIN
}

# Reloj y CPU (usuario + sistema) de cada repetición; con la máquina cargada, el reloj sube y la CPU no:
# lee en un equipo libre, con 2 núcleos, el reloj ≈ la CPU / 2 (lee cada fichero en paralelo).
mediana() { sort -n | awk '{ v[NR] = $1 } END { printf "%.3f s de mediana (mín %.3f, máx %.3f)", v[int((NR + 1) / 2)], v[1], v[NR] }'; }
medianas() { local t; t=$(cat); echo "reloj $(cut -d' ' -f1 <<< "$t" | mediana) · CPU $(cut -d' ' -f2 <<< "$t" | mediana)"; }
medir() {   # $1: carpeta con las entregas
    local TIMEFORMAT='%R %U %S'
    for _ in $(seq "$veces"); do
        { time "$marcador" clase "$1"/* --html "$trabajo/clase.html" > "$trabajo/clase.md" 2> /dev/null; } 2>&1 \
            | awk '{ print $1, $2 + $3 }'
    done | medianas
}

for formato in actual pesado; do
    fabricar "$formato" "$trabajo/$formato"
    tamano=$(du -sh "$trabajo/$formato" | cut -f1)
    echo "$formato: $entregas entregas + 3 malas ($tamano): $(medir "$trabajo/$formato")"
done
echo "La tabla y la página de la última, en $trabajo/clase.md y $trabajo/clase.html"
# La página en un navegador sin pantalla, con la ventana de un portátil: lo de arriba de la página y si la
# tabla cabe a lo ancho (como root, Chromium necesita --no-sandbox).
if navegador=$(command -v chromium || command -v chromium-browser || command -v google-chrome); then
    sinCaja=(); [ "$(id -u)" = 0 ] && sinCaja=(--no-sandbox)
    "$navegador" --headless ${sinCaja[@]+"${sinCaja[@]}"} --disable-gpu --window-size=1280,1600 --screenshot="$trabajo/clase.png" \
        "file://$trabajo/clase.html" > /dev/null 2>&1
    echo "La página vista a 1280 px de ancho: $trabajo/clase.png"
else
    echo "Sin Chromium no hay captura de la página (apt-get install chromium)."
fi
echo "Máquina: $(nucleos) núcleos, carga media al acabar $(carga)"
