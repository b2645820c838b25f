import Foundation

/// El flujo de eventos que dejó una ejecución y cómo acabó su proceso: lo que revisa `calificar`
/// (RevisionDelFlujo) antes de creerse un flujo.
package struct FlujoRecibido: Sendable {
    /// Lo que se lee como mucho: el de todas las pruebas que dan nota ocupa unos 250 KB.
    static let tope = 64 << 20

    package let datos: Data
    package let terminacion: ProcesoHijo.Terminacion?   // nil si no se sabe
    package let cortada: Bool           // lo cortamos nosotros (límite o Ctrl-C): su salida no dice nada
    package var desbordado = false      // pasó del tope y no se leyó entero
}
