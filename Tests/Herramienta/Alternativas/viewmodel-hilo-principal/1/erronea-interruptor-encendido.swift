// Alternativa errónea: el interruptor se lee al revés y está encendido si nadie lo enciende
// Lección: «un interruptor que se lee de los ajustes con esa misma clave y que, si nadie lo enciende, está apagado y no hace nada.»
// Espera: el interruptor está apagado (false)
// MARK: EJERCICIO viewmodel-hilo-principal/1
nonisolated package enum Configuracion {
    package static var msPorMinuto: Int {
        let valor = UserDefaults.standard.integer(forKey: "msPorMinuto")
        return valor > 0 ? valor : 250
    }

    package static var cicloDelCronometro: Bool {
        !UserDefaults.standard.bool(forKey: "cicloDelCronometro")
    }
}
// MARK: FIN EJERCICIO
