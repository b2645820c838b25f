import Foundation
import HerramientaNucleo
import HerramientaPublicacion

/// `marcador publicar DESTINO`: escribe el repositorio de quien aprende, el que se reparte (por ejemplo,
/// como repositorio plantilla de una tarea de GitHub Classroom). Ver docs/instructores.md.
extension Ordenes {
    func publicar(en destino: URL) throws(ErrorDeLaHerramienta) -> Int32 {
        let kit = raiz.standardizedFileURL.resolvingSymlinksInPath().path
        let ruta = destino.standardizedFileURL.resolvingSymlinksInPath().path
        if ruta == kit || ruta.hasPrefix(kit + "/") {
            throw .uso("DESTINO tiene que estar fuera del kit (\(kit)): dentro, git y SwiftPM lo verían como parte del kit.")
        }
        let publicacion = try Publicacion(kit: raiz, catalogo: catalogo)
        let fugas = LineasDeSolucion(kit: raiz, publicacion: publicacion).fugas(en: publicacion.ficheros.mapValues(\.datos))
        guard fugas.isEmpty else {
            consola.avisar(consola.rojo("✗ No publico nada: estas líneas solo están en las soluciones de Solutions/:"))
            fugas.prefix(20).forEach { consola.avisar("  " + $0) }
            if fugas.count > 20 { consola.avisar("  … y \(fugas.count - 20) más") }
            return 1
        }
        try publicacion.escribir(en: destino)
        let ejercicios = publicacion.ficheros.keys.count { $0.hasPrefix("Exercises/") }
        consola.escribir(consola.verde("✓ Publicación escrita en \(destino.path): \(publicacion.ficheros.count, "fichero"), \(ejercicios) en Exercises/, sin Solutions/."))
        consola.escribir("""
            Súbela como repositorio plantilla de la clase:
              cd \(destino.path) && git init -b main && git add -A && git commit -m "MarcadorKit"
            Y califica cada entrega con este kit: swift run --package-path \(raiz.path) marcador calificar --raiz ENTREGA --kit \(raiz.path)
            """)
        return 0
    }
}
