/// Un results.json que falta, que no se lee o que se lee a medias: se dice por su nombre y se sigue.
struct ProblemaDeEntrega: Error, Equatable {
    let fichero: String         // la ruta tal como se dio, con el nombre del fichero si se buscó en una carpeta
    let motivo: String
    let seLeyo: Bool            // si la entrega está en el resumen a pesar de todo

    var descripcion: String { "\(fichero): \(motivo)" }
}
