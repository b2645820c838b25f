import Foundation
import SoporteDeLaHerramienta
import Testing

extension Integracion {
    /// El issue 10, tal como lo vivió quien aprendía: comprobarlo todo, escribir el código de la lección 2 y
    /// comprobarlo, escribir el Arbitro.swift de la lección 3 y comprobarlo, con compilaciones incrementales.
    /// Con el esqueleto de ArbitroDTO de entonces (propiedades calculadas), las pruebas de ArbitrosDomainTests
    /// se quedaban compiladas con la forma vieja del DTO y reventaban con el código bien escrito. Los
    /// esqueletos de ahora ya no dejan nada desfasado (lo comprueba el curso tecleado, CursoTecleadoTests);
    /// aquí se repite con el de entonces, para ver que comprobar lo descubre, lo recompila y acierta.
    @Suite("Un crash por una compilación desfasada no se le echa al código")
    struct CrashConCodigoCorrectoTests {
        /// La secuencia del issue; devuelve lo que dice el último comprobar.
        private func secuenciaDelIssue(_ kit: KitDePrueba) throws -> (codigo: Int32, consola: ConsolaDePrueba) {
            let todo = kit.marcador(["comprobar"])
            #expect(todo.codigo == 1, "Con los esqueletos no hay nada hecho:\n\(todo.consola.todo)")
            try kit.teclear("red-http-json-urlsession/1/DTOsDelServidor.swift")
            try kit.teclear("red-http-json-urlsession/1/ServicioDelTorneo.swift")
            let red = kit.marcador(["comprobar", "red-http-json-urlsession/1"])
            #expect(red.codigo == 0, "El código de la lección 2 está bien:\n\(red.consola.todo)")
            try kit.teclear("red-en-marcador/1/Arbitro.swift")
            return kit.marcador(["comprobar", "red-en-marcador/1"])
        }

        @Test func conElEsqueletoViejoDelDTOLoDesfasadoSeRecompilaYElPasoQuedaHecho() throws {
            let kit = try KitDePrueba.restaurado()
            let dto = "Exercises/Core/Network/DTOsDelServidor.swift"
            // El esqueleto de ArbitroDTO que tenía el kit: name, email y address calculadas, no guardadas.
            for propiedad in ["name: String", "email: String"] {
                try kit.cambiar(dto, "    package let \(propiedad)\n", por: "    package var \(propiedad) { \"\" }\n")
            }
            try kit.cambiar(dto, "    package let address: Direccion\n", por: "    package var address: Direccion { Direccion(city: \"\") }\n")
            try kit.cambiar(dto, """
                extension ArbitroDTO {
                    package init(from decoder: any Decoder) throws {
                        self.init(id: 0, name: "", email: "", address: Direccion(city: ""))
                    }
                }
                """, por: "")
            // Quien lo vivió compiló sus pruebas por primera vez con ese esqueleto. En la copia compartida, las de
            // ArbitrosDomainTests pueden estar ya compiladas con el DTO de ahora (calificar y comprobar usan la misma
            // carpeta) y no recompilarse con el viejo: sin tocarlas, no habría nada desfasado que descubrir.
            let pruebas = kit.raiz.appending(path: "Tests/Arbitros/Domain")
            for fichero in try FileManager.default.contentsOfDirectory(atPath: pruebas.path) {
                try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: pruebas.appending(path: fichero).path)
            }

            let arbitro = try secuenciaDelIssue(kit)

            #expect(arbitro.consola.salida.contains { $0.hasPrefix("Las pruebas han reventado, y parte de lo compilado era de una versión anterior") },
                    "Con ese esqueleto, ArbitrosDomainTests se queda compilado con el DTO viejo y revienta:\n\(arbitro.consola.todo)")
            #expect(arbitro.codigo == 0, "Tras recompilar lo desfasado, el código bien escrito pasa:\n\(arbitro.consola.todo)")
            #expect(arbitro.consola.salida.contains { $0.hasPrefix("✓ red-en-marcador/1 · Paso 1 · El modelo y el contrato: 4 de 4 pruebas pasan") })
        }
    }
}
