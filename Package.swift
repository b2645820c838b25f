// swift-tools-version: 6.2
import PackageDescription

// MarcadorKit: el curso «Marcador» como kit de ejercicios y banco de pruebas de arquitectura.
//
// MARK: SOLO EN EL KIT
// Los módulos de la app salen de Exercises/ (lo que escribe quien aprende) o de Solutions/:
//   swift test                                  → todo de Exercises/
//   MARCADOR=soluciones swift test              → todo de Solutions/
//   MARCADOR=soluciones:Core,ArbitrosData ...   → solo esos módulos de Solutions/ (para aislar uno que no compila)
// Lo que va entre estas marcas no está en la publicación para quien aprende (`marcador publicar`).
// MARK: EN LA PUBLICACIÓN
// // Los módulos de la app salen de Exercises/, lo que escribes tú: `swift test` los compila y los prueba.
// MARK: FIN SOLO EN EL KIT

/// Un módulo por capa de cada funcionalidad. Las dependencias van en un solo sentido:
/// UI → Domain → (Data) → Core/Network; el grafo de módulos lo impone al compilar.
struct ModuloDeLaApp {
    let nombre: String
    let carpeta: String
    let dependencias: [String]
    var excluir: [String] = []
}

let modulosDeLaApp: [ModuloDeLaApp] = [
    .init(nombre: "Core", carpeta: "Core", dependencias: [], excluir: ["Network"]),
    .init(nombre: "CoreNetwork", carpeta: "Core/Network", dependencias: []),
    .init(nombre: "ArbitrosDomain", carpeta: "Arbitros/Domain", dependencias: ["CoreNetwork"]),
    .init(nombre: "ArbitrosData", carpeta: "Arbitros/Data", dependencias: ["ArbitrosDomain", "CoreNetwork", "Core"]),
    .init(nombre: "ArbitrosUI", carpeta: "Arbitros/UI", dependencias: ["ArbitrosDomain", "Core"]),
    .init(nombre: "MarcadorDomain", carpeta: "Marcador/Domain", dependencias: ["Torneo"]),
    .init(nombre: "MarcadorData", carpeta: "Marcador/Data", dependencias: ["MarcadorDomain", "Torneo"]),
    .init(nombre: "MarcadorUI", carpeta: "Marcador/UI", dependencias: ["MarcadorDomain", "Core", "Torneo"]),
    .init(nombre: "CronicaDomain", carpeta: "Cronica/Domain", dependencias: ["MarcadorDomain", "CoreNetwork", "Torneo"]),
    .init(nombre: "CronicaData", carpeta: "Cronica/Data", dependencias: ["CronicaDomain", "CoreNetwork"]),
    .init(nombre: "CronicaUI", carpeta: "Cronica/UI", dependencias: ["CronicaDomain", "Core"]),
]

// MARK: - De qué árbol sale cada módulo

// MARK: SOLO EN EL KIT
let eleccion = Context.environment["MARCADOR"] ?? ""
let modulosDeSolucion: Set<String>? = {
    guard eleccion.hasPrefix("soluciones") else { return [] }
    let partes = eleccion.split(separator: ":", maxSplits: 1)
    guard partes.count == 2 else { return nil }   // nil: todos
    return Set(partes[1].split(separator: ",").map { String($0) })
}()

func arbol(de modulo: String) -> String {
    guard let modulosDeSolucion else { return "Solutions" }
    return modulosDeSolucion.contains(modulo) ? "Solutions" : "Exercises"
}
// MARK: EN LA PUBLICACIÓN
// func arbol(de modulo: String) -> String { "Exercises" }
// MARK: FIN SOLO EN EL KIT

// Los módulos con fallos sembrados (`MARCADOR_MUTANTES=ArbitrosUI,…`, lo pone `marcador` al medir las
// pruebas de quien aprende) salen de su copia con los mutantes, en .build/marcador/mutantes.
let modulosConMutantes = Set((Context.environment["MARCADOR_MUTANTES"] ?? "").split(separator: ",").map { String($0) })

func ruta(de modulo: ModuloDeLaApp) -> String {
    modulosConMutantes.contains(modulo.nombre) ? ".build/marcador/mutantes/\(modulo.carpeta)" : "\(arbol(de: modulo.nombre))/\(modulo.carpeta)"
}

// MARK: - Ajustes

// El target de la app de Xcode 26 es @MainActor por defecto; los módulos de la app, también.
let ajustesDeLaApp: [SwiftSetting] = [.defaultIsolation(MainActor.self)]


// MARK: - Targets

