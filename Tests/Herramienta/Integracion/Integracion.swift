import Foundation
import Testing

/// Las pruebas que compilan una copia entera del kit y lanzan la herramienta como lo haría alguien:
/// segundos cada una, y minuto y medio la primera vez, en frío. `swift test` a secas las salta (la
/// batería tiene que tardar menos de un segundo); la CI las lanza con MARCADOR_INTEGRACION=1 (.ci/run).
/// Todas comparten la misma copia (`KitDePrueba.compartido`), una detrás de otra.
@Suite(
    "Integración: el kit entero, compilado en una copia",
    .serialized,
    .enabled(if: KitDePrueba.activado, "solo con MARCADOR_INTEGRACION=1: compila una copia entera del kit")
)
struct Integracion {}
