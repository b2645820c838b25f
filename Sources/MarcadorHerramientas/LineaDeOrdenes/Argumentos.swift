/// Lee la línea de órdenes a mano: son pocas órdenes y pocas opciones.
struct Argumentos: Equatable {
    let orden: Orden
    let raiz: String?

    static let limitePorDefecto = 600
    static let limitePorPaso = 30       // el de `calificar`: un paso que se cuelga no cuelga la nota

    static let uso = """
        Uso: swift run marcador [<orden>] [opciones]

        Órdenes:
          (ninguna), lista             tu progreso: cada paso hecho, pendiente o sin compilar (los últimos
                                       resultados guardados, sin ejecutar nada) y el paso siguiente
          comprobar [lección|paso]     compila tus ejercicios, prueba esa lección o ese paso (sin nada, todos),
                                       guarda los resultados y explica cada fallo
          vigilar                      comprueba el paso pendiente cada vez que guardas; Ctrl-C para salir
          pista <paso>                 la pista de un paso, p. ej. «pista red-en-marcador/2»
          reiniciar <paso> [--si]      vuelve a poner el esqueleto de un paso en Exercises/ (pregunta antes,
                                       salvo con --si); no toca nada más
          resolver [lección|paso]      pone la solución de Solutions/ en esas regiones de Exercises/ (para
                   [--si]              instructores: enseñar un paso en clase); pregunta antes de pisar trabajo
          diferencias [lección|paso]   lo que escribe quien aprende, paso a paso: el esqueleto de cada región
                      [--resumen]      frente a su solución, como diff -u (para instructores); --resumen, una
                                       línea por paso: ficheros, líneas que escribir y pruebas
          generar [--comprobar]        escribe Exercises/ a partir de Solutions/ (para instructores);
                  [--forzar]           --comprobar solo dice si Exercises/ está al día; --forzar pisa también
                                       regiones que no son el esqueleto
          calificar [--json F]         califica la entrega paso a paso (para CI): results.json de Exercism en F,
                    [--junit F]        JUnit XML en F; corta las pruebas de un paso a los S segundos
                    [--tiempo S]       (por defecto, \(limitePorPaso)); con --kit, todo lo que se compila sale de
                    [--kit DIR]        ese clon del kit y de la entrega solo sus regiones; --classroom F, los
                    [--classroom F]    puntos para el reporter de GitHub Classroom. Sale con 0 si ha calificado,
                    [--ci]             pase o no (como Exercism), y con --ci, con 1 si algo no pasa.
                                       Ver docs/calificacion.md
          verificar [--tiempo S]       la verificación del kit: generador, soluciones y esqueletos; corta las
                                       pruebas de cada árbol a los S segundos (por defecto, \(limitePorDefecto))
          publicar DESTINO             escribe en DESTINO (nuevo o vacío) el repositorio de quien aprende:
                                       Exercises/ con los esqueletos, sin Solutions/ ni nada del instructor
          clase CARPETA… [--html F]    el resumen de una clase (para instructores): lee el resultados.json (o
                                       results.json) de cada carpeta, una por alumno, y escribe una tabla
                                       Markdown y, con --html, una página sin recursos externos. Sale con 0
                                       aunque algún fichero no se lea (los nombra), 2 si no se lee ninguno

        Opciones:
          --raiz DIR                   la carpeta del paquete (si no, la primera con Package.swift hacia arriba)
          --ayuda, -h                  esta ayuda

        Códigos de salida: 0 bien, 1 algo ha fallado, 2 la herramienta no ha podido ejecutarse.
        """

