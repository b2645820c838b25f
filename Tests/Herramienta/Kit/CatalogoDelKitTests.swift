import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaAutoria

/// El catálogo de verdad del kit, leído del repositorio (solo se lee: nada se escribe ahí). Nada de
/// cuántos pasos o reglas hay: cada comprobación recorre lo que dice el catálogo, para que añadir un
/// paso, una lección o una regla siguiendo docs/instructores.md no rompa estas pruebas.
@Suite("Catálogo del kit")
struct CatalogoDelKitTests {
    static let raiz = RaizDelKit.url

    private let catalogo: Catalogo
    private let suites = SuitesDeTests(raiz: Self.raiz)

    init() throws {
        catalogo = try Catalogo.cargar(raiz: Self.raiz)
    }

    @Test func lasReglasSonLaUltimaLeccionYSoloTieneReglas() throws {
        let ultima = try #require(catalogo.lecciones.last)
        #expect(ultima.id == "arquitectura", "La lección «arquitectura» (las reglas) va la última en \(Catalogo.ruta)")
        let fuera = catalogo.pasos.filter { ($0.tipo == .arquitectura) != $0.id.hasPrefix("arquitectura/") }.map(\.id)
        #expect(fuera.isEmpty, """
            En \(Catalogo.ruta), los pasos de tipo «arquitectura» van en la lección «arquitectura», y solo ellos: \(fuera)
            """)
    }

    /// «Paso N · …» con el número del id (y «Tanda M: …» en los pasos N.M), como los títulos de las lecciones,
    /// pero sin el «: Fichero.swift» del final: los ficheros van en su campo y la tabla de pasos ya los enseña.
    @Test func losTitulosLlevanElNumeroDeSuIdYNoElFichero() {
        for paso in catalogo.pasos {
            let numero = String(paso.id.split(separator: "/").last ?? "")
            let partes = numero.split(separator: ".")
            let prefijo = paso.tipo == .arquitectura ? "Regla \(numero) · "
                : partes.count == 2 ? "Paso \(partes[0]) · Tanda \(partes[1]): " : "Paso \(numero) · "
            let titulo = paso.titulo
            #expect(titulo.hasPrefix(prefijo), "En \(Catalogo.ruta), el título de \(paso.id) empieza por «\(prefijo)»: «\(titulo)»")
            let final = titulo.components(separatedBy: ": ").last ?? ""
            let acabaEnFichero = titulo.contains(": ") && final.hasSuffix(".swift") && !final.contains(" ")
            #expect(!acabaEnFichero, "En \(Catalogo.ruta), quita «: \(final)» del título de \(paso.id): el fichero va en «ficheros»")
        }
    }

    @Test func cadaFicheroDeUnEjercicioExisteYTieneSuRegionEnSolutions() throws {
        let generacion = try Generador(raiz: Self.raiz, catalogo: catalogo).generacion()
        let huecos = Cobertura.huecos(catalogo: catalogo, generacion: generacion)
        #expect(huecos.isEmpty, "\(huecos.joined(separator: "\n"))")
    }

    @Test func cadaSuiteDeUnEjercicioODeUnaReglaEstaEnTestsConAlgunaPrueba() {
        for paso in catalogo.pasos where [.ejercicio, .arquitectura].contains(paso.tipo) {
            for suite in paso.suites {
                let nombre = SuitesDeTests.nombre(de: suite)
                let pruebas = suites.pruebas(de: suite) ?? 0
                #expect(pruebas > 0, """
                    La suite \(suite) de \(paso.id) no está en Tests/: escribe \(nombre).swift, con \
                    `@Suite struct \(nombre)` y sus `@Test`, en la carpeta de pruebas de su módulo.
                    """)
            }
        }
    }

    /// Cada regla del catálogo tiene su suite, la suite comprueba alguna regla de ReglasDeLasLecciones.swift,
    /// y cada una de esas reglas está en `todas` (así se prueba que falla sin nada que mirar) y tiene su
    /// infracción plantada en un árbol de prueba.
    @Test func cadaReglaTienePruebaEInfraccionPlantada() throws {
        let plantadas = Self.raiz.appending(path: "Tests/ReglasDeLasLeccionesTests")
        let fuentes = try Arbol.ficheros(en: plantadas).map { try String(contentsOf: plantadas.appending(path: $0), encoding: .utf8) }
        let lecciones = try String(contentsOf: Self.raiz.appending(path: "Tests/ReglasDeLasLecciones/ReglasDeLasLecciones.swift"), encoding: .utf8)
        let todas = lecciones.components(separatedBy: "static let todas").last ?? ""
        for regla in catalogo.pasos where regla.tipo == .arquitectura {
            for suite in regla.suites {
                let fichero = try #require(suites.fichero(de: suite), "La suite \(suite) de \(regla.id) no está en Tests/Arquitectura")
                let texto = try String(contentsOf: Self.raiz.appending(path: fichero), encoding: .utf8)
                // Nada de #expect sobre el texto de un fichero: al fallar lo enseñaría entero.
                let comprobadas = texto.matches(of: /ReglaDeArquitectura\.(\w+)\.comprobar\(/).map { String($0.output.1) }
                let compruebaAlguna = !comprobadas.isEmpty
                #expect(compruebaAlguna, "\(fichero) no comprueba ninguna regla: escribe `try ReglaDeArquitectura.<regla>.comprobar()` en una @Test")
                for nombre in comprobadas {
                    let enTodas = todas.contains(nombre)
                    let plantada = fuentes.contains { $0.contains("ArbolDePrueba.evaluar(.\(nombre),") }
                    #expect(enTodas, "Añade \(nombre) a `todas`, al final de Tests/ReglasDeLasLecciones/ReglasDeLasLecciones.swift")
                    #expect(plantada, """
                        La regla \(nombre) (\(regla.id)) no tiene su infracción plantada: en \
                        Tests/ReglasDeLasLeccionesTests/LasReglasDetectanInfraccionesTests.swift, una @Test con \
                        `ArbolDePrueba.evaluar(.\(nombre), en: [...])` que la señale en su fichero y su línea.
                        """)
                }
            }
        }
    }

    @Test func losPasosFueraDelKitDicenDondeEstanEnElCurso() {
        for paso in catalogo.pasos where paso.tipo == .fueraDelKit {
            #expect(paso.nota?.contains("Xcode") == true, "la nota de \(paso.id) no dice dónde está en el curso")
        }
    }
}
