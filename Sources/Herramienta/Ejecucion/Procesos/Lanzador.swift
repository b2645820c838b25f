import Foundation

/// Lanza un proceso con `posix_spawn`, que deja elegir lo que `Process` no deja: ninguna señal bloqueada ni
/// ignorada (los hilos de Dispatch bloquean SIGINT y SIGTERM, y el hijo heredaría la máscara), la entrada
/// desde /dev/null y que no herede más descriptores que su salida.
enum Lanzador {
    // No se puede compartir: en Darwin (<spawn.h>) los dos tipos son punteros opacos, que posix_spawn_*_init
    // rellena y empiezan en nil; en Glibc son estructuras, que empiezan con su init vacío.
    #if canImport(Darwin)
    typealias Acciones = posix_spawn_file_actions_t?
    typealias Atributos = posix_spawnattr_t?
    static func vacios() -> (Acciones, Atributos) { (nil, nil) }
    #else
    typealias Acciones = posix_spawn_file_actions_t
    typealias Atributos = posix_spawnattr_t
    static func vacios() -> (Acciones, Atributos) { (Acciones(), Atributos()) }
    #endif

    /// - Parameters:
    ///   - salida: el descriptor al que van la salida normal y la de errores.
    static func lanzar(
        _ ejecutable: String, _ argumentos: [String], en carpeta: String, entorno: [String: String], salida: Int32
    ) throws -> pid_t {
        var (ruta, argumentos) = (ejecutable, argumentos)
        let cambiarDeCarpeta = Self.cambiarDeCarpeta
        if cambiarDeCarpeta == nil {
            // Sin posix_spawn_file_actions_addchdir (glibc < 2.29): que cambie de carpeta un sh.
            (ruta, argumentos) = ("/bin/sh", ["-c", #"cd -- "$0" && exec "$@""#, carpeta, ejecutable] + argumentos)
        }
        var (acciones, atributos) = Self.vacios()
        posix_spawn_file_actions_init(&acciones)
        posix_spawnattr_init(&atributos)
        // Cada descriptor pasa por una copia propia (≥ 10, con cierre al ejecutar): dup2 de un descriptor
        // sobre sí mismo no le quitaría el cierre al ejecutar, y así el orden de las copias da igual.
        let pares: [(destino: Int32, origen: Int32)] = [(1, salida), (2, salida)]
        let copias = pares.map { ($0.destino, fcntl($0.origen, F_DUPFD_CLOEXEC, 10)) }
        defer {
            copias.forEach { close($0.1) }
            posix_spawn_file_actions_destroy(&acciones)
            posix_spawnattr_destroy(&atributos)
        }
        guard !copias.contains(where: { $0.1 < 0 }) else { throw POSIXError(.EBADF) }
        posix_spawn_file_actions_addopen(&acciones, 0, "/dev/null", O_RDONLY, 0)
        for (destino, copia) in copias { posix_spawn_file_actions_adddup2(&acciones, copia, destino) }
        var banderas = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        #if canImport(Darwin)
        banderas |= POSIX_SPAWN_CLOEXEC_DEFAULT     // solo hereda los descriptores de las acciones
        #else
        _ = Self.cerrarDesde?(&acciones, 3)
        #endif
        _ = cambiarDeCarpeta?(&acciones, carpeta)
        posix_spawnattr_setflags(&atributos, Int16(banderas))
        var ninguna = sigset_t()
        sigemptyset(&ninguna)
        posix_spawnattr_setsigmask(&atributos, &ninguna)
        var porDefecto = sigset_t()
        sigemptyset(&porDefecto)
        for senal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&porDefecto, senal) }
        posix_spawnattr_setsigdefault(&atributos, &porDefecto)

        let argv = ([ruta] + argumentos).map { strdup($0) } + [nil]
        // En orden: SwiftPM guarda Package.swift ya evaluado según el entorno tal cual llega, y el orden de un
        // diccionario cambia de un proceso a otro (medido: con el mismo entorno desordenado, cada `calificar`
        // volvía a compilar y enlazar Package.swift, un segundo y medio por compilación).
        let envp = entorno.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let error = posix_spawn(&pid, ruta, &acciones, &atributos, argv, envp)
        guard error == 0 else { throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EINVAL) }
        return pid
    }

    // Se buscan en tiempo de ejecución: Glibc no las exporta a Swift (son extensiones de GNU), y en macOS 26
    // la versión «_np» está obsoleta, con aviso al compilar, pero la nueva no existe en macOS 15.
    private typealias ConCarpeta = @convention(c) (UnsafeMutablePointer<Acciones>, UnsafePointer<CChar>) -> Int32
    private typealias ConDescriptor = @convention(c) (UnsafeMutablePointer<Acciones>, Int32) -> Int32

    private static let cambiarDeCarpeta: ConCarpeta? = simbolo(["posix_spawn_file_actions_addchdir", "posix_spawn_file_actions_addchdir_np"])
    #if !canImport(Darwin)
    private static let cerrarDesde: ConDescriptor? = simbolo(["posix_spawn_file_actions_addclosefrom_np"])
    #endif

    private static func simbolo<F>(_ nombres: [String]) -> F? {
        let programa = dlopen(nil, RTLD_NOW)
        guard let direccion = nombres.lazy.compactMap({ dlsym(programa, $0) }).first else { return nil }
        return unsafeBitCast(direccion, to: F.self)
    }
}
