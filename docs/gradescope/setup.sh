#!/usr/bin/env bash
# setup.sh del autograder de Gradescope que escribe `marcador publicar --gradescope`. Gradescope lo ejecuta una
# vez, como root, al construir la imagen (ver «Autograder Specifications»): instala Swift 6.3 como la imagen
# oficial swift:6.3 (swiftlang/swift-docker, 6.3/ubuntu/<versión>/Dockerfile: los mismos paquetes, el mismo
# tar.gz de download.swift.org y su firma comprobada con la clave de las versiones 6.x), compila la herramienta
# del kit y califica una vez la publicación sin tocar, para que cada entrega solo recompile sus regiones.
set -euo pipefail

FUENTE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"     # /autograder/source
SWIFT=6.3.1
CLAVE=52BB7E3DE28A71BE22EC05FFEF80A866B47A981F              # Swift 6.x Release Signing Key

# shellcheck source=/dev/null
. /etc/os-release
case "${ID}-${VERSION_ID}" in
    ubuntu-22.04) paquetes="libgcc-11-dev libstdc++-11-dev python3-lldb-13" ;;
    ubuntu-24.04) paquetes="libgcc-13-dev libstdc++-13-dev libncurses-dev" ;;
    *) echo "Este setup.sh es para las imágenes base Ubuntu 22.04 y 24.04 de Gradescope, no para ${PRETTY_NAME:-$ID}." >&2; exit 1 ;;
esac
case "$(dpkg --print-architecture)" in
    amd64) sufijo= ;;
    arm64) sufijo=-aarch64 ;;
    *) echo "Swift no publica un tar.gz para la arquitectura $(dpkg --print-architecture)." >&2; exit 1 ;;
esac

if ! swift --version 2>/dev/null | grep -q "Swift version $SWIFT "; then
    export DEBIAN_FRONTEND=noninteractive DEBCONF_NONINTERACTIVE_SEEN=true
    apt-get -q update
    # shellcheck disable=SC2086
    apt-get -q install -y binutils git unzip gnupg2 libc6-dev libcurl4-openssl-dev libedit2 libpython3-dev \
        libsqlite3-0 libxml2-dev libz3-dev pkg-config tzdata zlib1g-dev curl ca-certificates $paquetes
    plataforma="ubuntu${VERSION_ID}"
    url="https://download.swift.org/swift-${SWIFT}-release/${plataforma//./}${sufijo}/swift-${SWIFT}-RELEASE/swift-${SWIFT}-RELEASE-${plataforma}${sufijo}.tar.gz"
    temporal="$(mktemp -d)"
    curl -fsSL "$url" -o "$temporal/swift.tar.gz"
    curl -fsSL "$url.sig" -o "$temporal/swift.tar.gz.sig"
    export GNUPGHOME="$temporal/gnupg"
    mkdir -m 700 "$GNUPGHOME"
    gpg --batch --quiet --keyserver keyserver.ubuntu.com --recv-keys "$CLAVE" \
        || curl -fsSL https://swift.org/keys/all-keys.asc | gpg --batch --quiet --import -
    gpg --batch --verify "$temporal/swift.tar.gz.sig" "$temporal/swift.tar.gz"
    tar -xzf "$temporal/swift.tar.gz" --directory / --strip-components=1
    chmod -R o+r /usr/lib/swift
    rm -rf "$temporal"
    unset GNUPGHOME
fi
swift --version

# La herramienta del kit, ya compilada, y la copia que califica, compilada con la publicación sin tocar (solo
# código del kit): cada entrega cuesta después lo que cambian sus regiones, no una compilación en frío.
cd "$FUENTE/kit"
swift build --product marcador
marcador="$(swift build --show-bin-path)/marcador"
plantilla="$(mktemp -d)"
"$marcador" publicar "$plantilla/entrega"
lecciones=()
if [ -s "$FUENTE/lecciones" ]; then lecciones=(--leccion "$(tr -d '[:space:]' < "$FUENTE/lecciones")"); fi
"$marcador" calificar --raiz "$plantilla/entrega" --kit "$FUENTE/kit" "${lecciones[@]}" --json "$plantilla/resultados.json" > /dev/null
rm -rf "$plantilla"
