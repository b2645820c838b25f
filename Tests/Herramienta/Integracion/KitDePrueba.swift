import Foundation
import SoporteDeLaHerramienta
@testable import HerramientaNucleo
@testable import HerramientaCalificacion

/// Una copia del kit fuera del repositorio, en una carpeta fija (una por repositorio) que comparten las
/// pruebas de integración y las ejecuciones sucesivas de la batería: su `.build` se aprovecha, así que
/// solo la primera compilación es en frío. Cada prueba empieza con `restaurar()`.
final class KitDePrueba: @unchecked Sendable {   // las pruebas de integración van en serie
    static let activado = ProcessInfo.processInfo.environment["MARCADOR_INTEGRACION"] == "1"

    /// La raíz del repositorio del que salen las pruebas.
    static let repositorio = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// La copia, restaurada: cada prueba de integración empieza con `try KitDePrueba.restaurado()`.
    static func restaurado() throws -> KitDePrueba {
        let kit = try compartido.get()
        try kit.restaurar()
        return kit
    }

    private static let compartido = Result { try KitDePrueba(de: repositorio) }

    /// La publicación de la copia del kit (`marcador publicar`), recién escrita y llevada a la carpeta en
    /// la que `calificar --kit` compila lo que califica: es lo mismo que esa copia, salvo la documentación,
    /// así que las dos comparten un solo `.build` (una compilación en frío menos en la CI), que además se
    /// aprovecha de una vez a otra.
    static func publicacion() throws -> KitDePrueba {
        let kit = try restaurado()
        let escrita = FileManager.default.temporaryDirectory.appending(path: "marcador-publicacion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: escrita) }
        let publicar = kit.marcador(["publicar", escrita.path])
        guard publicar.codigo == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: ["publicar": publicar.consola.todo]) }
        let publicacion = try KitDePrueba(copiaDe: escrita, en: Calificador.copia(de: kit.raiz))
        try publicacion.restaurar()
        return publicacion
    }

    /// Lo que no se copia: la compilación, el historial, los ajustes del editor y el progreso de quien aprende.
    static let ignoradas: Set<String> = [".build", ".git", ".swiftpm", ".marcador"]

    let raiz: URL
    private let original: [String: Data]    // ruta relativa → bytes, tal como está el kit ahora
    private let cerrojo: Int32?             // solo la copia del kit: la publicación va en su misma carpeta

    private init(de repositorio: URL) throws {
        // En disco (TMPDIR o /tmp), no en /dev/shm: una compilación del kit ocupa cientos de MB.
        let base = FileManager.default.temporaryDirectory
            .appending(path: "marcador-integracion-\(FNV1a.hex(repositorio.standardizedFileURL.path.utf8))")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        // Otra batería a la vez (otro proceso) espera a que esta acabe: la copia es una sola.
        cerrojo = open(base.appending(path: "cerrojo").path, O_CREAT | O_RDWR, 0o644)
        guard let cerrojo, cerrojo >= 0, flock(cerrojo, LOCK_EX) == 0 else { throw CocoaError(.fileLocking) }
        raiz = base.appending(path: "kit")
        original = try Self.leer(repositorio)
        try restaurar()
    }

    /// Otra copia sincronizada dentro de la del kit, ya protegida por su cerrojo.
    private init(copiaDe origen: URL, en raiz: URL) throws {
        cerrojo = nil
        self.raiz = raiz
        original = try Self.leer(origen)
    }

    /// Deja la copia igual que el kit: reescribe solo lo que cambió (lo demás conserva su fecha y la
    /// compilación es incremental) y borra lo que sobra, enlaces simbólicos incluidos, sin seguirlos, y
    /// el progreso guardado de la prueba anterior.
    func restaurar() throws {
        let gestor = FileManager.default
        try? gestor.removeItem(at: raiz.appending(path: ".marcador"))
        for (ruta, tipo) in Self.recorrer(raiz) where original[ruta] == nil || tipo != .typeRegular {
            try? gestor.removeItem(at: raiz.appending(path: ruta))
        }
        for (ruta, datos) in original where (try? Data(contentsOf: raiz.appending(path: ruta))) != datos {
            try escribir(ruta, datos)
        }
    }

    func escribir(_ ruta: String, _ texto: String) throws {
        try escribir(ruta, Data(texto.utf8))
    }

    func escribir(_ ruta: String, _ datos: Data) throws {
        let url = raiz.appending(path: ruta)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try datos.write(to: url)
    }

    func leer(_ ruta: String) throws -> String {
        try String(contentsOf: raiz.appending(path: ruta), encoding: .utf8)
    }

    /// Cambia un texto por otro en el sitio, como un editor; falla si no está, para que la prueba no mienta.
    func cambiar(_ ruta: String, _ viejo: String, por nuevo: String) throws {
        let texto = try leer(ruta)
        guard texto.contains(viejo) else { throw CocoaError(.fileReadCorruptFile, userInfo: ["ruta": ruta, "falta": viejo]) }
        try escribir(ruta, texto.replacingOccurrences(of: viejo, with: nuevo))
    }

    /// La herramienta, como `swift run marcador …` en la copia, con una consola que lo guarda todo.
    func marcador(_ argumentos: [String], respuesta: String? = nil) -> (codigo: Int32, consola: ConsolaDePrueba) {
        let consola = ConsolaDePrueba()
        consola.respuesta = respuesta
        return (Herramienta.ejecutar(argumentos, ordenes: ordenesDeEstasPruebas, directorio: raiz, consola: consola.consola), consola)
    }

    // MARK: - Lectura

    private static func leer(_ repositorio: URL) throws -> [String: Data] {
        var contenidos: [String: Data] = [:]
        for (ruta, tipo) in recorrer(repositorio) where tipo == .typeRegular {
            contenidos[ruta] = try Data(contentsOf: repositorio.appending(path: ruta))
        }
        return contenidos
    }

    /// Los ficheros y enlaces de una carpeta, sin entrar en los enlaces ni en las carpetas ignoradas.
    private static func recorrer(_ carpeta: URL, prefijo: String = "") -> [(String, FileAttributeType)] {
        let gestor = FileManager.default
        var encontrados: [(String, FileAttributeType)] = []
        for nombre in (try? gestor.contentsOfDirectory(atPath: carpeta.path)) ?? [] where !ignoradas.contains(nombre) {
            let url = carpeta.appending(path: nombre)
            let ruta = prefijo + nombre
            let tipo = (try? gestor.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            if tipo == .typeDirectory {
                encontrados += recorrer(url, prefijo: ruta + "/")
            } else {
                encontrados.append((ruta, tipo ?? .typeUnknown))
            }
        }
        return encontrados
    }
}
