import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaCalificacion

/// `calificar --usuario`: el proceso de las pruebas corre como un usuario sin privilegios, con sus
/// descriptores y en su grupo, no puede señalar ni trazar a quien lo lanza, y del kit solo alcanza la copia.
/// En serie: cada prueba crea su usuario con `useradd`, que no admite dos a la vez.
@Suite("Las pruebas como otro usuario", .serialized)
struct OtroUsuarioTests {
    private let shell = URL(fileURLWithPath: "/bin/sh")

    #if os(Linux)
    @Test func sinRootNoSeCambiaDeUsuarioYSeDice() {
        #expect(throws: ErrorDeLaHerramienta.entorno(
            "--usuario nobody necesita ejecutar calificar como root: solo root puede cambiar de usuario las pruebas.")) {
            try UsuarioDeLasPruebas.buscar("nobody", euid: 1000)
        }
    }

    @Test func unUsuarioQueNoExisteORootNoValen() {
        #expect(throws: ErrorDeLaHerramienta.entorno("No existe el usuario «marcador-no-existe»: créalo sin privilegios, "
            + "p. ej. useradd --system --no-create-home marcador-no-existe.")) {
            try UsuarioDeLasPruebas.buscar("marcador-no-existe", euid: 0)
        }
        #expect(throws: ErrorDeLaHerramienta.entorno("«root» es root (uid o gid 0): --usuario es para un usuario sin privilegios.")) {
            try UsuarioDeLasPruebas.buscar("root", euid: 0)
        }
    }

    /// Sin root: solo mira los permisos de las carpetas con el uid y el gid del usuario.
    @Test func laCarpetaTemporalDeSusPruebasEsLaDeQuienCalificaSiPuedeEscribirEnEllaYSiNoTmp() throws {
        let usuario = UsuarioDeLasPruebas(nombre: "nadie", uid: 65534, gid: 65534)
        let arena = try Arena()
        func carpeta(_ ruta: String, _ permisos: mode_t) throws -> String {
            let url = arena.raiz.appending(path: ruta)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try #require(chmod(url.path, permisos) == 0)
            return url.path
        }
        try #require(chmod(arena.raiz.path, 0o755) == 0)
        let abierta = try carpeta("abierta", 0o1777)
        let deRoot = try carpeta("de-root", 0o755)
        _ = try carpeta("tapada", 0o700)
        let dentroDeLaTapada = try carpeta("tapada/abierta", 0o1777)
        let sinPegajoso = try carpeta("sin-pegajoso", 0o777)

        #expect(usuario.carpetaTemporal(de: abierta) == abierta, "Una carpeta en la que todos escriben, como /tmp, vale")
        #expect(usuario.carpetaTemporal(de: deRoot) == "/tmp", "En una carpeta solo de quien califica, sus pruebas no pueden escribir")
        #expect(usuario.carpetaTemporal(de: dentroDeLaTapada) == "/tmp", "A una carpeta dentro de otra cerrada no llega")
        #expect(usuario.carpetaTemporal(de: sinPegajoso) == "/tmp",
                "En una 0777 sin el bit pegajoso, sus pruebas renombrarían lo que calificar pone en ella (el ensayo del atacante)")
        #expect(usuario.carpetaTemporal(de: nil) == "/tmp")
        #expect(UsuarioDeLasPruebas.aSalvoDeOtros(abierta, dueno: 0))
        #expect(UsuarioDeLasPruebas.aSalvoDeOtros(deRoot, dueno: 0))
        #expect(!UsuarioDeLasPruebas.aSalvoDeOtros(sinPegajoso, dueno: 0), "calificar --usuario no usa un TMPDIR así")
    }

    /// El ensayo del atacante: una cadena de `fork` desligada seguía viva durante los fallos sembrados.
    @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
    func matarSusProcesosAlcanzaAUnoDesligadoQueNoDesciendeDeQuienLlama() throws {
        let deSistema = try UsuarioDePrueba()
        let usuario = try UsuarioDeLasPruebas.buscar(deSistema.nombre)
        let arena = try Arena()
        let (leer, escribir) = try Self.tuberia()
        defer { close(leer) }
        // El desligado se queda con el extremo de escritura de «vida»: cuando muere, la lectura da fin de fichero.
        let (vida, extremoDeLaVida) = try Self.tuberia()
        defer { close(vida) }
        let orden = usuario.envolver(shell.path, ["-c", "setsid sleep 600 > /dev/null 2>&1 < /dev/null 3>&- & echo $! >&3"])
        let final = try ProcesoHijo(URL(fileURLWithPath: orden.ejecutable), orden.argumentos, en: arena.raiz, entorno: [:],
                                    registro: arena.raiz.appending(path: "registro.log"),
                                    descriptores: [3: escribir, 4: extremoDeLaVida]).esperar(limite: .seconds(30))
        close(escribir)
        close(extremoDeLaVida)
        var bytes = [UInt8](repeating: 0, count: 32)
        let leidos = read(leer, &bytes, bytes.count)
        let desligado = try #require(pid_t(String(decoding: bytes.prefix(max(leidos, 0)), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        var espera = pollfd(fd: vida, events: Int16(POLLIN), revents: 0)
        try #require(final.codigo == 0 && TablaDeProcesos.leer().vivo(desligado) && poll(&espera, 1, 0) == 0,
                     "El proceso desligado tenía que quedar vivo, con la tubería abierta")

        usuario.matarSusProcesos(registro: arena.raiz.appending(path: "barrido.log"))

        var byte: UInt8 = 0
        #expect(poll(&espera, 1, 30_000) == 1 && read(vida, &byte, 1) == 0,
                "Un proceso del usuario que ya no desciende de nadie nuestro también muere (y suelta su extremo de la tubería)")
    }

    /// Lo que ve el proceso lanzado como el usuario: su uid, ningún grupo de más, los descriptores 3, 4 y 5
    /// (la configuración, el flujo y el interruptor) y ningún permiso sobre quien lo lanza.
    @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
    func elProcesoCorreComoElUsuarioConSusDescriptoresYNoAlcanzaAQuienLoLanza() throws {
        let deSistema = try UsuarioDePrueba()
        let usuario = try UsuarioDeLasPruebas.buscar(deSistema.nombre)
        let arena = try Arena()
        let (leer, escribir) = try Self.tuberia()
        _ = "configuración".withCString { write(escribir, $0, strlen($0)) }
        close(escribir)
        let guion = """
            echo uid=$(id -u) gid=$(id -g) grupos=$(id -G)
            echo fd3=$(cat /dev/fd/3) fd5=$(cat <&5)
            echo al flujo > /dev/fd/4
            kill -0 $PPID 2>/dev/null && echo senal=si || echo senal=no
            cat /proc/$PPID/environ >/dev/null 2>&1 && echo traza=si || echo traza=no
            """
        let orden = usuario.envolver(shell.path, ["-c", guion])
        let (leerFlujo, escribirFlujo) = try Self.tuberia()
        defer { close(leerFlujo) }
        usuario.ceder([leer, leerFlujo])
        let (leerInterruptor, escribirInterruptor) = try Self.tuberia()
        _ = "7".withCString { write(escribirInterruptor, $0, 1) }
        close(escribirInterruptor)
        let final = try ProcesoHijo(URL(fileURLWithPath: orden.ejecutable), orden.argumentos, en: arena.raiz, entorno: [:],
                                    registro: arena.raiz.appending(path: "registro.log"), corte: .pruebas, vigilante: Contencion(),
                                    descriptores: [3: leer, 4: escribirFlujo, 5: leerInterruptor]).esperar(limite: .seconds(60))
        [leer, escribirFlujo, leerInterruptor].forEach { close($0) }
        var flujo = [UInt8](repeating: 0, count: 64)
        let leidos = read(leerFlujo, &flujo, flujo.count)

        #expect(final.terminacion == .salida(0))
        #expect(try arena.leer("registro.log").split(separator: "\n") == [
            "uid=\(usuario.uid) gid=\(usuario.gid) grupos=\(usuario.gid)",
            "fd3=configuración fd5=7",
            "senal=no",
            "traza=no",
        ])
        #expect(String(decoding: flujo.prefix(max(leidos, 0)), as: UTF8.self) == "al flujo\n", "Escribe en el flujo por /dev/fd/4, como Swift Testing")
    }

    /// Un proceso del usuario que ignora SIGTERM y deja un hijo en su grupo: root lo corta con SIGKILL y no queda nadie.
    @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
    func unProcesoDelUsuarioQueIgnoraSIGTERMSeCortaConTodoSuGrupo() throws {
        let deSistema = try UsuarioDePrueba()
        let usuario = try UsuarioDeLasPruebas.buscar(deSistema.nombre)
        let arena = try Arena()
        // El PID del hijo llega por una tubería en cuanto existe: se corta cuando ya lo ha lanzado, sin esperar a ciegas.
        let (leer, escribir) = try Self.tuberia()
        defer { close(leer) }
        let orden = usuario.envolver(shell.path, ["-c", "trap '' TERM; sleep 600 & echo $! >&3; exec 3>&-; while :; do :; done"])
        let proceso = try ProcesoHijo(URL(fileURLWithPath: orden.ejecutable), orden.argumentos, en: arena.raiz, entorno: [:],
                                      registro: arena.raiz.appending(path: "registro.log"),
                                      corte: .init(senal: SIGTERM, gracia: .milliseconds(200)), vigilante: Contencion(), descriptores: [3: escribir])
        close(escribir)
        var bytes = [UInt8](repeating: 0, count: 32)
        let leidos = read(leer, &bytes, bytes.count)
        let final = proceso.esperar(limite: .zero)

        #expect(final.cortado && final.terminacion == .senal(SIGKILL))
        let hijo = try #require(pid_t(String(decoding: bytes.prefix(max(leidos, 0)), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(!TablaDeProcesos.leer().vivo(hijo), "El hijo que dejó en su grupo tiene que morir con él")
    }

    /// Con un TMPDIR solo de quien califica, el binario de las pruebas, lanzado como el usuario, crea su fichero temporal.
    @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
    func susPruebasEscribenSusTemporalesAunqueElTMPDIRDeQuienCalificaSeaSoloSuyo() throws {
        let deSistema = try UsuarioDePrueba()
        let usuario = try UsuarioDeLasPruebas.buscar(deSistema.nombre)
        let arena = try Arena()
        try #require(chmod(arena.raiz.path, 0o755) == 0)
        let binario = arena.raiz.appending(path: EjecutorDePruebas.binarioDePruebas)
        try FileManager.default.createDirectory(at: binario.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Lo que crea lo borra: con TMPDIR solo de root, es /tmp, fuera de la arena.
        try #"#!/bin/sh\#nf=$(mktemp -p "$TMPDIR") && rm -f "$f" && echo escribe || echo no escribe\#n"#.write(to: binario, atomically: true, encoding: .utf8)
        try #require(chmod(binario.path, 0o755) == 0)
        let soloDeRoot = arena.raiz.appending(path: "temporal-de-root")
        try FileManager.default.createDirectory(at: soloDeRoot, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let registros = arena.raiz.appending(path: "registros")
        try FileManager.default.createDirectory(at: registros, withIntermediateDirectories: true)
        let ejecutor = EjecutorDePruebas(raiz: arena.raiz, temporal: registros, limite: .seconds(60),
                                         ajustes: ["TMPDIR": soloDeRoot.path], usuario: usuario)

        _ = try ejecutor.probar(marcador: nil, nombre: "temporal")

        let salida = try String(contentsOf: registros.appending(path: "temporal.log"), encoding: .utf8)
        #expect(salida.hasPrefix("escribe"), "Sin carpeta temporal, sus pruebas fallan y la entrega pierde puntos: \(salida)")
    }

    /// Mientras se califica, el usuario atraviesa el kit hasta la copia y la lee, pero no lista el kit ni lee
    /// Solutions/, Sources/, .git ni el resto de .build; al acabar, cada permiso es el de antes.
    @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
    func delKitSoloAlcanzaLaCopiaYAlAcabarVuelvenLosPermisos() throws {
        let deSistema = try UsuarioDePrueba()
        let usuario = try UsuarioDeLasPruebas.buscar(deSistema.nombre)
        let arena = try Arena()
        let registros = try Arena()
        let kit = arena.raiz
        let copia = Calificador.copia(de: kit)
        let ficheros = ["Solutions/Core/Secreto.swift", "Sources/Herramienta/a.swift", ".git/config", "Exercises/Core/a.swift",
                        ".build/debug/compilado", ".build/marcador/calificacion/cerrojo", ".build/marcador/calificacion/arbol/Package.swift",
                        ".build/marcador/calificacion/arbol/Exercises/Core/a.swift"]
        for fichero in ficheros { try arena.escribir(fichero, "secreto") }
        let antes = try Self.permisos(en: kit)

        let cierre = try CierreDelKit(kit: kit, copia: copia, usuario: usuario)
        let leidos = try ficheros.filter { try Self.puedeLeer(kit.appending(path: $0), usuario: usuario, registros: registros) }
        let listaElKit = try Self.puedeLeer(kit, usuario: usuario, registros: registros)
        cierre.reabrir()

        #expect(leidos == [".build/marcador/calificacion/arbol/Package.swift", ".build/marcador/calificacion/arbol/Exercises/Core/a.swift"])
        #expect(!listaElKit, "El usuario no puede listar el kit")
        #expect(try Self.permisos(en: kit) == antes, "Al acabar, cada permiso vuelve a ser el de antes")
    }

    /// La carpeta de un módulo que lleva la solución del kit (no compilaba) se le cierra también, con lo que se
    /// escriba en ella después; lo demás de la copia lo sigue leyendo. Al acabar, cada permiso es el de antes.
    @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
    func laCarpetaDeUnModuloSustituidoNoLaLeeYAlAcabarVuelve() throws {
        let deSistema = try UsuarioDePrueba()
        let usuario = try UsuarioDeLasPruebas.buscar(deSistema.nombre)
        let arena = try Arena()
        let registros = try Arena()
        let copia = Calificador.copia(de: arena.raiz)
        let ficheros = [".build/marcador/calificacion/arbol/Exercises/Core/Configuracion.swift",
                        ".build/marcador/calificacion/arbol/Exercises/Cronica/UI/CronicaViewModel.swift"]
        for fichero in ficheros { try arena.escribir(fichero, "secreto") }
        let antes = try Self.permisos(en: arena.raiz)

        let cierre = try CierreDelKit(kit: arena.raiz, copia: copia, usuario: usuario)
        try cierre.cerrar([copia.appending(path: "Exercises/Cronica/UI")])
        try cierre.cerrar([copia.appending(path: "Exercises/Cronica/UI")])     // otra vez, como en cada sustitución
        try arena.escribir(".build/marcador/calificacion/arbol/Exercises/Cronica/UI/Nuevo.swift", "secreto")
        let leidos = try (ficheros + [".build/marcador/calificacion/arbol/Exercises/Cronica/UI/Nuevo.swift"])
            .filter { try Self.puedeLeer(arena.raiz.appending(path: $0), usuario: usuario, registros: registros) }
        try FileManager.default.removeItem(at: copia.appending(path: "Exercises/Cronica/UI/Nuevo.swift"))
        cierre.reabrir()

        #expect(leidos == [".build/marcador/calificacion/arbol/Exercises/Core/Configuracion.swift"],
                "Solo lee lo que no se sustituyó")
        #expect(try Self.permisos(en: arena.raiz) == antes, "Al acabar, cada permiso vuelve a ser el de antes")
    }

    @Test(.enabled(if: UsuarioDePrueba.disponible, "solo como root: crea un usuario"))
    func unaCarpetaPorEncimaDelKitQueNoDejaPasarSeDiceSinCambiarNada() throws {
        let deSistema = try UsuarioDePrueba()
        let usuario = try UsuarioDeLasPruebas.buscar(deSistema.nombre)
        let arena = try Arena()
        try arena.escribir("kit/Solutions/a.swift", "secreto")
        chmod(arena.raiz.path, 0o700)
        let antes = try Self.permisos(en: arena.raiz)

        #expect(throws: ErrorDeLaHerramienta.entorno("\(usuario.nombre) no puede llegar a la copia que se califica: "
            + "\(arena.raiz.path) no deja pasar a otros usuarios (chmod o+x).")) {
            try CierreDelKit(kit: arena.raiz.appending(path: "kit"), copia: Calificador.copia(de: arena.raiz.appending(path: "kit")), usuario: usuario)
        }
        #expect(try Self.permisos(en: arena.raiz) == antes)
    }

    // MARK: - Ayudas

    /// Si el usuario puede leer ese fichero o listar esa carpeta.
    private static func puedeLeer(_ ruta: URL, usuario: UsuarioDeLasPruebas, registros: Arena) throws -> Bool {
        let orden = usuario.envolver("/bin/sh", ["-c", #"if [ -d "$0" ]; then ls "$0"; else cat "$0"; fi"#, ruta.path])
        return try ProcesoHijo(URL(fileURLWithPath: orden.ejecutable), orden.argumentos, en: URL(fileURLWithPath: "/"), entorno: [:],
                               registro: registros.raiz.appending(path: "registro-\(UUID().uuidString).log"))
            .esperar(limite: .seconds(60)).codigo == 0
    }

    /// El permiso de cada cosa bajo la carpeta, ella incluida.
    private static func permisos(en carpeta: URL) throws -> [String: Int] {
        var permisos = ["": try FileManager.default.attributesOfItem(atPath: carpeta.path)[.posixPermissions] as? Int ?? -1]
        for ruta in try FileManager.default.subpathsOfDirectory(atPath: carpeta.path) {
            permisos[ruta] = try FileManager.default.attributesOfItem(atPath: carpeta.appending(path: ruta).path)[.posixPermissions] as? Int ?? -1
        }
        return permisos
    }

    private static func tuberia() throws -> (Int32, Int32) {
        var extremos: [Int32] = [0, 0]
        guard pipe(&extremos) == 0 else { throw POSIXError(.EMFILE) }
        _ = extremos.map { fcntl($0, F_SETFD, FD_CLOEXEC) }
        return (extremos[0], extremos[1])
    }
    #else
    @Test func fueraDeLinuxNoEstaDisponible() {
        #expect(throws: ErrorDeLaHerramienta.entorno("--usuario solo está disponible en Linux.")) {
            try UsuarioDeLasPruebas.buscar("nobody", euid: 0)
        }
    }
    #endif
}
