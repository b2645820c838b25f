import Foundation
import HerramientaNucleo
import HerramientaPublicacion

/// El autograder de Gradescope («Autograder Specifications», gradescope-autograders.readthedocs.io/en/latest/specs/):
/// un ZIP con `setup.sh` y `run_autograder` en su raíz, que Gradescope deja en /autograder/source. Lleva además
/// el kit entero en `kit/`, solo fuentes (sin .git ni .build): califica en los contenedores de Gradescope, donde
/// ningún estudiante llega, y de la entrega solo cuentan sus regiones. Con --leccion, el fichero `lecciones`.
struct PaqueteDeGradescope {
    /// Los dos guiones, en el kit, donde se leen y se prueban; en el ZIP van en la raíz.
    static let guiones = [(kit: "docs/gradescope/setup.sh", paquete: "setup.sh"),
                          (kit: "docs/gradescope/run_autograder", paquete: "run_autograder")]
    static let carpetaDelKit = "kit"
    static let lecciones = "lecciones"
    /// Lo que no viaja, a cualquier profundidad: compilaciones, historial, ajustes del editor y progreso.
    static let ignoradas: Set<String> = [".build", ".git", ".swiftpm", ".marcador"]

    let kit: URL
    let seleccion: SeleccionDeLecciones
    /// El propio ZIP, si se escribe dentro del kit: no se mete a sí mismo.
    var excluir: URL?

    func archivo() throws(ErrorDeLaHerramienta) -> ArchivoZip {
        var zip = ArchivoZip()
        for guion in Self.guiones {
            guard let datos = try? Data(contentsOf: kit.appending(path: guion.kit)) else {
                throw .entorno("Falta \(guion.kit) en el kit: es el \(guion.paquete) del autograder de Gradescope.")
            }
            zip.anadir(guion.paquete, datos, ejecutable: true)
        }
        if !seleccion.ids.isEmpty {
            zip.anadir(Self.lecciones, Data((seleccion.ids.joined(separator: ",") + "\n").utf8))
        }
        for (ruta, ejecutable) in ficherosDelKit() {
            guard let datos = try? Data(contentsOf: kit.appending(path: ruta)) else {
                throw .entorno("No he podido leer \(ruta) del kit.")
            }
            zip.anadir(Self.carpetaDelKit + "/" + ruta, datos, ejecutable: ejecutable)
        }
        return zip
    }

    /// Los ficheros normales del kit, con su bit de ejecución; sin seguir enlaces ni entrar en las ignoradas.
    func ficherosDelKit() -> [(ruta: String, ejecutable: Bool)] {
        var encontrados: [(String, Bool)] = []
        let propio = excluir?.standardizedFileURL.path
        func recorrer(_ carpeta: URL, _ prefijo: String) {
            let nombres = (try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? []
            for nombre in nombres.sorted() where !Self.ignoradas.contains(nombre) {
                let url = carpeta.appending(path: nombre)
                var estado = stat()
                guard lstat(url.path, &estado) == 0, url.standardizedFileURL.path != propio else { continue }
                switch estado.st_mode & S_IFMT {
                case S_IFDIR: recorrer(url, prefijo + nombre + "/")
                case S_IFREG: encontrados.append((prefijo + nombre, estado.st_mode & 0o100 != 0))
                default: continue       // un enlace o lo que no es un fichero: no viaja
                }
            }
        }
        recorrer(kit, "")
        return encontrados
    }
}
