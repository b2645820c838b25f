import Foundation
import ReglasDeArquitectura
import Testing

// Qué árbol se ha compilado y qué declara Package.swift: de ahí salen las fuentes que miran las reglas.
@Suite("Reglas de arquitectura · El proyecto compilado")
struct ProyectoTests {
    @Test(arguments: [
        ("", "Core", "Exercises"),
        ("otra-cosa", "Core", "Exercises"),
        ("soluciones", "Core", "Solutions"),
        ("soluciones:Core,ArbitrosData", "ArbitrosData", "Solutions"),
        ("soluciones:Core,ArbitrosData", "CoreNetwork", "Exercises"),
    ])
    func elArbolDeCadaModuloLoEligeMARCADORComoEnPackageSwift(eleccion: String, modulo: String, arbol: String) {
        #expect(ArbolDeFuentes.arbol(de: modulo, eleccion: eleccion) == arbol)
    }

    @Test func unaDependenciaSeSenalaEnLaLineaDePackageSwiftQueLaDeclara() {
        let manifiesto = """
            // módulos
            .init(nombre: "ArbitrosDomain", carpeta: "Arbitros/Domain", dependencias: ["CoreNetwork"]),
            .init(nombre: "ArbitrosUI", carpeta: "Arbitros/UI", dependencias: ["ArbitrosDomain",
                                                                                "ArbitrosData"]),
            """

        #expect(Proyecto.linea(de: "ArbitrosDomain", dependencia: "CoreNetwork", en: manifiesto) == 2)
        #expect(Proyecto.linea(de: "ArbitrosUI", dependencia: "ArbitrosData", en: manifiesto) == 3,
                "Si la dependencia no está en la línea del módulo, la del módulo")
    }

    /// Una carpeta que no se puede leer (al calificar, la de un módulo cerrado al usuario de las pruebas) no es un
    /// módulo sin código: si no, las reglas pasarían sin haber mirado nada.
    @Test func unaCarpetaQueNoSePuedeLeerNoEsUnModuloSinCodigo() {
        let raiz = FileManager.default.temporaryDirectory.appending(path: "no-existe-\(UUID().uuidString)")

        let error = #expect(throws: ErrorDelProyecto.self) {
            try ModuloDelProyecto(nombre: "CronicaUI", carpeta: "Exercises/Cronica/UI", dependencias: [], raiz: raiz)
        }
        #expect(error?.description.hasPrefix("No se pudo leer el proyecto: no se puede leer la carpeta Exercises/Cronica/UI del módulo CronicaUI: ") == true,
                "\(error?.description ?? "")")
    }

    @Test func elProyectoCompiladoLeeCadaModuloDeSuArbolConSusFuentes() throws {
        let proyecto = try Proyecto.compilado()

        #expect(!proyecto.modulos.isEmpty)
        for modulo in proyecto.modulos {
            #expect(modulo.carpeta.hasPrefix(ArbolDeFuentes.arbol(de: modulo.nombre) + "/"), "\(modulo.nombre) se lee de \(modulo.carpeta)")
            #expect(!modulo.fuentes.isEmpty, "\(modulo.nombre) no tiene fuentes en \(modulo.carpeta)")
        }
    }
}
