import Foundation
import HerramientaEjecucion
import HerramientaNucleo

/// Lo que el código compilado de una entrega hace y las lecciones nunca necesitan, para que lo mire el
/// instructor (`revisar` en results.json, JUnit y `clase`). Nunca quita puntos: una división, un local llamado
/// `signal` o un retorno de carro no cambian lo que se compila, y esconder una llamada en el texto no la quita
/// del objeto. Se lee de los ficheros objeto de los módulos de la app y de los pasos de pruebas:
/// - sus símbolos sin definir (`llvm-nm`, que viene con Swift): de C, los que no son del runtime de Swift ni de
///   la memoria (`write`, `exit`, `dlsym`, `posix_spawn`…); de Swift, `Foundation.Process`, `FileHandle` y `Pipe`;
/// - un constructor que se ejecuta al cargar (`.init_array`, o `__mod_init_func` en macOS), con `llvm-objdump`.
package struct RevisionDelCodigo {
    let compilados: URL         // la carpeta de lo compilado (la del plan de calificar)
    let modulos: [String]       // los módulos con código de la entrega

    /// Los de C que el código de las lecciones usa (medido en los objetos de Solutions/): el runtime y la memoria; en
    /// macOS, además, el puente con Objective-C que Foundation usa por dentro.
    static func permitido(_ simbolo: String) -> Bool {
        simbolo.hasPrefix("swift_") || simbolo.hasPrefix("_swift") || simbolo.hasPrefix("__swift")
            || simbolo.hasPrefix("objc_") || simbolo.hasPrefix("OBJC_")
            || ["malloc", "free", "memcpy", "memmove", "memset", "memcmp", "strlen", "posix_memalign", "__stack_chk_fail",
                "__stack_chk_guard", "_GLOBAL_OFFSET_TABLE_", "__dso_handle", "__chkstk_darwin", "dyld_stub_binder"].contains(simbolo)
    }

    /// Los de Swift que ninguna lección necesita: lanzar procesos y tocar descriptores.
    static let deSwift = [
        ("$s10Foundation7ProcessC", "Foundation.Process"), ("$s10Foundation10FileHandleC", "FileHandle"), ("$s10Foundation4PipeC", "Pipe"),
    ]

    /// Una línea por módulo con algo que revisar, p. ej. «CoreNetwork: usa write, exit; un constructor al cargar».
    package func hallazgos() -> [String] {
        modulos.compactMap { modulo in
            let objetos = Arbol.ficheros(en: compilados.appending(path: "\(modulo).build")).filter { $0.hasSuffix(".o") }
                .map { compilados.appending(path: "\(modulo).build/\($0)").path }
            guard !objetos.isEmpty else { return nil }
            var motivos: [String] = []
            let sospechosos = Self.sospechosos(Self.ejecutar("llvm-nm", ["--undefined-only", "--just-symbol-name"] + objetos))
            if !sospechosos.isEmpty { motivos.append("usa " + sospechosos.joined(separator: ", ")) }
            if Self.conConstructor(Self.ejecutar("llvm-objdump", ["--section-headers"] + objetos)) {
                motivos.append("lleva código que se ejecuta al cargar (un constructor en .init_array)")
            }
            return motivos.isEmpty ? nil : "\(modulo): " + motivos.joined(separator: "; ")
        }
    }

    /// De la salida de `llvm-nm`, los nombres que revisar, sin repetir y en orden.
    static func sospechosos(_ salida: String) -> [String] {
        var nombres: Set<String> = []
        for linea in salida.split(separator: "\n") {
            var simbolo = String(linea.trimmingCharacters(in: .whitespaces))
            guard !simbolo.isEmpty, !simbolo.hasSuffix(":") else { continue }    // «fichero.o:» encabeza cada objeto
            #if canImport(Darwin)
            simbolo.removeFirst()       // Mach-O pone «_» delante de cada símbolo: `_write`, `_$s…`
            #endif
            if simbolo.hasPrefix("$s") {
                if let (_, nombre) = deSwift.first(where: { simbolo.hasPrefix($0.0) }) { nombres.insert(nombre) }
            } else if !permitido(simbolo) {
                nombres.insert(simbolo)
            }
        }
        return nombres.sorted()
    }

    /// Si alguna sección de la salida de `llvm-objdump --section-headers` es de constructores.
    static func conConstructor(_ salida: String) -> Bool {
        salida.contains(".init_array") || salida.contains("__mod_init_func")
    }

    /// Una herramienta de LLVM: la que va junto a `swift` si está (la de la cadena que compiló), si no, por el PATH.
    /// En macOS, `/usr/bin/swift` es un lanzador de xcrun y no un enlace: la de Xcode, por `xcrun`.
    private static func ejecutar(_ herramienta: String, _ argumentos: [String]) -> String {
        #if canImport(Darwin)
        return lanzar(URL(fileURLWithPath: "/usr/bin/xcrun"), [herramienta] + argumentos)
        #else
        let rutas = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        let junto = rutas.lazy.map { URL(fileURLWithPath: String($0)).appending(path: "swift").resolvingSymlinksInPath() }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }?
            .deletingLastPathComponent().appending(path: herramienta)
        if let junto, FileManager.default.isExecutableFile(atPath: junto.path) { return lanzar(junto, argumentos) }
        return lanzar(URL(fileURLWithPath: "/usr/bin/env"), [herramienta] + argumentos)
        #endif
    }

    private static func lanzar(_ ejecutable: URL, _ argumentos: [String]) -> String {
        let proceso = Process()
        proceso.executableURL = ejecutable
        proceso.arguments = argumentos
        let tuberia = Pipe()
        proceso.standardOutput = tuberia
        proceso.standardError = FileHandle.nullDevice
        guard (try? proceso.run()) != nil else { return "" }
        let datos = tuberia.fileHandleForReading.readDataToEndOfFile()
        proceso.waitUntilExit()
        return String(decoding: datos, as: UTF8.self)
    }
}
