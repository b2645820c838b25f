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
// pruebas de quien aprende) salen de su copia con los mutantes, en .build/marcador/mutantes/<módulo>: una
// carpeta por módulo, sin anidar (la de Core no contiene la de CoreNetwork), así que no hay nada que excluir.
let modulosConMutantes = Set((Context.environment["MARCADOR_MUTANTES"] ?? "").split(separator: ",").map { String($0) })

func ruta(de modulo: ModuloDeLaApp) -> String {
    modulosConMutantes.contains(modulo.nombre) ? ".build/marcador/mutantes/\(modulo.nombre)" : "\(arbol(de: modulo.nombre))/\(modulo.carpeta)"
}

// MARK: - Ajustes

// El target de la app de Xcode 26 es @MainActor por defecto; los módulos de la app, también.
let ajustesDeLaApp: [SwiftSetting] = [.defaultIsolation(MainActor.self)]


// MARK: - Lo que compila `comprobar`
// `marcador comprobar <paso>` pide solo lo que usan las pruebas de ese paso: MARCADOR_PRUEBAS=ArbitrosUITests,
// ArquitecturaTests declara esos targets de pruebas y lo que importan, y nada más: ni la herramienta, ni sus
// pruebas, ni los ejemplos, ni los demás pasos (SwiftPM compila con --build-tests todos los targets de pruebas
// que hay: swiftlang/swift-package-manager#9272). Lo compila en su propia carpeta, .build/pasos, para no
// replanificar lo de `swift run marcador` en cada comprobación. En Linux, esas pruebas van como bibliotecas
// bajo un ejecutable de Swift Testing, marcador-pruebas: sin XCTest, que ninguna prueba usa y que costaba
// seis segundos de compilar en frío antes de la primera prueba. `swift test` a secas no cambia: todo.
let pruebasDelPaso: Set<String>? = Context.environment["MARCADOR_PRUEBAS"].map { Set($0.split(separator: ",").map { String($0) }) }
#if os(Linux)
// Con MARCADOR_POR_SWIFT_TEST, como en macOS: así la CI prueba en Linux el camino de un Mac.
let pruebasComoBibliotecas = pruebasDelPaso != nil && Context.environment["MARCADOR_POR_SWIFT_TEST"] == nil
#else
let pruebasComoBibliotecas = false
#endif

// El binario de las pruebas se enlaza tras cada cambio: con lld (viene con Swift en Linux) tarda 0,4 s en vez
// de los 0,7 s de gold, que es el enlazador por defecto.
let enlazarConLLD: [LinkerSetting] = [.unsafeFlags(["-use-ld=lld"], .when(platforms: [.linux]))]

// MARK: - Targets

var targets: [Target] = []
var dependenciasDe: [String: [String]] = [:]    // para cerrar el plan de `comprobar` sobre lo que se usa

@MainActor func anadir(_ target: Target, usa dependencias: [String] = []) {
    targets.append(target)
    dependenciasDe[target.name] = dependencias
}

/// Un target de pruebas; en el plan de `comprobar`, solo si lo pide, y en Linux como biblioteca.
@MainActor func anadirPruebas(_ nombre: String, usa dependencias: [String], path: String, exclude: [String] = [], resources: [Resource]? = nil) {
    if let pruebasDelPaso, !pruebasDelPaso.contains(nombre) { return }
    let deps = dependencias.map { Target.Dependency.target(name: $0) }
    anadir(pruebasComoBibliotecas
        ? .target(name: nombre, dependencies: deps, path: path, exclude: exclude, resources: resources)
        : .testTarget(name: nombre, dependencies: deps, path: path, exclude: exclude, resources: resources),
        usa: dependencias)
}

