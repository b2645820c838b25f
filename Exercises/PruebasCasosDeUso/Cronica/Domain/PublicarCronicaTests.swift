import Foundation
import SoporteDePruebas
import SoporteDePruebasMarcador
import Testing
import Torneo
@testable import CronicaData
@testable import CronicaDomain

// MARK: EJERCICIO casos-de-uso/3
// Casos de uso: cuándo sí y cuándo sobran · Paso 3 · Probar la regla sin pantalla
// Las pruebas las escribes tú: PublicarCronicaTests, una estructura @MainActor con
// publicaElTituloYUnaLineaPorGolDelPartidoUno y unPartidoQueNoExisteNoLlegaAlServidor, con el
// RepositorioFalso y un ServicioFalso (de SoporteDePruebas). Se miden con fallos sembrados en tu
// PublicarCronica: tienen que pasar con él y notar cada fallo.
// Comprueba: swift run marcador comprobar casos-de-uso/3 · Pista: swift run marcador pista casos-de-uso/3
// MARK: FIN EJERCICIO
