// LA CRÓNICA de un partido: un título con el resultado y un texto con los goles.
package struct Cronica: Equatable {
    let titulo: String
    let texto: String
}

// EL REPOSITORIO de las crónicas: publicar una y recibir el número que le da el servidor.
package protocol CronicasRepositorio: AnyObject {
    func publicar(titulo: String, texto: String) async throws -> Int
}
