// Alternativa correcta: guard para el valor por defecto y el interruptor leído con object(forKey:) y as? Bool
// MARK: EJERCICIO viewmodel-hilo-principal/1
nonisolated package enum Configuracion {
    package static var msPorMinuto: Int {
        let ajustado = UserDefaults.standard.integer(forKey: "msPorMinuto")
        guard ajustado > 0 else { return 1000 / 4 }
        return ajustado
    }

    package static var cicloDelCronometro: Bool {
        let ajustes = UserDefaults.standard
        return ajustes.bool(forKey: "cicloDelCronometro")
    }
}
// MARK: FIN EJERCICIO