anadir(.target(name: "Torneo", path: "Sources/Torneo"))
// Los dobles de las pruebas, como el core/testing de Now in Android, por capas: los de Core y CoreNetwork (el
// servidor HTTP falso, el espía del registro, los JSON de Fixtures/) y, encima, los falsos de cada
// funcionalidad. Así las pruebas de un paso solo compilan los módulos de la app que usan.
let soporteDePruebas: [(nombre: String, carpeta: String, usa: [String])] = [
    ("SoporteDePruebas", "Core", ["Core", "CoreNetwork"]),
    ("SoporteDePruebasArbitros", "Arbitros", ["ArbitrosDomain"]),
    ("SoporteDePruebasMarcador", "Marcador", ["MarcadorDomain", "Torneo"]),
    ("SoporteDePruebasCronica", "Cronica", ["CronicaDomain"]),
]
for soporte in soporteDePruebas {
    let base = soporte.carpeta == "Core"
    anadir(.target(
        name: soporte.nombre,
        dependencies: soporte.usa.map { .target(name: $0) },
        path: "Tests/SoporteDePruebas/\(soporte.carpeta)",
        exclude: base ? ["Fixtures/FUENTES.md"] : [],
        resources: base ? [.copy("Fixtures")] : nil,
        linkerSettings: enlazarConLLD
    ), usa: soporte.usa)
}
/// Lo que importan las pruebas de cada módulo de la app, además de él.
let pruebasDeLaAppUsan: [String: [String]] = [
    "Core": ["SoporteDePruebas", "ReglasDeArquitectura"],
    "CoreNetwork": ["SoporteDePruebas"],
    "ArbitrosDomain": ["SoporteDePruebas"],
    "ArbitrosData": ["ArbitrosDomain", "Core", "CoreNetwork", "SoporteDePruebas"],
    "ArbitrosUI": ["ArbitrosDomain", "SoporteDePruebas", "SoporteDePruebasArbitros"],
    "MarcadorDomain": ["SoporteDePruebasMarcador", "Torneo"],
    "MarcadorData": ["Torneo"],
    "MarcadorUI": ["SoporteDePruebas", "SoporteDePruebasMarcador", "Torneo"],
    "CronicaDomain": ["CoreNetwork", "CronicaData", "SoporteDePruebas", "SoporteDePruebasMarcador", "Torneo"],
    "CronicaData": ["CoreNetwork", "SoporteDePruebas"],
    "CronicaUI": ["CoreNetwork", "CronicaDomain", "SoporteDePruebas", "SoporteDePruebasCronica", "SoporteDePruebasMarcador", "Torneo"],
]
anadirPruebas("TorneoTests", usa: ["Torneo"], path: "Tests/Torneo")

for modulo in modulosDeLaApp {
    anadir(.target(
        name: modulo.nombre,
        dependencies: modulo.dependencias.map { .target(name: $0) },
        path: ruta(de: modulo),
        exclude: modulosConMutantes.contains(modulo.nombre) ? [] : modulo.excluir,
        swiftSettings: ajustesDeLaApp
    ), usa: modulo.dependencias)
    anadirPruebas("\(modulo.nombre)Tests", usa: [modulo.nombre] + (pruebasDeLaAppUsan[modulo.nombre] ?? []),
                  path: "Tests/\(modulo.carpeta)", exclude: modulo.excluir)
}

// MARK: - Las pruebas de quien aprende
// Los pasos de tipo «pruebas»: las pruebas las escribe quien aprende, en su región de Exercises/<target>/
// (con las carpetas de MarcadorAppTests del curso), y cada paso es un target de pruebas propio. Se miden
// con fallos sembrados (docs/instructores.md, «Pasos de pruebas»).
// MarcadorApp es el target de la app del curso, que aquí va partido en un módulo por capa: los reexporta para
// que el `@testable import MarcadorApp` de la lección compile tal cual (lo interno de cada módulo lo abren los
// `@testable import` del esqueleto). Solo lo importan estas pruebas: depende de todos los módulos de la app, así
// que ninguno puede importarlo (sería un ciclo). Cuesta al primer `comprobar red-en-marcador/6` 8 módulos pequeños
// más (medido: 16 s de CPU frente a 12; reexportar solo los 4 que usan estas pruebas, 14 s, y sin esa garantía).
let reexportaMarcadorApp = modulosDeLaApp.map(\.nombre)
anadir(.target(name: "MarcadorApp", dependencies: reexportaMarcadorApp.map { .target(name: $0) },
               path: "\(arbol(de: "MarcadorApp"))/MarcadorApp"), usa: reexportaMarcadorApp)
let pruebasDeQuienAprende: [(nombre: String, dependencias: [String])] = [
    ("PruebasRedEnMarcador", ["ArbitrosDomain", "ArbitrosUI", "MarcadorApp", "Torneo"]),   // Torneo: el Dobles.swift de la lección lo importa
    ("PruebasCasosDeUso", ["CronicaDomain", "CronicaData", "MarcadorApp", "SoporteDePruebas", "SoporteDePruebasMarcador", "Torneo"]),
]
for pruebas in pruebasDeQuienAprende {
    anadirPruebas(pruebas.nombre, usa: pruebas.dependencias, path: "\(arbol(de: pruebas.nombre))/\(pruebas.nombre)")
}
// MARK: - Fin de las pruebas de quien aprende

// MARK: - Reglas de arquitectura
// ReglasDeArquitectura es la biblioteca de reglas (como ArchUnit o Konsist): lee las fuentes del árbol
// compilado y registra cada infracción en su línea. Importa Testing, así que vive en Tests/ y solo la
// enlazan las pruebas (o el ejecutable de las pruebas de un paso). Las reglas de las lecciones, en
// ArquitecturaTests, no necesitan importar los módulos de la app (ver docs/arquitectura.md).
// ReglasDeLasLecciones son las reglas, una constante cada una; ArquitecturaTests, una suite por regla, las
// comprueba en el árbol compilado (las que vigilan un paso cuentan en su veredicto), y ReglasDeLasLeccionesTests
// prueba que cada una señala su infracción plantada: eso no lo compila quien comprueba un paso.
anadir(.target(name: "ReglasDeArquitectura", path: "Tests/ReglasDeArquitectura"))
anadir(.target(name: "ReglasDeLasLecciones", dependencies: ["ReglasDeArquitectura"], path: "Tests/ReglasDeLasLecciones"),
       usa: ["ReglasDeArquitectura"])
