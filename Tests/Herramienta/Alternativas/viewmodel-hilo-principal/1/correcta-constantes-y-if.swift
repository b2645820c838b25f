// Alternativa correcta: constantes con nombre, el ternario al revés (<= 0) y un if con return para el interruptor
// MARK: EJERCICIO viewmodel-hilo-principal/1
package nonisolated enum Configuracion {
    private static let porDefecto = 250
    private static let claveDelInterruptor = "cicloDelCronometro"

    package static var msPorMinuto: Int {
        let leido = UserDefaults.standard.integer(forKey: "msPorMinuto")
        return leido <= 0 ? porDefecto : leido
    }

    package static var cicloDelCronometro: Bool {
        if UserDefaults.standard.bool(forKey: claveDelInterruptor) { return true }
        return false
    }
}
// MARK: FIN EJERCICIO
