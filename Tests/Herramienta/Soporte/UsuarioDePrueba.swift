import Foundation

/// Un usuario de sistema sin privilegios, creado con `useradd` para una prueba y borrado con `userdel` al
/// acabar ella, también si falla. Solo como root (`disponible`).
package final class UsuarioDePrueba {
    package let nombre = "marcador-p\(UInt32.random(in: 0..<1_000_000))"

    package static var disponible: Bool {
        geteuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/sbin/useradd")
    }

    package init() throws {
        guard Self.orden("/usr/sbin/useradd", ["--system", "--no-create-home", "--shell", "/usr/sbin/nologin", nombre]) == 0 else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "useradd no ha creado \(nombre)"])
        }
    }

    deinit { _ = Self.orden("/usr/sbin/userdel", [nombre]) }

    private static func orden(_ ejecutable: String, _ argumentos: [String]) -> Int32 {
        let proceso = Process()
        proceso.executableURL = URL(fileURLWithPath: ejecutable)
        proceso.arguments = argumentos
        guard (try? proceso.run()) != nil else { return -1 }
        proceso.waitUntilExit()
        return proceso.terminationStatus
    }
}
