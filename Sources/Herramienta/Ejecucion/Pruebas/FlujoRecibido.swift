import Foundation

/// El flujo de eventos que llega por una tubería, en memoria y con tope: el de todas las pruebas que dan
/// nota ocupa unos 250 KB; si pasa del tope, no se guarda más y se sabe.
package final class FlujoRecibido: @unchecked Sendable {   // lo llena el hilo del drenaje; se lee tras él
    static let tope = 64 << 20

    private(set) var datos = Data()
    private(set) var desbordado = false

    func anadir(_ trozo: Data) {
        guard !desbordado else { return }
        guard datos.count + trozo.count <= Self.tope else {
            desbordado = true
            return
        }
        datos.append(trozo)
    }

    /// Lo que llegó por la tubería y cómo acabó el proceso que lo escribió: lo que revisa `calificar`
    /// (RevisionDelFlujo) antes de creerse un flujo.
    package struct Final: Sendable {
        package let datos: Data
        package let terminacion: ProcesoHijo.Terminacion?   // nil si no se sabe
        package let cortada: Bool           // lo cortamos nosotros (límite o Ctrl-C): su salida no dice nada
        package var desbordado = false      // pasó del tope y se dejó de guardar
        package var abierto = false         // alguien seguía con él abierto cuando el proceso y su grupo ya no estaban
    }
}