var targets: [Target] = [
    .target(name: "Torneo", path: "Sources/Torneo"),
    // Los dobles de las pruebas (falsos, espías, el servidor HTTP falso): solo de la app, nada de la herramienta.
    .target(
        name: "SoporteDePruebas",
        dependencies: ["Torneo"] + modulosDeLaApp.map { .target(name: $0.nombre) },
        path: "Tests/SoporteDePruebas",
        exclude: ["Fixtures/FUENTES.md"],
        resources: [.copy("Fixtures")],
        // El binario de las pruebas se enlaza tras cada cambio: con lld (viene con Swift en Linux)
        // tarda 0,4 s en vez de los 0,7 s de gold, que es el enlazador por defecto.
        linkerSettings: [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]
    ),
    .testTarget(
        name: "TorneoTests",
        dependencies: ["Torneo"],
        path: "Tests/Torneo"
    ),
]

for modulo in modulosDeLaApp {
    targets.append(.target(
        name: modulo.nombre,
        dependencies: modulo.dependencias.map { .target(name: $0) },
        path: ruta(de: modulo),
        exclude: modulosConMutantes.contains(modulo.nombre) ? [] : modulo.excluir,
        swiftSettings: ajustesDeLaApp
    ))
    targets.append(.testTarget(
        name: "\(modulo.nombre)Tests",
        dependencies: [.target(name: modulo.nombre), "SoporteDePruebas", "ReglasDeArquitectura", "Torneo"],
        path: "Tests/\(modulo.carpeta)",
        exclude: modulo.excluir
    ))
}

// MARK: - Las pruebas de quien aprende
// Los pasos de tipo «pruebas»: las pruebas las escribe quien aprende, en su región de Exercises/<target>/
// (con las carpetas de MarcadorAppTests del curso), y cada paso es un target de pruebas propio. Se miden
// con fallos sembrados (docs/instructores.md, «Pasos de pruebas»).
let pruebasDeQuienAprende: [(nombre: String, dependencias: [Target.Dependency])] = [
    ("PruebasRedEnMarcador", ["ArbitrosDomain", "ArbitrosUI", "Torneo"]),   // Torneo: el Dobles.swift de la lección lo importa
    ("PruebasCasosDeUso", ["CronicaDomain", "CronicaData", "SoporteDePruebas", "Torneo"]),
]
for pruebas in pruebasDeQuienAprende {
    targets.append(.testTarget(name: pruebas.nombre, dependencies: pruebas.dependencias, path: "\(arbol(de: pruebas.nombre))/\(pruebas.nombre)"))
}
// MARK: - Fin de las pruebas de quien aprende

// MARK: - Herramienta marcador
// Un módulo por quien lo usa, bajo un ejecutable fino, como Sources/ de SwiftPM. Las dependencias van en un
// solo sentido, y ninguno depende de los módulos de la app: la herramienta funciona aunque no compilen.
//   Nucleo ← Ejecucion ← Mutacion ← Aprendiz                  lo de quien aprende: lo único que va en la publicación
//   Nucleo ← Publicacion ← Autoria, Calificacion ← Clase      lo del instructor y de la CI
struct ModuloDeLaHerramienta {
    let nombre: String
    let dependencias: [String]
}

var modulosDeLaHerramienta: [ModuloDeLaHerramienta] = [
    .init(nombre: "Nucleo", dependencias: []),
    .init(nombre: "Ejecucion", dependencias: ["Nucleo"]),
    .init(nombre: "Mutacion", dependencias: ["Nucleo", "Ejecucion"]),
    .init(nombre: "Aprendiz", dependencias: ["Nucleo", "Ejecucion", "Mutacion"]),
]
var ordenesDelEjecutable = ["Nucleo", "Aprendiz"]
// MARK: SOLO EN EL KIT
modulosDeLaHerramienta += [
    .init(nombre: "Publicacion", dependencias: ["Nucleo"]),
    .init(nombre: "Autoria", dependencias: ["Nucleo", "Ejecucion", "Mutacion", "Publicacion"]),
    .init(nombre: "Calificacion", dependencias: ["Nucleo", "Ejecucion", "Mutacion", "Publicacion"]),
    .init(nombre: "Clase", dependencias: ["Nucleo", "Calificacion"]),
]
ordenesDelEjecutable += ["Autoria", "Calificacion", "Clase"]
// MARK: FIN SOLO EN EL KIT

