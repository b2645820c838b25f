# Lo que comparten los benchmarks que miden en clones nuevos (se carga con `source`, con $trabajo ya
# elegido): la carga de la máquina, cuánto tarda una orden y la mediana de lo anotado.
carga() { cut -d' ' -f1-3 /proc/loadavg 2> /dev/null || uptime | sed 's/.*average[s]*: //'; }
# Los segundos de reloj que tarda una orden, sin su salida.
segundos() { local inicio=$EPOCHREALTIME; "$@" > /dev/null 2>&1 || true; LC_NUMERIC=C printf '%.2f\n' "$(echo "$EPOCHREALTIME - $inicio" | bc)"; }
mediana() { sort -n | awk '{ v[NR] = $1 } END { printf "%.2f", v[int((NR + 1) / 2)] }'; }
anota() { echo "$3" >> "$trabajo/$1-$2.txt"; }   # versión, figura, segundos
cifra() { mediana < "$trabajo/$1-$2.txt"; }
# Un clon sin ruido: el de una versión anterior (--antes) tiene la cabeza suelta, y git lo diría en cada uno.
clonar() { git -c advice.detachedHead=false clone -q "$@"; }
