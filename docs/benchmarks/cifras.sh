# Lo que comparten los benchmarks (se carga con `source`; comun.sh y argumentos.sh ya lo cargan): el reloj,
# la máquina (núcleos y carga), cuánto tarda una orden y la mediana de lo anotado en $trabajo. Vale también
# con el bash 3.2 y las herramientas BSD de macOS: sin $EPOCHREALTIME (bash 5), sin /proc y sin nproc.
# El reloj, en segundos con decimales: $EPOCHREALTIME en bash 5 (con punto, sea cual sea el idioma); en el
# bash 3.2 de macOS, perl, que viene con el sistema.
reloj() {
    if [ -n "${EPOCHREALTIME:-}" ]; then echo "${EPOCHREALTIME/,/.}"; else perl -MTime::HiRes=time -e 'printf "%.6f\n", time'; fi
}
desde() { echo "$(reloj) - $1" | bc; }   # los segundos desde una marca de reloj
nucleos() { getconf _NPROCESSORS_ONLN; }
# La carga media de 1, 5 y 15 minutos: /proc/loadavg en Linux; sysctl vm.loadavg («{ 1.23 1.45 1.67 }») en macOS.
carga() {
    local c=""
    if [ -r /proc/loadavg ]; then c=$(cut -d' ' -f1-3 /proc/loadavg); else c=$(sysctl -n vm.loadavg 2> /dev/null | tr -d '{}' | awk '{ print $1, $2, $3 }' || true); fi
    [ -n "$c" ] && echo "$c" || uptime | sed 's/.*average[s]*: //'
}
# Los segundos de reloj que tarda una orden, sin su salida.
segundos() { local inicio; inicio=$(reloj); "$@" > /dev/null 2>&1 || true; LC_NUMERIC=C printf '%.2f\n' "$(desde "$inicio")"; }
mediana() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }
anota() { echo "$3" >> "$trabajo/$1-$2.txt"; }   # versión, figura, segundos
cifra() { mediana < "$trabajo/$1-$2.txt"; }
# Un clon sin ruido: el de una versión anterior (--antes) tiene la cabeza suelta, y git lo diría en cada uno.
clonar() { git -c advice.detachedHead=false clone -q "$@"; }
