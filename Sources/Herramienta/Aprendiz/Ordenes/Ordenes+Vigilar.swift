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
                let hecho = comprobarAlVigilar(paso)
                if Interrupcion.seHaPedido { break }
                guard let hecho else { return 2 }
                vigilancia.comprobado(pasa: hecho)
                if !hecho {
                    consola.escribir("Esperando a que guardes " + paso.ficheros.map { "Exercises/" + $0 }.joined(separator: " o ") + "…")
                }
            }
            Thread.sleep(forTimeInterval: 0.25)
            vigilancia.mirar(instantaneaDeEjercicios())
        }
        consola.escribir("\nHasta luego.")
        return 0
    }

    /// Una vuelta de `vigilar`: lo que haría `comprobar <paso>`, que antes de compilar dice lo que calificar no
    /// compilaría. Si el paso está hecho; nil si no hay veredicto (ya avisado: swift no arranca, o un Ctrl-C).
    func comprobarAlVigilar(_ paso: Paso) -> Bool? {
        let huellas = HuellaDePaso.todas(catalogo: catalogo, raiz: raiz)
        // Un Ctrl-C a media comprobación corta swift test: ese resultado no vale.
        guard let informe = veredicto(de: [paso], huellas: huellas), !Interrupcion.seHaPedido else { return nil }
        guardar(informe, huellas: huellas)
        return informe.todosHechos
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
