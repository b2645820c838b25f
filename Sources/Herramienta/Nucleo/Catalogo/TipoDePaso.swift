/// Qué pide un paso de la lección y cómo lo trata el kit.
package enum TipoDePaso: String, Decodable, Sendable {
    case ejercicio                      // código en una región de Exercises/
    case pruebas                        // pruebas que escribe quien aprende: se califican más adelante
    case fueraDelKit = "fuera-del-kit"  // SwiftUI: en Linux no existe, vive en el curso
    case arquitectura                   // una regla de las lecciones: pasa con la solución y con los esqueletos
}
