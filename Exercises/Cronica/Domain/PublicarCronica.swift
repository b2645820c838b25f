import CoreNetwork
import Foundation
import MarcadorDomain
import Torneo

// MARK: EJERCICIO casos-de-uso/1
// Casos de uso: cuándo sí y cuándo sobran · Paso 1 · El caso de uso
// PublicarCronica: un struct con partidos y cronicas; su Fallo (noExisteElPartido, red y otro, con su
// texto); redactar(partidoId:), con el título «Rayo FC 2-1 Toros» y una línea por gol «12' Ana (Rayo FC)»
// o «Sin goles»; y callAsFunction(partidoId:), que publica y devuelve el número o el fallo.
// Comprueba: swift run marcador comprobar casos-de-uso/1 · Pista: swift run marcador pista casos-de-uso/1
package struct PublicarCronica {
    let partidos: any PartidosRepositorio
    let cronicas: any CronicasRepositorio

    package enum Fallo: Error, Equatable, LocalizedError {
        case noExisteElPartido(Int)
        case red(ErrorDeRed)
        case otro(String)

        package var errorDescription: String? {
            nil
        }
    }

    package func redactar(partidoId: Int) -> Cronica? {
        nil
    }

    package func callAsFunction(partidoId: Int) async -> Result<Int, Fallo> {
        .failure(.otro(""))
    }
}
// MARK: FIN EJERCICIO
