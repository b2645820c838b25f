// Alternativa correcta: switch sobre el valor leído, una división y un local llamado signal
// MARK: EJERCICIO viewmodel-hilo-principal/1
nonisolated package enum Configuracion {
    package static var msPorMinuto: Int {
        switch UserDefaults.standard.integer(forKey: "msPorMinuto") {
        case let valor where valor > 0: valor
        default: 22_500 / 90
        }
    }

    package static var cicloDelCronometro: Bool {
        let signal = UserDefaults.standard.bool(forKey: "cicloDelCronometro")
        return signal
    }
}
// MARK: FIN EJERCICIO
