import Foundation
 
// Ajustes de ejecución de la app. Se leen de `UserDefaults`, y iOS rellena `UserDefaults`
// con los ARGUMENTOS DE LANZAMIENTO que empiezan por guion: `xcrun simctl launch … -msPorMinuto 20`
// (o en el esquema de Xcode, la configuración de cómo se lanza la app, «Arguments Passed On Launch») da `msPorMinuto == 20`.
// Sirve para que las pruebas de UI no esperen 22 segundos por partido.
// nonisolated: se puede leer desde cualquier sitio, también desde valores por defecto de un init
nonisolated package enum Configuracion {
    // Cuánto tarda un minuto de partido, en milisegundos (en Kotlin, `MS_POR_MINUTO = 250`).
    package static var msPorMinuto: Int {
        let valor = UserDefaults.standard.integer(forKey: "msPorMinuto")
        return valor > 0 ? valor : 250
    }
 
    // Interruptor de la lección «Ver un ciclo de retención»: apagado salvo que se lance con -cicloDelCronometro YES
    package static var cicloDelCronometro: Bool {
        UserDefaults.standard.bool(forKey: "cicloDelCronometro")
    }
}
