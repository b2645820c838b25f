/// Lo que compila una comprobación de quien aprende: los targets de pruebas de sus suites y lo que usan,
/// nada más (Package.swift, «Lo que compila `comprobar`»), en una carpeta de SwiftPM propia: así no se
/// replanifica lo que compila `swift run marcador`, ni una medición con fallos sembrados deshace lo de las
/// comprobaciones normales. Cambiar de paso solo enlaza otra vez: lo compilado de antes sigue valiendo.
package struct PlanDeCompilacion: Equatable, Sendable {
    package let pruebas: [String]       // los targets de pruebas, sin repetir y en orden: el mismo plan, el mismo valor
    package let carpeta: String         // la de SwiftPM, relativa a la raíz del paquete

    /// La de las comprobaciones, la de las mediciones con fallos sembrados y la de las reglas de arquitectura
    /// al calificar (que se ejecutan aparte del código de la entrega).
    package static let deLosPasos = ".build/pasos"
    package static let deLosMutantes = ".build/mutantes"
    package static let deLasReglas = ".build/reglas"

    /// - Parameter suites: «Modulo.Suite», o un target de pruebas entero («PruebasRedEnMarcador»).
    package init(suites: [String], carpeta: String = deLosPasos) {
        pruebas = Set(suites.compactMap { $0.split(separator: ".").first.map(String.init) }).sorted()
        self.carpeta = carpeta
    }

    /// El valor de MARCADOR_PRUEBAS, que lee Package.swift.
    package var variable: String { pruebas.joined(separator: ",") }

    /// Donde deja SwiftPM lo compilado: `.build/pasos/debug`.
    package var compilados: String { carpeta + "/debug" }

    /// En Linux, el ejecutable de Swift Testing con las pruebas del plan; en macOS lo prueba `swift test`.
    package var binario: String { compilados + "/marcador-pruebas" }
}
