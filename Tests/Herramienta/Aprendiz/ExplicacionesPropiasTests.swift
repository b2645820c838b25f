import Foundation
import SoporteDeLaHerramienta
import Testing
@testable import HerramientaNucleo
@testable import HerramientaEjecucion
@testable import HerramientaAprendiz

/// Cada expectativa que falla enseña su propia explicación, nunca la de otra. Sobre flujos grabados de
/// `marcador comprobar` (Swift 6.3.1, rutas cambiadas a /ruta/del/kit):
/// - flujo-sin-tilde: el ArbitrosViewModel de la lección con «No hay conexion»;
/// - flujo-reintentar-vacio: el de la lección con un reintentar() vacío;
/// - flujo-sin-mainactor: el de la lección sin @MainActor;
/// - flujo-esqueletos: `comprobar` de todos los ejercicios con los esqueletos, recortado a lo que lee
///   FlujoDeEventos (sin los casos de las parametrizadas repetidos, ni fechas ni pilas).
@Suite("Cada fallo con su propia explicación")
struct ExplicacionesPropiasTests {
    static let raiz = URL(fileURLWithPath: "/ruta/del/kit")
    /// Las pruebas de las propias lecciones van copiadas tal cual: sus #expect no llevan comentario.
    static let deLasLecciones = ["ArbitrosUITests/ArbitrosViewModelTests.swift", "CronicaDomainTests/PublicarCronicaTests.swift"]

    private let catalogo: Catalogo

    init() throws {
        catalogo = try Catalogo.cargar(raiz: RaizDelKit.url)
    }

    private static func datos(_ muestra: String) throws -> Data {
        try Data(contentsOf: try Muestras.url("\(muestra).jsonl"))
    }

    private func lineas(_ muestra: String, paso id: String) throws -> [String] {
        try lineas(conLasReglasNuevasEnVerde(FlujoDeEventos.leer(try Self.datos(muestra)), paso: id), paso: id)
    }

    /// Las reglas que se añadan al catálogo después de grabar los flujos no están en ellos: pasan, para que
    /// añadir una regla (receta de docs/instructores.md) no cambie lo que estas pruebas comprueban.
    private func conLasReglasNuevasEnVerde(_ ejecucion: EjecucionDePruebas, paso id: String) throws -> EjecucionDePruebas {
        var ejecucion = ejecucion
        for regla in catalogo.reglas(de: try #require(catalogo.paso(id))) {
            for suite in regla.suites where !ejecucion.estados.keys.contains(where: { Catalogo.encaja($0, en: suite) }) {
                ejecucion.estados[suite + "/cumple()"] = .pasa
            }
        }
        return ejecucion
    }

    private func lineas(_ ejecucion: EjecucionDePruebas, paso id: String) throws -> [String] {
        let informe = InformeDeComprobacion(
            catalogo: catalogo, pasos: [try #require(catalogo.paso(id))], reglas: ReglasDeUnPaso(catalogo: catalogo, raiz: Self.raiz),
            ejecucion: ejecucion, errores: .init(lineas: [], raiz: "/"), cortada: false, rutasDePrueba: [:]
        )
        return informe.lineas(ConsolaDePrueba().consola)
    }

    @Test func unaTildeDeMenosSeExplicaConElTextoExactoYNoConLaDeOtraExpectativa() throws {
        let lineas = try lineas("flujo-sin-tilde", paso: "red-en-marcador/3")

        #expect(lineas.contains("        El texto es exactamente «No hay conexión»: con tilde en la ó, mayúscula al principio y sin punto"),
                "\(lineas.joined(separator: "\n"))")
        #expect(!lineas.contains { $0.contains("ANTES de pedir") }, "La explicación de .cargando es de otra expectativa, que se cumple")
        #expect(!lineas.contains { $0.contains("cae en el catch") }, "El error sí llega al catch: solo falla el texto")
    }