for modulo in modulosDeLaHerramienta {
    targets.append(.target(
        name: "Herramienta\(modulo.nombre)",
        dependencies: modulo.dependencias.map { .target(name: "Herramienta\($0)") },
        path: "Sources/Herramienta/\(modulo.nombre)"
    ))
}
targets.append(.executableTarget(
    name: "marcador",
    dependencies: ordenesDelEjecutable.map { .target(name: "Herramienta\($0)") },
    path: "Sources/Herramienta/marcador"
))
// MARK: SOLO EN EL KIT
// Las pruebas de la herramienta: una batería por módulo, con sus dobles en SoporteDeLaHerramienta (como el
// target de ayudas de swift-argument-parser); KitTests, las del contenido del kit (catálogo, guías, flujo de
// Classroom), e IntegracionTests, las que compilan una copia del kit. Leen Solutions/ y la documentación del
// instructor: no van en la publicación.
targets.append(.target(
    name: "SoporteDeLaHerramienta",
    dependencies: ["HerramientaNucleo", "HerramientaEjecucion", "HerramientaMutacion", "HerramientaPublicacion"],
    path: "Tests/Herramienta/Soporte",
    resources: [.copy("Muestras")]   // flujos de eventos y registros grabados, y los esquemas de los informes
))
func pruebasDeLaHerramienta(_ nombre: String, usan modulos: [String], carpeta: String, excluir: [String] = []) -> Target {
    .testTarget(name: nombre, dependencies: modulos.map { .target(name: "Herramienta\($0)") } + ["SoporteDeLaHerramienta"],
                path: "Tests/Herramienta/\(carpeta)", exclude: excluir)
}
// Las de la publicación y las del instructor prueban también las órdenes de quien aprende en lo que escriben.
let tambienPruebanLasDelAprendiz = ["Publicacion": ["Aprendiz"], "Autoria": ["Aprendiz"], "Calificacion": ["Aprendiz"]]
for modulo in modulosDeLaHerramienta {
    let usan = [modulo.nombre] + modulo.dependencias + (tambienPruebanLasDelAprendiz[modulo.nombre] ?? [])
    targets.append(pruebasDeLaHerramienta("Herramienta\(modulo.nombre)Tests", usan: usan, carpeta: modulo.nombre))
}
targets += [
    pruebasDeLaHerramienta("KitTests", usan: ["Nucleo", "Ejecucion", "Mutacion", "Publicacion", "Autoria", "Calificacion"], carpeta: "Kit"),
    // Lecciones/: el código de las lecciones, que las pruebas teclean en una copia.
    pruebasDeLaHerramienta("IntegracionTests", usan: modulosDeLaHerramienta.map(\.nombre), carpeta: "Integracion", excluir: ["Lecciones"]),
]
// MARK: FIN SOLO EN EL KIT
// MARK: - Fin de la herramienta marcador

// MARK: - Ejemplos de las lecciones
// Cada ejemplo de Playground de las lecciones: una biblioteca con su código (la ejecutan las pruebas,
// en el mismo proceso) y un ejecutable fino, `swift run <nombre>`. Ver docs/ejemplos.md.
let ejemplosDeLasLecciones: [(ejecutable: String, modulo: String)] = [
    ("biblioteca", "EjemploBiblioteca"), ("recetas", "EjemploRecetas"),
    ("menu", "EjemploMenu"), ("periodico", "EjemploPeriodico"),
    ("carrito", "EjemploCarrito"), ("pedido", "EjemploPedido"),
    ("libro-dto", "EjemploLibroDTO"), ("album", "EjemploAlbum"), ("tareas", "EjemploTareas"),
    ("pizzeria", "EjemploPizzeria"), ("devolucion", "EjemploDevolucion"),
]
targets.append(.target(name: "ApoyoDeLosEjemplos", path: "Sources/Ejemplos/Apoyo"))
for ejemplo in ejemplosDeLasLecciones {
    let carpeta = "Sources/Ejemplos/\(ejemplo.ejecutable)"
    targets.append(.target(name: ejemplo.modulo, dependencies: ["ApoyoDeLosEjemplos"], path: "\(carpeta)/\(ejemplo.modulo)"))
    targets.append(.executableTarget(
        name: ejemplo.ejecutable,
        dependencies: [.target(name: ejemplo.modulo), "ApoyoDeLosEjemplos"],
        path: carpeta,
        exclude: [ejemplo.modulo]
    ))
}
targets.append(.testTarget(
    name: "EjemplosTests",
    dependencies: ["ApoyoDeLosEjemplos", "SoporteDePruebas"] + ejemplosDeLasLecciones.map { .target(name: $0.modulo) },
    path: "Tests/Ejemplos"
))
// MARK: - Fin de los ejemplos de las lecciones

// MARK: - Reglas de arquitectura
// ReglasDeArquitectura es la biblioteca de reglas (como ArchUnit o Konsist): lee las fuentes del árbol
// compilado y registra cada infracción en su línea. Importa Testing, así que vive en Tests/ y solo la
// enlazan targets de pruebas (nunca un ejecutable). Las reglas de las lecciones, en ArquitecturaTests,
// no necesitan importar los módulos de la app (ver docs/arquitectura.md).
targets += [
    .target(name: "ReglasDeArquitectura", path: "Tests/ReglasDeArquitectura"),
    .testTarget(name: "ReglasDeArquitecturaTests", dependencies: ["ReglasDeArquitectura"], path: "Tests/ReglasDeArquitecturaTests"),
    .testTarget(name: "ArquitecturaTests", dependencies: ["ReglasDeArquitectura"], path: "Tests/Arquitectura"),
]
// MARK: - Fin de las reglas de arquitectura

let package = Package(
    name: "MarcadorKit",
    platforms: [.macOS(.v15)],
    products: [],
    targets: targets,
    swiftLanguageModes: [.v6]
)
