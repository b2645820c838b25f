/// Una lección del curso, con sus pasos en el orden en que se hacen.
struct Leccion: Decodable, Sendable {
    let id: String
    let titulo: String
    let pasos: [Paso]
}
