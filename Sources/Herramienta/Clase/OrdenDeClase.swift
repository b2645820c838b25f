import Foundation
import HerramientaNucleo

/// `marcador clase CARPETA… [--html FICHERO]`: el resumen de una clase a partir del results.json de cada
/// entrega. No necesita el kit ni ningún paquete: solo lee lo que se le da. Sale con 0 si ha escrito el
/// resumen, aunque haya ficheros que no se pudieron leer (los nombra); con 2 si no hay ninguna entrega
/// legible o no puede escribir la página.
struct OrdenDeClase {
    let rutas: [String]
    let html: String?
    let directorio: URL
    let consola: Consola
    var csv: String?
    var lector: LectorDeEntregas { LectorDeEntregas(directorio: directorio) }

    func ejecutar() throws(ErrorDeLaHerramienta) -> Int32 {
        let (entregas, problemas) = lector.leer(rutas)
        guard !entregas.isEmpty else {
            for problema in problemas { consola.avisar("  " + TextoDeCelda.linea(problema.descripcion, maximo: 300)) }
            throw .entorno("Ninguna entrega se ha podido leer (\(rutas.count, "dada")): no hay resumen.")
        }
        let resumen = ResumenDeClase(entregas: entregas, problemas: problemas)
        if let html {
            do {
                try Data(PaginaDeClase(resumen: resumen).html.utf8).write(to: LectorDeEntregas.absoluta(html, directorio: directorio), options: .atomic)
            } catch {
                throw .entorno("No he podido escribir la página \(html): \(error.localizedDescription)")
            }
        }
        if let csv {
            do {
                try Data(NotasCSV(resumen: resumen).texto.utf8).write(to: LectorDeEntregas.absoluta(csv, directorio: directorio), options: .atomic)
            } catch {
                throw .entorno("No he podido escribir las notas \(csv): \(error.localizedDescription)")
            }
        }
        TablaDeClase(resumen: resumen).lineas.forEach(consola.escribir)
        let malas = problemas.filter { !$0.seLeyo }.count
        consola.avisar("He leído \(entregas.count) de \(rutas.count, "entrega")"
            + (problemas.isEmpty ? "." : "; \(malas) sin leer y \(problemas.count - malas) a medias (ver «Entregas con problemas»).")
            + (html.map { " Página: \($0)" } ?? "") + (csv.map { " Notas: \($0)" } ?? ""))
        return 0
    }
}
