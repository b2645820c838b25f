// Alternativa errónea: el interruptor está, pero Configuracion sigue aislada al hilo principal
// Lección: «Añade nonisolated delante de enum Configuracion.»
// Espera: Escribe nonisolated delante de enum Configuracion
// MARK: EJERCICIO viewmodel-hilo-principal/1
package enum Configuracion {
    package static var msPorMinuto: Int {
        let valor = UserDefaults.standard.integer(forKey: "msPorMinuto")
        return valor > 0 ? valor : 250
    }

    package static var cicloDelCronometro: Bool {
        UserDefaults.standard.bool(forKey: "cicloDelCronometro")
    }
}
// MARK: FIN EJERCICIO