anadirPruebas("ReglasDeArquitecturaTests", usa: ["ReglasDeArquitectura"], path: "Tests/ReglasDeArquitecturaTests")
anadirPruebas("ArquitecturaTests", usa: ["ReglasDeArquitectura", "ReglasDeLasLecciones"], path: "Tests/Arquitectura")
anadirPruebas("ReglasDeLasLeccionesTests", usa: ["ReglasDeArquitectura", "ReglasDeLasLecciones"], path: "Tests/ReglasDeLasLeccionesTests")
// MARK: - Fin de las reglas de arquitectura

if pruebasDelPaso == nil {
    // MARK: - Herramienta marcador
    // Un módulo por quien lo usa, bajo un ejecutable fino, como Sources/ de SwiftPM. Las dependencias van en un
    // solo sentido, y ninguno depende de los módulos de la app: la herramienta funciona aunque no compilen.
    //   Nucleo ← Ejecucion ← Mutacion ← Aprendiz                  lo de quien aprende
    // MARK: SOLO EN EL KIT
    //   Nucleo ← Publicacion ← Autoria, Calificacion ← Clase      lo del instructor y de la CI: no van en la publicación
    // MARK: FIN SOLO EN EL KIT
    struct ModuloDeLaHerramienta {
        let nombre: String
        let dependencias: [String]
    }

    let delAprendiz: [ModuloDeLaHerramienta] = [
        .init(nombre: "Nucleo", dependencias: []),
        .init(nombre: "Ejecucion", dependencias: ["Nucleo"]),
        .init(nombre: "Mutacion", dependencias: ["Nucleo", "Ejecucion"]),
        .init(nombre: "Aprendiz", dependencias: ["Nucleo", "Ejecucion", "Mutacion"]),
    ]
    // MARK: SOLO EN EL KIT
    let delInstructor: [ModuloDeLaHerramienta] = [
        .init(nombre: "Publicacion", dependencias: ["Nucleo"]),
        .init(nombre: "Autoria", dependencias: ["Nucleo", "Ejecucion", "Mutacion", "Publicacion"]),
        .init(nombre: "Calificacion", dependencias: ["Nucleo", "Ejecucion", "Mutacion", "Publicacion"]),
        .init(nombre: "Clase", dependencias: ["Nucleo", "Calificacion"]),
    ]
    let ordenesDelInstructor = ["Autoria", "Calificacion", "Clase"]
    // MARK: EN LA PUBLICACIÓN
    // let delInstructor: [ModuloDeLaHerramienta] = []
    // let ordenesDelInstructor: [String] = []
    // MARK: FIN SOLO EN EL KIT
    let modulosDeLaHerramienta = delAprendiz + delInstructor
    let ordenesDelEjecutable = ["Nucleo", "Aprendiz"] + ordenesDelInstructor

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
    // target de ayudas de swift-argument-parser); KitTests, las del contenido del kit (catálogo, guías, flujos de
    // Actions y el autograder de Gradescope), e IntegracionTests, las que compilan una copia del kit. Leen Solutions/ y la documentación del
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
        anadir(pruebasDeLaHerramienta("Herramienta\(modulo.nombre)Tests", usan: usan, carpeta: modulo.nombre))
    }
    targets += [
        pruebasDeLaHerramienta("KitTests", usan: ["Nucleo", "Ejecucion", "Mutacion", "Publicacion", "Aprendiz", "Autoria", "Calificacion", "Clase"],
                               carpeta: "Kit"),
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

}

// MARK: - El plan de `comprobar`
// Solo lo pedido y lo que usa, hasta el final; en Linux, bajo el ejecutable de Swift Testing.
if let pruebasDelPaso {
    var necesarios: Set<String> = []
    var pendientes = Array(pruebasDelPaso)
    while let siguiente = pendientes.popLast() {
        if necesarios.insert(siguiente).inserted { pendientes += dependenciasDe[siguiente] ?? [] }
    }
    targets = targets.filter { necesarios.contains($0.name) }
    if pruebasComoBibliotecas {
        targets.append(.executableTarget(
            name: "marcador-pruebas",
            dependencies: targets.filter { pruebasDelPaso.contains($0.name) }.map { .target(name: $0.name) },
            path: "Sources/Herramienta/PruebasDelPaso",
            linkerSettings: enlazarConLLD
        ))
    }
}

// MARK: - Sin indexar los módulos del sistema
// SwiftPM indexa, al compilar, el código y también Foundation y los demás módulos del sistema, que nadie
// busca aquí: medido, la mitad de la CPU de una compilación en frío (23 s frente a 13 s, las de un paso).
for target in targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])]
}

let package = Package(
    name: "MarcadorKit",
    platforms: [.macOS(.v15)],
    products: [],
    targets: targets,
    swiftLanguageModes: [.v6]
)
