#!/usr/bin/env bash
# Una clase entera, de principio a fin y desde fuera (nunca en el repo): un clon nuevo del último commit,
# su publicación (`marcador publicar`) y 30 entregas distintas hechas a partir de ella, calificadas una tras
# otra con `calificar --kit KIT --tiempo 3`, siempre en el mismo orden, y al final `marcador clase` con las
# 30 carpetas de resultados. Cada entrega es una receta (una función de abajo): resuelta, sin tocar, cada
# lección sola, cada paso de ejercicio solo, dos lecciones, un módulo que no compila, un paso que revienta,
# uno que se cuelga, una prueba del kit debilitada (sale en `cambios`), una región con `Process` (sale en
# `manipulaciones`), las pruebas de la lección en los dos pasos de pruebas y tres formas de hacerlas mal…
# Dice cuánto tarda la primera calificación (compila la copia en frío), la mediana y la máxima de las
# demás, `clase` y el total, con los núcleos y la carga media al empezar y al acabar.
# Con --antes COMMIT hace lo mismo con el kit de ese commit: su propia publicación (trae las fuentes de
# su herramienta: con la de ahora, el manifiesto de antes las contaría como cambios), las mismas recetas,
# calificadas con ese kit alternando entrega a entrega con el de ahora; enseña las cifras lado a lado y
# compara, entrega a entrega, `puntos`, `cambios` y `manipulaciones`. Sale con 1 si alguna nota cambia.
# Con N=5 solo hace las 5 primeras entregas, para probar. Solo necesita Swift, bash, git, bc y python3.
# La clase entera tarda más de un cuarto de hora por kit en 2 núcleos (24 min con otros compilando a la vez).
# Uso: [N=30] docs/benchmarks/clase-entera.sh [--antes COMMIT] [carpeta-de-trabajo]
set -euo pipefail
kit="$(cd "$(dirname "$0")/../.." && pwd)"
uso="Uso: [N=30] $0 [--antes COMMIT] [carpeta-de-trabajo]"
antes=""; trabajo=""
while [ $# -gt 0 ]; do
    case "$1" in
        --antes) [ $# -ge 2 ] || { echo "$uso" >&2; exit 2; }; antes="$2"; shift 2 ;;
        -h|--ayuda) echo "$uso"; exit 0 ;;
        -*) echo "No conozco «$1». $uso" >&2; exit 2 ;;
        *) trabajo="$1"; shift ;;
    esac
