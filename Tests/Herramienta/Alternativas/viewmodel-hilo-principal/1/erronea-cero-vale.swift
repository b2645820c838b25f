// Alternativa errónea: un ajuste ausente (integer(forKey:) da 0) se toma como 0 ms por minuto
// Lección: «msPorMinuto … let valor = UserDefaults.standard.integer(forKey: "msPorMinuto") … return valor > 0 ? valor : 250»
// Espera: Sin -msPorMinuto, un minuto dura 250 ms
// MARK: EJERCICIO viewmodel-hilo-principal/1
nonisolated package enum Configuracion {
    package static var msPorMinuto: Int {
        let valor = UserDefaults.standard.integer(forKey: "msPorMinuto")
        return valor >= 0 ? valor : 250
    }

    package static var cicloDelCronometro: Bool {
        UserDefaults.standard.bool(forKey: "cicloDelCronometro")
    }
}
// MARK: FIN EJERCICIO
