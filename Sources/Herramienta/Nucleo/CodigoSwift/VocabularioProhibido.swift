/// Lo que el código de una región no puede usar: procesos, descriptores de fichero, señales, carga dinámica,
/// atributos del runtime y del enlazador, rutas a /proc y rasgos propios de Swift Testing. Las lecciones no
/// lo necesitan, y con ello una entrega se sale de sus pruebas: un hijo que sobrevive a calificar y reescribe
/// los informes, o un rasgo que cambia la tubería del flujo de eventos por otra suya. La lista está solo
/// aquí; la miran `calificar` (antes de compilar nada), `comprobar` y `vigilar`.
///
/// Se busca en las piezas de TroceadorSwift: un nombre en un comentario, en un texto o en un `#if false` no es
/// un uso, y el código de una interpolación sí. Una «/» fuera de comentarios y textos tampoco se admite, ni en
/// un `#if false`: sería una división o una expresión regular, que el troceador no entiende. Lo que no ve es el
/// código que esconde sus llamadas (un nombre armado en tiempo de ejecución, una ruta partida en dos textos):
/// eso lo sigue pudiendo un corredor en el mismo proceso.
package enum VocabularioProhibido {
    package struct Entrada: Equatable, Sendable {
        package enum Clase: Equatable, Sendable {
            case nombre         // un identificador, donde sea: `dup2`, `Glibc.dup2`, `` `dup2` ``
            case atributo       // `@_silgen_name`
            case ruta           // dentro de un literal de cadena: "/proc/self/fd"
            case prefijo        // el principio de un identificador: `__swiftPMEntryPoint`
        }

        package let clase: Clase
        package let texto: String
        package let motivo: String      // para qué sirve, dicho a quien aprende
    }

    package static let entradas: [Entrada] = {
        var entradas: [Entrada] = []
        func anadir(_ clase: Entrada.Clase, _ motivo: String, _ textos: [String]) {
            entradas += textos.map { Entrada(clase: clase, texto: $0, motivo: motivo) }
        }
        anadir(.nombre, "lanza o controla procesos", [
            "Process", "NSTask", "posix_spawn", "posix_spawnp", "fork", "vfork", "execv", "execve", "execvp", "execvpe",
            "execl", "execle", "execlp", "fexecve", "system", "popen", "setsid", "setpgid", "daemon", "ptrace", "prctl",
            "atexit", "_exit", "forkpty", "openpty", "login_tty", "wordexp", "setpgrp", "on_exit", "_Exit", "quick_exit",
        ])
        anadir(.nombre, "toca descriptores de fichero", ["dup", "dup2", "dup3", "pipe", "pipe2", "close", "closefrom", "fcntl", "fdopen", "freopen", "fileDescriptor"])
        anadir(.nombre, "manda o cambia señales", ["kill", "killpg", "tgkill", "pthread_kill", "signal", "ssignal", "__sysv_signal", "bsd_signal", "sigaction", "sigprocmask", "pthread_sigmask"])
        anadir(.nombre, "carga código en tiempo de ejecución", ["dlopen", "dlsym", "dlvsym"])
        anadir(.atributo, "cambia cómo se enlaza o se llama al código", ["@_silgen_name", "@_cdecl", "@_section", "@_used", "@_extern", "@_dynamicReplacement"])
        anadir(.nombre, "convierte un valor en una función sin comprobar su tipo", ["unsafeBitCast"])
        anadir(.ruta, "lee el proceso por dentro", ["/proc", "/dev/fd"])
        anadir(.nombre, "cambia cómo se ejecutan las pruebas", ["TestTrait", "SuiteTrait", "TestScoping"])
        // El ensayo del atacante: `Testing.__swiftPMEntryPoint` volvía a ejecutar las pruebas del kit dentro de
        // las suyas y sacaba el punto entero sin probar nada. Lo que empieza por «__» es interno, y nunca hace falta.
        anadir(.prefijo, "usa lo interno de Swift o de Swift Testing", ["__"])
        return entradas
    }()

    /// Por qué no se admite una «/» fuera de los comentarios y los textos.
    package static let barra = "divide o escribe una expresión regular /…/, que las lecciones no usan y que esconde código a esta revisión"

    private static let porNombre = Dictionary(entradas.filter { $0.clase == .nombre || $0.clase == .atributo }.map { ($0.texto, $0) }) { primera, _ in primera }
    private static let prefijos = entradas.filter { $0.clase == .prefijo }
    private static let rutas = entradas.filter { $0.clase == .ruta }

    /// Cada uso, en el orden del texto; `linea` desde 1.
    package static func usos(en texto: String) -> [UsoProhibido] {
        let piezas = TroceadorSwift.piezas(de: texto)
        let bytes = Array(texto.utf8)
        let nunca = nuncaSeCompilan(piezas)
        return piezas.indices.flatMap { i -> [UsoProhibido] in
            let suyos = usos(en: [piezas[i]], texto: bytes, lineaDeInicio: 1)
            // Tras una «/» el troceador ya no sabe dónde acaba el bloque: esa sigue contando.
            return nunca.contains(i) ? suyos.filter { $0.texto == "/" } : suyos
        }
    }

    /// Las piezas de cada bloque `#if false` (así, literal: `false` y nada más en su línea), hasta su `#else`,
    /// `#elseif` o `#endif`. El compilador las lee pero no las compila: un nombre ahí no es un uso. Cualquier
    /// otra condición podría ser cierta al compilar, y lo de dentro cuenta.
    private static func nuncaSeCompilan(_ piezas: [PiezaSwift]) -> Set<Int> {
        var nunca = Set<Int>()
        var i = 0
        while i < piezas.count {
            let condicion = i + 1
            guard piezas[i].es("#if"), condicion < piezas.count, piezas[condicion].es("false"),
                  piezas[condicion].linea == piezas[i].linea,
                  condicion + 1 == piezas.count || piezas[condicion + 1].linea > piezas[condicion].linea else {
                i += 1
                continue
            }
            var j = condicion + 1
            var anidados = 0
            while j < piezas.count {
                let pieza = piezas[j]
                if pieza.es("#if") { anidados += 1 }
                if pieza.es("#endif") {
                    if anidados == 0 { break }
                    anidados -= 1
                }
                if anidados == 0, pieza.es("#else") || pieza.es("#elseif") { break }
                nunca.insert(j)
                j += 1
            }
            i = j
        }
        return nunca
    }

    private static func usos(en piezas: [PiezaSwift], texto: [UInt8], lineaDeInicio: Int) -> [UsoProhibido] {
        piezas.flatMap { pieza -> [UsoProhibido] in
            let linea = lineaDeInicio + pieza.linea - 1
            switch pieza.clase {
            case .palabra, .atributo:
                let nombre = pieza.texto.filter { $0 != "`" }
                if let entrada = porNombre[nombre], (entrada.clase == .atributo) == (pieza.clase == .atributo) {
                    return [UsoProhibido(texto: nombre, linea: linea, motivo: entrada.motivo)]
                }
                guard pieza.clase == .palabra, let prefijo = prefijos.first(where: { nombre.hasPrefix($0.texto) }) else { return [] }
                return [UsoProhibido(texto: nombre, linea: linea, motivo: prefijo.motivo)]
            case .cadena:
                let bytes = Array(texto[pieza.inicio..<pieza.fin])
                let deRutas = rutas.filter { nombraLaRuta($0.texto, en: bytes) }
                    .map { UsoProhibido(texto: $0.texto, linea: linea, motivo: $0.motivo) }
                return deRutas + interpolaciones(en: bytes, lineaDeInicio: linea)
            case .operador where pieza.texto.contains("/"):
                // Un literal de expresión regular (/…/ o #/…/#) no lo entiende el troceador: lo que hay dentro
                // parece un texto, y detrás de un «"» se esconde el código que sigue. Las lecciones no dividen
                // ni usan expresiones regulares.
                return [UsoProhibido(texto: "/", linea: linea, motivo: Self.barra)]
            case .numero, .signo, .operador:
                return []
            }
        }
    }

    /// «/proc» y no «/process»: la ruta sola o seguida de algo que no sigue el nombre.
    private static func nombraLaRuta(_ ruta: String, en bytes: [UInt8]) -> Bool {
        let buscada = Array(ruta.utf8)
        guard bytes.count >= buscada.count else { return false }
        for i in 0...(bytes.count - buscada.count) where Array(bytes[i..<(i + buscada.count)]) == buscada {
            let siguiente = i + buscada.count < bytes.count ? bytes[i + buscada.count] : 0x22
            let sigueElNombre = (0x30...0x39).contains(siguiente) || (0x41...0x5A).contains(siguiente)
                || (0x61...0x7A).contains(siguiente) || siguiente == 0x5F || siguiente == 0x2D
            if !sigueElNombre { return true }
        }
        return false
    }

    /// Los usos dentro del código de cada `\( … )` de un literal (con tantas # como el literal: `\#( … )`).
    private static func interpolaciones(en literal: [UInt8], lineaDeInicio: Int) -> [UsoProhibido] {
        let almohadillas = literal.prefix { $0 == 0x23 }.count
        var usos: [UsoProhibido] = []
        var linea = lineaDeInicio
        var i = 0
        while i < literal.count {
            let c = literal[i]
            if c == 0x0A { linea += 1 }
            guard c == 0x5C else { i += 1; continue }
            var j = i + 1
            while j < literal.count, literal[j] == 0x23 { j += 1 }
            guard j - i - 1 >= almohadillas else { i += 1; continue }   // una barra sin más en un literal crudo
            guard j < literal.count, literal[j] == 0x28 else {     // un escape: \n, \\, \", o el salto de línea
                if j < literal.count, literal[j] == 0x0A { linea += 1 }
                i = j + 1
                continue
            }
            let resto = Array(literal[(j + 1)...])
            let codigo = String(decoding: resto, as: UTF8.self)
            let piezas = TroceadorSwift.piezas(de: codigo)
            var abiertos = 0
            let cierre = piezas.firstIndex { pieza in
                if pieza.es("(") { abiertos += 1 }
                if pieza.es(")") { if abiertos == 0 { return true }; abiertos -= 1 }
                return false
            }
            let dentro = Array(piezas[..<(cierre ?? piezas.endIndex)])
            usos += Self.usos(en: dentro, texto: resto, lineaDeInicio: linea)
            let fin = cierre.map { piezas[$0].fin } ?? resto.count
            linea += resto[..<fin].count { $0 == 0x0A }
            i = j + 1 + fin
        }
        return usos
    }
}