done
cuantas="${N:-30}"
[[ "$cuantas" =~ ^[1-9][0-9]*$ ]] || { echo "N tiene que ser un número de 1 a 30, no «$cuantas»" >&2; exit 2; }
trabajo="${trabajo:-$(mktemp -d)}"
creada=0; [ -e "$trabajo" ] || creada=1
mkdir -p "$trabajo"; trabajo="$(cd "$trabajo" && pwd)"
case "$trabajo/" in "$kit"/*)
    [ "$creada" = 0 ] || rmdir "$trabajo"   # la que acaba de crear, para no dejarla en el repo
    echo "La carpeta de trabajo no puede estar dentro del repositorio: $trabajo" >&2; exit 2 ;;
esac
source "$(dirname "$0")/cifras.sh"
inicio_de_todo=$(reloj)
carga_al_empezar=$(carga)
[ -z "$(git -C "$kit" status --porcelain)" ] || echo "aviso: el repositorio tiene cambios sin commit; se mide el último commit" >&2
if [ -n "$antes" ]; then
    git -C "$kit" rev-parse -q --verify "$antes^{commit}" > /dev/null || { echo "No encuentro el commit «$antes»" >&2; exit 2; }
fi

# De cada versión: el kit que califica (un clon que no se toca), su publicación y un taller, otro clon
# del mismo commit donde `marcador resolver` escribe las soluciones que luego se copian a las entregas.
versiones=(ahora); [ -n "$antes" ] && versiones+=(antes)
for version in "${versiones[@]}"; do
    d="$trabajo/$version"
    rm -rf "$d"; mkdir -p "$d/entregas" "$d/resultados" "$d/registros"
    clonar "$kit" "$d/kit"
    [ "$version" = antes ] && git -C "$d/kit" -c advice.detachedHead=false checkout -q "$antes"
    clonar "$kit" "$d/taller"
    git -C "$d/taller" -c advice.detachedHead=false checkout -q "$(git -C "$d/kit" rev-parse HEAD)"
    swift build --package-path "$d/kit" --product marcador > "$d/registros/compilar-la-herramienta.log" 2>&1 \
        || { echo "$version: no compila la herramienta (ver $d/registros/compilar-la-herramienta.log)" >&2; exit 2; }
    "$d/kit/.build/debug/marcador" publicar --raiz "$d/kit" "$d/publicacion" > /dev/null
done

# ── Lo que usan las recetas: $e es la entrega que se está haciendo y $version, de qué kit. ──

# Cambia un texto por otro en el sitio, como un editor (la primera vez, o todas con «todas»); falla si no
# lo encuentra, para que una receta que ya no encaja con el kit no pase por buena.
cambiar() {
    grep -qF -- "$2" "$e/$1" || { echo "$version: no encuentro «$2» en $1" >&2; exit 2; }
    python3 - "$e/$1" "$2" "$3" "${4:-una}" <<'FIN'
import sys
ruta, viejo, nuevo, veces = sys.argv[1:]
texto = open(ruta, encoding="utf-8").read().replace(viejo, nuevo, -1 if veces == "todas" else 1)
with open(ruta, "r+", encoding="utf-8") as f:
    f.seek(0); f.write(texto); f.truncate()
FIN
}
# La solución de esos pasos o lecciones (sin nada, de todos) con `marcador resolver` del propio kit, en
# su taller; a la entrega solo pasan los ficheros que cambian, como si los hubiera escrito quien aprende.
resolver() {
    local taller="$trabajo/$version/taller" f paso
    git -C "$taller" checkout -q -- Exercises
    if [ $# -eq 0 ]; then set -- ""; fi
    for paso in "$@"; do
        # shellcheck disable=SC2086   # sin comillas: sin paso, resolver los resuelve todos
        "$trabajo/$version/kit/.build/debug/marcador" resolver $paso --si --raiz "$taller" > /dev/null
    done
    git -C "$taller" diff --name-only -- Exercises | while read -r f; do cat "$taller/$f" > "$e/$f"; done
}

# ── Las recetas, en el orden en que se califican (las primeras, las que más enseñan con N pequeño). ──
vm=Exercises/Arbitros/UI/ArbitrosViewModel.swift
pruebas_vm=Exercises/PruebasRedEnMarcador/Arbitros/UI/ArbitrosViewModelTests.swift

resuelta() { resolver; }
sin_tocar() { :; }
# Quien no sabe hacerlo y hace que una prueba del kit pase siempre: no gana nada (se califica con las del
# kit), pero tiene que salir en `cambios`.
prueba_debilitada() { cambiar Tests/Arbitros/UI/ArbitrosViewModelTests.swift "#expect(" "#expect(true || " todas; }
# Todo resuelto, pero reintentar() lanza un proceso: la región se rechaza y se nombra en `manipulaciones`.
proceso_prohibido() { resolver; cambiar "$vm" "func reintentar() async {" $'func reintentar() async {\n        _ = Process()'; }
no_compila() {
    resolver
    cambiar Exercises/Cronica/UI/CronicaViewModel.swift "// MARK: FIN EJERCICIO" $'    let roto: Int = "no es un Int"\n// MARK: FIN EJERCICIO'
}
revienta() { resolver; cambiar "$vm" "uiState = .cargando" 'uiState = .cargando; fatalError("revienta")'; }
se_cuelga() { resolver; cambiar Exercises/Arbitros/Data/AlmacenDeArbitros.swift "func cargar() -> [Arbitro] {" $'func cargar() -> [Arbitro] {\n        while Bool(true) {}'; }
# Solo las pruebas de la lección en los dos pasos de pruebas: se miden con los fallos sembrados en las
# soluciones del kit, así que notan todos aunque los ejercicios que prueban estén sin hacer.
pruebas_de_la_leccion() { resolver red-en-marcador/6 casos-de-uso/3; }
solo() { resolver "$@"; }
# Todo resuelto salvo un detalle: el texto del error de red-en-marcador/3.
un_paso_mal() { resolver; cambiar "$vm" '.error("No hay conexión")' '.error("Sin conexión")'; }
# La segunda prueba de red-en-marcador/6 sin @Test: solo cuenta la primera, que nota una parte de los fallos.
pruebas_a_medias() { resolver red-en-marcador/6; cambiar "$pruebas_vm" "@Test func sinRed" "func sinRed"; }
pruebas_que_fallan() { resolver red-en-marcador/6; cambiar "$pruebas_vm" "#expect(repositorio.llamadas == 2)" "#expect(repositorio.llamadas == 3)"; }
pruebas_que_no_compilan() { resolver red-en-marcador/6; cambiar "$pruebas_vm" "#expect(repositorio.llamadas == 2)" '#expect(repositorio.llamadas == "dos")'; }
# Todo resuelto, pero la vista podría cambiar uiState: compila y pasa sus pruebas, y la regla 5 lo ve.
regla_rota() { resolver; cambiar "$vm" "private(set) var uiState" "var uiState"; }

# Nombre de la entrega (su carpeta, y el alumno en `clase`) y receta con sus argumentos.
recetas=(
    "resuelta                       resuelta"
    "prueba-debilitada              prueba_debilitada"
    "proceso-prohibido              proceso_prohibido"
    "sin-tocar                      sin_tocar"
    "no-compila                     no_compila"
    "revienta                       revienta"
    "se-cuelga                      se_cuelga"
    "pruebas-de-la-leccion          pruebas_de_la_leccion"
    "leccion-viewmodel              solo viewmodel-hilo-principal"
    "leccion-red-http               solo red-http-json-urlsession"
    "leccion-red-en-marcador        solo red-en-marcador"
    "leccion-dos-fuentes            solo dos-fuentes-almacen"
    "leccion-casos-de-uso           solo casos-de-uso"
    "paso-viewmodel-1               solo viewmodel-hilo-principal/1"
    "paso-viewmodel-2.1             solo viewmodel-hilo-principal/2.1"
    "paso-viewmodel-2.2             solo viewmodel-hilo-principal/2.2"
    "paso-viewmodel-2.3             solo viewmodel-hilo-principal/2.3"
    "paso-red-en-marcador-1         solo red-en-marcador/1"
    "paso-red-en-marcador-2         solo red-en-marcador/2"
    "paso-red-en-marcador-3         solo red-en-marcador/3"
    "paso-dos-fuentes-1             solo dos-fuentes-almacen/1"
    "paso-dos-fuentes-2             solo dos-fuentes-almacen/2"
    "paso-casos-de-uso-1            solo casos-de-uso/1"
    "paso-casos-de-uso-2            solo casos-de-uso/2"
    "dos-lecciones                  solo red-en-marcador dos-fuentes-almacen"
    "un-paso-mal                    un_paso_mal"
    "pruebas-a-medias               pruebas_a_medias"
    "pruebas-que-fallan             pruebas_que_fallan"
    "pruebas-que-no-compilan        pruebas_que_no_compilan"
    "regla-rota                     regla_rota"
)
[ "$cuantas" -le "${#recetas[@]}" ] || { echo "N tiene que ser un número de 1 a ${#recetas[@]}, no «$cuantas»" >&2; exit 2; }

# Las entregas de cada versión, todas antes de calificar ninguna: así no entra nada de hacerlas en el reloj.
nombres=()
for i in $(seq 0 $((cuantas - 1))); do
    read -r nombre receta <<< "${recetas[$i]}"
    nombre=$(printf '%02d-%s' $((i + 1)) "$nombre"); nombres+=("$nombre")
    for version in "${versiones[@]}"; do
        e="$trabajo/$version/entregas/$nombre"
        cp -r "$trabajo/$version/publicacion" "$e"
        # shellcheck disable=SC2086   # la receta y sus argumentos, partidos por los espacios
        $receta
    done
done

# Una calificación, cronometrada: solo la orden, con su salida a los registros.
calificar() {   # versión, nombre
    local d="$trabajo/$1" inicio codigo=0 segundos
    mkdir -p "$d/resultados/$2"
    inicio=$(reloj)
    "$d/kit/.build/debug/marcador" calificar --raiz "$d/entregas/$2" --kit "$d/kit" --tiempo 3 \
        --json "$d/resultados/$2/resultados.json" > "$d/registros/$2.md" 2> "$d/registros/$2.log" || codigo=$?
    segundos=$(LC_NUMERIC=C printf '%.2f' "$(desde "$inicio")")
    echo "$segundos" >> "$d/calificar.txt"
    python3 - "$d/resultados/$2/resultados.json" "$1" "$2" "$codigo" "$segundos" <<'FIN'
import json, sys
ruta, version, nombre, codigo, segundos = sys.argv[1:]
try:
    informe = json.load(open(ruta, encoding="utf-8"))
    nota = (f"{informe.get('puntos')} de {informe.get('maximo')} · {informe.get('status')} · "
            f"cambios {len(informe.get('cambios') or [])} · manipulaciones {len(informe.get('manipulaciones') or [])}")
except (OSError, ValueError) as error:
    nota = f"sin informe ({error})"
print(f"  {version:<6} {nombre:<30} salida {codigo:>3} · {float(segundos):7.2f} s · {nota}", flush=True)
FIN
}

# Alternando entrega a entrega entre las dos versiones: si la máquina cambia de carga (aquí compilan
# otros a la vez), las dos lo pagan igual. Cada kit tiene su propia copia que compilar, en su .build, así
# que alternar no le quita a ninguno lo que aprovecha de su entrega anterior.
echo "Calificando $cuantas entregas con --tiempo 3, una tras otra (registros en $trabajo/*/registros):"
for nombre in "${nombres[@]}"; do
    for version in "${versiones[@]}"; do calificar "$version" "$nombre"; done
