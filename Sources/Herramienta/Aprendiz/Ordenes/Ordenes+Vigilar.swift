import Foundation
import HerramientaNucleo

/// `marcador vigilar`: comprueba el primer ejercicio pendiente cada vez que se guarda algo en
/// Exercises/, y pasa al siguiente cuando está hecho. Mira las fechas de los ficheros cuatro veces por
/// segundo (unos 20 ficheros: no cuesta nada): solo Foundation, igual en macOS que en Linux. Sale con Ctrl-C.
extension Ordenes {
    func vigilar() -> Int32 {
        Interrupcion.instalar()
        var vigilancia = Vigilancia(instantanea: instantaneaDeEjercicios())
        consola.escribir(consola.negrita("Vigilando Exercises/: guarda un fichero y lo compruebo. Ctrl-C para salir."))
        while !Interrupcion.seHaPedido {
            if vigilancia.tocaComprobar {
                guard let paso = progreso().siguiente else {
                    consola.escribir(consola.verde("✓ ¡Todos los ejercicios hechos!"))
                    return 0
                }
                consola.escribir(consola.negrita("\n── \(paso.id) · \(paso.titulo)"))
                let huellas = HuellaDePaso.todas(catalogo: catalogo, raiz: raiz)
                let informe = veredicto(de: [paso], huellas: huellas)
                // Un Ctrl-C a media comprobación corta swift test: ese resultado no vale.
                if Interrupcion.seHaPedido { break }
                guard let informe else { return 2 }
                guardar(informe, huellas: huellas)
                vigilancia.comprobado(pasa: informe.todosHechos)
                if !informe.todosHechos {
                    consola.escribir("Esperando a que guardes " + paso.ficheros.map { "Exercises/" + $0 }.joined(separator: " o ") + "…")
                }
            }
            Thread.sleep(forTimeInterval: 0.25)
            vigilancia.mirar(instantaneaDeEjercicios())
        }
        consola.escribir("\nHasta luego.")
        return 0
    }

    /// La fecha de modificación de cada .swift de Exercises/.
    private func instantaneaDeEjercicios() -> [String: Date] {
        let ejercicios = raiz.appending(path: "Exercises")
        var fechas: [String: Date] = [:]
        for fichero in Arbol.ficheros(en: ejercicios) where fichero.hasSuffix(".swift") {
            let atributos = try? FileManager.default.attributesOfItem(atPath: ejercicios.appending(path: fichero).path)
            fechas[fichero] = atributos?[.modificationDate] as? Date
        }
        return fechas
    }
}