    init(_ argumentos: [String]) throws(ErrorDeLaHerramienta) {
        var resto: [String] = []
        var valores: [String: String] = [:]     // las opciones que llevan valor: --raiz, --tiempo, --json, --junit, --classroom, --kit, --html
        var indice = 0
        while indice < argumentos.count {
            let argumento = argumentos[indice]
            if argumento == "--ayuda" || argumento == "-h" {
                self.init(orden: .ayuda, raiz: nil)
                return
            }
            if ["--raiz", "--tiempo", "--json", "--junit", "--classroom", "--kit", "--html"].contains(argumento) {
                guard indice + 1 < argumentos.count else { throw .uso("A \(argumento) le falta su valor.") }
                valores[argumento] = argumentos[indice + 1]
                indice += 2
            } else {
                resto.append(argumento)
                indice += 1
            }
        }
        guard let nombre = resto.first else {
            self.init(orden: .lista, raiz: valores["--raiz"])
            return
        }
        if nombre != "calificar", let opcion = ["--json", "--junit", "--classroom", "--kit"].first(where: { valores[$0] != nil }) {
            throw .uso("«\(nombre)» no admite la opción \(opcion).")
        }
        if nombre != "clase", valores["--html"] != nil { throw .uso("«\(nombre)» no admite la opción --html.") }
        if nombre == "clase" {
            let carpetas = Array(resto.dropFirst())
            if let opcion = carpetas.first(where: { $0.hasPrefix("-") }) ?? ["--raiz", "--tiempo"].first(where: { valores[$0] != nil }) {
                throw .uso("«clase» no admite la opción \(opcion).")
            }
            guard !carpetas.isEmpty else {
                throw .uso("A «clase» le faltan las carpetas de las entregas, una por alumno, p. ej. «clase entregas/*».")
            }
            self.init(orden: .clase(carpetas: carpetas, html: valores["--html"]), raiz: nil)
            return
        }
        if nombre == "calificar" {
            // Las opciones con valor ya se han leído; sin valor, solo --ci.
            if let otro = resto.dropFirst().first(where: { $0 != "--ci" }) { throw .uso("«calificar» no admite «\(otro)».") }
            guard let segundos = Int(valores["--tiempo"] ?? "\(Self.limitePorPaso)"), segundos > 0 else {
                throw .uso("--tiempo va en segundos, p. ej. --tiempo 30.")
            }
            self.init(orden: .calificar(json: valores["--json"], junit: valores["--junit"], classroom: valores["--classroom"],
                                        limite: segundos, kit: valores["--kit"], ci: resto.contains("--ci")),
                      raiz: valores["--raiz"])
            return
        }
        let orden = try Self.orden(nombre, Array(resto.dropFirst()), tiempo: valores["--tiempo"])
        self.init(orden: orden, raiz: valores["--raiz"])
    }

    private init(orden: Orden, raiz: String?) {
        self.orden = orden
        self.raiz = raiz
    }

    private static func orden(_ nombre: String, _ resto: [String], tiempo: String?) throws(ErrorDeLaHerramienta) -> Orden {
        let opciones = Set(resto.filter { $0.hasPrefix("-") })
        let posicionales = resto.filter { !$0.hasPrefix("-") }
        func solo(_ permitidas: Set<String>, posicionales cuantos: Int) throws(ErrorDeLaHerramienta) {
            if let otra = opciones.subtracting(permitidas).sorted().first {
                throw .uso("«\(nombre)» no admite la opción \(otra).")
            }
            if posicionales.count > cuantos {
                throw .uso("A «\(nombre)» le sobra «\(posicionales[cuantos])».")
            }
            if posicionales.count < cuantos { throw .uso("A «\(nombre)» le falta el paso, p. ej. red-en-marcador/2.") }
        }
        if tiempo != nil && nombre != "verificar" { throw .uso("«\(nombre)» no admite la opción --tiempo.") }
        switch nombre {
        case "lista":
            try solo([], posicionales: 0)
            return .lista
        case "comprobar":
            try solo([], posicionales: min(posicionales.count, 1))
            return .comprobar(objetivo: posicionales.first)
        case "vigilar":
            try solo([], posicionales: 0)
            return .vigilar
        case "generar":
            try solo(["--comprobar", "--forzar"], posicionales: 0)
            if opciones.isSuperset(of: ["--comprobar", "--forzar"]) {
                throw .uso("--comprobar no escribe nada: no tiene sentido con --forzar.")
            }
            return .generar(comprobar: opciones.contains("--comprobar"), forzar: opciones.contains("--forzar"))
        case "reiniciar":
            try solo(["--si"], posicionales: 1)
            return .reiniciar(paso: posicionales[0], sinPreguntar: opciones.contains("--si"))
        case "resolver":
            try solo(["--si"], posicionales: min(posicionales.count, 1))
            return .resolver(objetivo: posicionales.first, sinPreguntar: opciones.contains("--si"))
        case "diferencias":
            try solo(["--resumen"], posicionales: min(posicionales.count, 1))
            return .diferencias(objetivo: posicionales.first, resumen: opciones.contains("--resumen"))
        case "pista":
            try solo([], posicionales: 1)
            return .pista(paso: posicionales[0])
        case "publicar":
            guard let destino = posicionales.first else {
                throw .uso("A «publicar» le falta la carpeta DESTINO, p. ej. «publicar ../marcador-clase».")
            }
            try solo([], posicionales: 1)
            return .publicar(destino: destino)
        case "verificar":
            try solo([], posicionales: 0)
            guard let segundos = Int(tiempo ?? "\(limitePorDefecto)"), segundos > 0 else {
                throw .uso("--tiempo va en segundos, p. ej. --tiempo 600.")
            }
            return .verificar(limite: segundos)
        default:
            throw .uso("No conozco la orden «\(nombre)».")
        }
    }
}