done
for version in "${versiones[@]}"; do
    d="$trabajo/$version"; inicio=$(reloj)
    "$d/kit/.build/debug/marcador" clase "$d"/resultados/* --html "$d/clase.html" > "$d/clase.md" 2> "$d/registros/clase.log" \
        || echo "$version: clase salió con $? (ver $d/registros/clase.log)" >&2
    LC_NUMERIC=C printf '%.2f\n' "$(desde "$inicio")" > "$d/clase.txt"
done

# ── Las cifras, lado a lado ──
primera() { head -1 "$trabajo/$1/calificar.txt"; }
demas() {   # versión, «mediana» o «maxima»
    local t; t=$(tail -n +2 "$trabajo/$1/calificar.txt")
    if [ -z "$t" ]; then echo "—"; elif [ "$2" = mediana ]; then mediana <<< "$t"; else sort -n <<< "$t" | tail -1; fi
}
total() { cat "$trabajo/$1/calificar.txt" "$trabajo/$1/clase.txt" | awk '{ s += $1 } END { printf "%.2f", s }'; }
fila() {   # título y una función que da la cifra de cada versión
    local titulo=$1; shift
    printf '  %-44s' "$titulo"
    for version in "${versiones[@]}"; do printf ' %10s' "$("$@" "$version")"; done
    printf '\n'
}
demas_mediana() { demas "$1" mediana; }
demas_maxima() { demas "$1" maxima; }
clase_segundos() { cat "$trabajo/$1/clase.txt"; }
echo
printf '  %-44s' "Segundos ($cuantas entregas, --tiempo 3)"; for version in "${versiones[@]}"; do printf ' %10s' "$version"; done; printf '\n'
fila "primera calificación (la copia en frío)" primera
fila "las demás: mediana" demas_mediana
fila "las demás: máxima" demas_maxima
fila "marcador clase con las $cuantas" clase_segundos
fila "total (calificar las $cuantas + clase)" total
for version in "${versiones[@]}"; do
    echo "  $version: commit $(git -C "$trabajo/$version/kit" rev-parse --short HEAD) · resumen en $trabajo/$version/clase.md y clase.html"
done
LC_NUMERIC=C printf '  todo el guion (clonar, compilar la herramienta, publicar, hacer las entregas…): %.0f s\n' \
    "$(desde "$inicio_de_todo")"
echo "máquina: $(nucleos) núcleos · carga media al empezar $carga_al_empezar · al acabar $(carga)"

[ -n "$antes" ] || exit 0

# ── Lo que dice cada versión de cada entrega ──
# Los puntos (de la entrega y de cada paso) y `cambios` se comparan tal cual: las entregas salen de cada
# publicación con las mismas recetas, así que deberían coincidir. De `manipulaciones`, en cambio, solo lo
# que va antes de los primeros «:» (el paso o el fichero) y los nombres entre «»: el resto del mensaje
# lleva números de línea y una redacción que pueden cambiar sin que cambie lo que se ha detectado.
echo
echo "Entrega a entrega, antes ($antes) frente a ahora:"
python3 - "$trabajo/antes/resultados" "$trabajo/ahora/resultados" "${nombres[@]}" <<'FIN'
import json, re, sys
antes, ahora, nombres = sys.argv[1], sys.argv[2], sys.argv[3:]

def leer(carpeta, nombre):
    try:
        return json.load(open(f"{carpeta}/{nombre}/resultados.json", encoding="utf-8"))
    except (OSError, ValueError):
        return None

def pasos(informe):
    return {p.get("id"): p.get("puntos") for l in informe.get("lecciones") or [] for p in l.get("pasos") or []}

def manipulacion(texto):
    antes_de_los_dos_puntos = texto.split(":", 1)[0].strip()
    return " ".join([antes_de_los_dos_puntos] + sorted(set(re.findall(r"«([^»]*)»", texto))))

def distintos(a, b):
    return (a is None) != (b is None) or (a is not None and abs(a - b) > 1e-9)

notas_distintas = otras_distintas = 0
for nombre in nombres:
    viejo, nuevo = leer(antes, nombre), leer(ahora, nombre)
    if viejo is None or nuevo is None:
        print(f"  {nombre}: sin informe {'antes' if viejo is None else 'ahora'}")
        notas_distintas += 1
        continue
    diferencias = []
    for clave in ("puntos", "maximo"):
        if distintos(viejo.get(clave), nuevo.get(clave)):
            diferencias.append(f"{clave} {viejo.get(clave)} → {nuevo.get(clave)}")
    pv, pn = pasos(viejo), pasos(nuevo)
    for paso in [p for p in pv if p in pn] + [p for p in pn if p not in pv]:
        if distintos(pv.get(paso), pn.get(paso)):
            diferencias.append(f"{paso} {pv.get(paso)} → {pn.get(paso)}")
    if diferencias:
        notas_distintas += 1
        print(f"  {nombre}: otra nota: " + "; ".join(diferencias))
    for clave, normal in (("cambios", lambda t: t), ("manipulaciones", manipulacion)):
        cv = sorted({normal(t) for t in viejo.get(clave) or []})
        cn = sorted({normal(t) for t in nuevo.get(clave) or []})
        if cv != cn:
            otras_distintas += 1
            solo_antes = [t for t in cv if t not in cn]
            solo_ahora = [t for t in cn if t not in cv]
            print(f"  {nombre}: otros {clave}: solo antes {solo_antes or '—'} · solo ahora {solo_ahora or '—'}")
print(f"  {len(nombres)} entregas: {notas_distintas} con otra nota, {otras_distintas} diferencias en cambios o manipulaciones")
sys.exit(1 if notas_distintas else 0)
FIN
