import Foundation
import Testing

/// Las pruebas que compilan una copia entera del kit y lanzan la herramienta como lo haría alguien:
/// segundos cada una, y minuto y medio la primera vez, en frío. `swift test` a secas las salta (la
/// batería tiene que tardar menos de un segundo); la CI las lanza con MARCADOR_INTEGRACION=1 (.ci/run).
/// Todas comparten la misma copia (`KitDePrueba.compartido`), una detrás de otra.
///
/// En serie, Swift Testing las ejecuta en el orden de sus ficheros (por nombre) y, en cada uno, del código.
/// Ese orden no cambia ningún resultado, cada prueba empieza con la copia restaurada, pero sí el tiempo: lo
/// compilado se queda, y seguidas se recompila menos. Las que califican con --kit van juntas, primero las de
/// los esqueletos y después las de una entrega resuelta.
@Suite(
    "Integración: el kit entero, compilado en una copia",
    .serialized,
    .enabled(if: KitDePrueba.activado, "solo con MARCADOR_INTEGRACION=1: compila una copia entera del kit")
)
struct Integracion {}
