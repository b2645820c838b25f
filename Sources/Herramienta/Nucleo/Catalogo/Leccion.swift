/// Una lección del curso, con sus pasos en el orden en que se hacen.
package struct Leccion: Decodable, Sendable {
    package let id: String
    package let titulo: String
    package let pasos: [Paso]
}