    @Test func unReintentarVacioSeExplicaConReintentarAntesQueConLaPruebaDeLaLeccion() throws {
        let lineas = try lineas("flujo-reintentar-vacio", paso: "red-en-marcador/3")

        let delKit = try #require(lineas.firstIndex(of: "        reintentar() vuelve a pedir los árbitros al repositorio: basta con await cargar()"),
                                  "\(lineas.joined(separator: "\n"))")
        let deLaLeccion = try #require(lineas.firstIndex(of: "  ✗ ArbitrosViewModelTests/sinRedSaleElErrorYReintentarVuelveACargar()"))
        #expect(delKit < deLaLeccion, "La prueba del kit, con su explicación, sale antes que la de la lección, que no lleva")
    }

    @Test func sinMainActorLaReglaSaleConLasPruebasConSuRutaDeVerdadYQueHacer() throws {
        let lineas = try lineas("flujo-sin-mainactor", paso: "red-en-marcador/3")

        #expect(Array(lineas.prefix(4)) == [
            "✗ red-en-marcador/3 · Paso 3 · El ViewModel: 9 de 9 pruebas pasan, pero no cumple 1 regla",
            "  ✗ Regla 5 · Cómo se declara un ViewModel (arquitectura/5)",
            "      mira Exercises/Arbitros/UI/ArbitrosViewModel.swift:23",
            "        Regla «Todo ViewModel lleva @MainActor escrito» rota en Exercises/Arbitros/UI/ArbitrosViewModel.swift:23:7: ArbitrosViewModel no lleva @MainActor.",
        ], "\(lineas.joined(separator: "\n"))")
        #expect(lineas.contains("        Qué hacer: Escribe `@MainActor` encima de `final class …ViewModel`."))
    }

    /// Lo que lee la prueba directamente del JSON, sin FlujoDeEventos: por sitio («Fichero.swift:línea»),
    /// los comentarios de cada incidencia que falla ahí.
    private static func comentariosPorSitio(_ datos: Data) throws -> [String: Set<[String]>] {
        var porSitio: [String: Set<[String]>] = [:]
        for linea in datos.split(separator: UInt8(ascii: "\n")) {
            let registro = try #require(try JSONSerialization.jsonObject(with: Data(linea)) as? [String: Any])
            guard let carga = registro["payload"] as? [String: Any], carga["kind"] as? String == "issueRecorded",
                  let incidencia = carga["issue"] as? [String: Any], incidencia["isKnown"] as? Bool == false,
                  let sitio = incidencia["sourceLocation"] as? [String: Any],
                  let fichero = sitio["fileID"] as? String, let numero = sitio["line"] as? Int else { continue }
            let mensajes = carga["messages"] as? [[String: Any]] ?? []
            let comentarios = mensajes.filter { $0["symbol"] as? String == "details" }.compactMap { $0["text"] as? String }
            let nombre = fichero.split(separator: "/").last.map(String.init) ?? fichero
            porSitio["\(nombre):\(numero)", default: []].insert(comentarios)
        }
        return porSitio
    }

    @Test(arguments: ["flujo-sin-tilde", "flujo-reintentar-vacio", "flujo-sin-mainactor", "flujo-esqueletos"])
    func cadaIncidenciaDeUnaPruebaDelKitTraeSuExplicacionYSeEnsenaJuntoASuSitio(muestra: String) throws {
        let datos = try Self.datos(muestra)
        let porSitio = try Self.comentariosPorSitio(datos)
        let ejecucion = FlujoDeEventos.leer(datos)
        #expect(!porSitio.isEmpty)
        for (sitio, comentarios) in porSitio where !Self.deLasLecciones.contains(where: { $0.hasSuffix("/" + sitio.prefix { $0 != ":" }) }) {
            #expect(!comentarios.contains([]), "\(sitio) falla sin explicación: añade el comentario del #expect")
        }
        // Detrás de cada «mira», los comentarios de una incidencia de ese sitio: los suyos, nunca los de otra.
        for paso in catalogo.pasos where paso.tipo == .ejercicio {
            let lineas = try lineas(ejecucion, paso: paso.id)
            for (indice, linea) in lineas.enumerated() where linea.hasPrefix("      mira ") {
                let sitio = String(linea.split(separator: "/").last ?? "")
                let siguientes = lineas[(indice + 1)...].prefix { $0.hasPrefix("        ") }.map { String($0.dropFirst(8)) }
                let explicaciones = (porSitio[sitio] ?? []).map { comentarios in
                    comentarios.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
                }
                #expect(explicaciones.contains { Array(siguientes.prefix($0.count)) == $0 },
                        "\(paso.id), \(linea): enseña \(siguientes), y lo que explica \(sitio) es \(explicaciones)")
            }
        }
    }
}
